import type { fairEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** GET /fairs/{id}: one fair with its dates, districts, questions and the viewer's roles there. */
export function useFair(id: number) {
  return useQuery({
    queryKey: fairKeys.detail(id),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/fairs/:id' }, { params: { id }, signal }),
    select: (r) => r.fair,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
