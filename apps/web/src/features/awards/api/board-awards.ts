import type { awardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** GET /projects/{id}/awards: the awards a board holds. */
export function useBoardAwards(id: number) {
  return useQuery({
    queryKey: awardKeys.board(id),
    queryFn: ({ signal }) =>
      call<Api['boardAwards']>({ method: 'GET', path: '/projects/:id/awards' }, { params: { id }, signal }),
    select: (r) => r.awards,
  });
}
