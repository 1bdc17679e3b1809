import type { InviteMemberBody, memberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useMemberMutation } from './member-mutation.ts';

type Api = typeof memberEndpoints;

/** POST /projects/{id}/members/invite: a person by username or e-mail address, with a role. */
export const useInviteMember = (id: number) =>
  useMemberMutation(id, (body: InviteMemberBody) =>
    call<Api['invite']>({ method: 'POST', path: '/projects/:id/members/invite' }, { params: { id }, body }),
  );
