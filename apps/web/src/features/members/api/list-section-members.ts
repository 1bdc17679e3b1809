import type { postMemberEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { memberKeys } from '../keys.ts';

type Api = typeof postMemberEndpoints;

/** The most members a section's screen lists at once (the contract's page limit). */
export const SECTION_MEMBERS_LIMIT = 100;

/** GET /posts/{id}/members: the active members; managers (and the invited themselves) the pending ones too. */
export function useSectionMembers(boardId: number, postId: number) {
  return useQuery({
    queryKey: memberKeys.sectionList(boardId, postId),
    queryFn: async ({ signal }) =>
      asPage(
        'postMembers',
        await call<Api['list']>(
          { method: 'GET', path: '/posts/:id/members' },
          { params: { id: postId }, query: { limit: SECTION_MEMBERS_LIMIT, offset: 0 }, signal },
        ),
      ),
  });
}
