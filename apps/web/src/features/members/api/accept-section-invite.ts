import type { postMemberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useSectionMemberMutation } from './section-member-mutation.ts';

type Api = typeof postMemberEndpoints;

/** POST /posts/{id}/members/accept: the invited person takes up their section membership. */
export const useAcceptSectionInvite = (boardId: number, postId: number) =>
  useSectionMemberMutation(boardId, postId, () =>
    call<Api['accept']>({ method: 'POST', path: '/posts/:id/members/accept' }, { params: { id: postId } }),
  );
