import type { postMemberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useSectionMemberMutation } from './section-member-mutation.ts';

type Api = typeof postMemberEndpoints;

/** POST /posts/{id}/members/bulkInvite `{emails}`: accounts by e-mail address, all as Contributors. */
export const useBulkInviteSection = (boardId: number, postId: number) =>
  useSectionMemberMutation(boardId, postId, (emails: string[]) =>
    call<Api['bulkInvite']>(
      { method: 'POST', path: '/posts/:id/members/bulkInvite' },
      { params: { id: postId }, body: { emails } },
    ),
  );
