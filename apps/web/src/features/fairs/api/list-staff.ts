import type { fairEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** GET /fairs/{id}/staff: the fair's coordinators, reviewers and judges (its staff only). */
export function useFairStaff(id: number, enabled = true) {
  return useQuery({
    queryKey: fairKeys.staff(id),
    queryFn: ({ signal }) =>
      call<Api['staff']>({ method: 'GET', path: '/fairs/:id/staff' }, { params: { id }, signal }),
    select: (r) => r.staff,
    enabled,
  });
}
