import type { postMemberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useSectionMemberMutation } from './section-member-mutation.ts';

type Api = typeof postMemberEndpoints;

/** PUT /posts/{id}/members/{username} `{role}`: a section member's new role. */
export const useUpdateSectionMember = (boardId: number, postId: number) =>
  useSectionMemberMutation(boardId, postId, ({ userName, role }: { userName: string; role: string }) =>
    call<Api['update']>(
      { method: 'PUT', path: '/posts/:id/members/:username' },
      { params: { id: postId, username: userName }, body: { role } },
    ),
  );
