import type { memberEndpoints } from '@makerboard/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof memberEndpoints;

/** GET /projects/{id}/invitation: the board, the inviter and the role, by token or one's pending invitation. */
export function useInvitation(projectID: number, token: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'invitation', projectID, token ?? null],
    queryFn: ({ signal }) =>
      call<Api['invitation']>(
        { method: 'GET', path: '/projects/:id/invitation' },
        { params: { id: Math.trunc(projectID) }, query: token ? { token } : {}, signal },
      ),
    enabled,
    retry: false,
  });
}

/** Declining is leaving one's pending membership: DELETE /projects/{id}/members/{username}. */
export function useDeclineInvitation(projectID: number, userName: string | undefined) {
  return useMutation({
    mutationFn: () =>
      call<Api['remove']>(
        { method: 'DELETE', path: '/projects/:id/members/:username' },
        { params: { id: Math.trunc(projectID), username: userName ?? '' } },
      ),
  });
}
