import type { awardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** GET /award/{id}: one award, its name and description. */
export function useAward(id: number) {
  return useQuery({
    queryKey: awardKeys.one(id),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/award/:id' }, { params: { id }, signal }),
    select: (r) => r.award,
  });
}
