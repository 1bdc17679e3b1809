import type { memberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useMemberMutation } from './member-mutation.ts';

type Api = typeof memberEndpoints;

/** POST /projects/{id}/members/bulkInvite: e-mail addresses, all as Contributors (spec/000 §6). */
export const useBulkInvite = (id: number) =>
  useMemberMutation(id, (emails: string[]) =>
    call<Api['bulkInvite']>(
      { method: 'POST', path: '/projects/:id/members/bulkInvite' },
      { params: { id }, body: { emails } },
    ),
  );
