import type { memberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useMemberMutation } from './member-mutation.ts';

type Api = typeof memberEndpoints;

/** DELETE /projects/{id}/members/{username}: leaving (one's own name), declining, or removing someone. */
export const useRemoveMember = (id: number) =>
  useMemberMutation(id, (userName: string) =>
    call<Api['remove']>(
      { method: 'DELETE', path: '/projects/:id/members/:username' },
      { params: { id, username: userName } },
    ),
  );
