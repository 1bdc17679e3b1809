import type { memberEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { memberKeys } from '../keys.ts';

type Api = typeof memberEndpoints;

/** GET /projects/{id}/members: everyone sees the active members; managers also pending ones and invitations. */
export function useBoardMembers(id: number) {
  return useQuery({
    queryKey: memberKeys.members(id),
    queryFn: ({ signal }) =>
      call<Api['list']>({ method: 'GET', path: '/projects/:id/members' }, { params: { id }, signal }),
  });
}
