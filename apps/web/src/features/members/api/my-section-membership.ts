import type { postMemberEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { memberKeys } from '../keys.ts';

type Api = typeof postMemberEndpoints;

/** GET /posts/{id}/membership: the caller's own membership of a section (an invitation is a pending one). */
export function useMySectionMembership(boardId: number, postId: number, enabled = true) {
  return useQuery({
    queryKey: memberKeys.sectionMine(boardId, postId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await call<Api['mine']>(
          { method: 'GET', path: '/posts/:id/membership' },
          { params: { id: postId }, signal },
        )
      ).postMembership,
  });
}
