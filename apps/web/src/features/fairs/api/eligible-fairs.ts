import type { fairEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** GET /projects/{id}/fairs: the open fairs the board may still enter, and its submissions. */
export function useEligibleFairs(boardId: number, enabled = true) {
  return useQuery({
    queryKey: fairKeys.eligible(boardId),
    queryFn: ({ signal }) =>
      call<Api['eligible']>(
        { method: 'GET', path: '/projects/:id/fairs' },
        { params: { id: boardId }, signal },
      ),
    enabled,
  });
}
