import type { postMemberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useSectionMemberMutation } from './section-member-mutation.ts';

type Api = typeof postMemberEndpoints;

/** POST /posts/{id}/members/invite `{lookup, role}`: a person with an account, by username or e-mail. */
export const useInviteSectionMember = (boardId: number, postId: number) =>
  useSectionMemberMutation(boardId, postId, ({ lookup, role }: { lookup: string; role: string }) =>
    call<Api['invite']>(
      { method: 'POST', path: '/posts/:id/members/invite' },
      { params: { id: postId }, body: { lookup, role } },
    ),
  );
