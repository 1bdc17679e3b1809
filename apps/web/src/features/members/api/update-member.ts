import type { memberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useMemberMutation } from './member-mutation.ts';

type Api = typeof memberEndpoints;

/** PUT /projects/{id}/members/{username}: a new role (a custom one with its name). */
export const useUpdateMember = (id: number) =>
  useMemberMutation(
    id,
    ({ userName, role, customRole }: { userName: string; role: string; customRole?: string }) =>
      call<Api['update']>(
        { method: 'PUT', path: '/projects/:id/members/:username' },
        { params: { id, username: userName }, body: { role, ...(customRole ? { customRole } : {}) } },
      ),
  );
