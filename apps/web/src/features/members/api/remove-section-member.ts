import type { postMemberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useSectionMemberMutation } from './section-member-mutation.ts';

type Api = typeof postMemberEndpoints;

/** DELETE /posts/{id}/members/{username}: leaving or declining (one's own name), or a manager's removal. */
export const useRemoveSectionMember = (boardId: number, postId: number) =>
  useSectionMemberMutation(boardId, postId, (userName: string) =>
    call<Api['remove']>(
      { method: 'DELETE', path: '/posts/:id/members/:username' },
      { params: { id: postId, username: userName } },
    ),
  );
