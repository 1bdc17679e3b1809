import type { memberEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof memberEndpoints;

/** POST /projects/{id}/members/accept; the project id is an integer (spec/001 §5). */
export function acceptBoardInvite(projectID: number, token?: string) {
  return call<Api['accept']>(
    { method: 'POST', path: '/projects/:id/members/accept' },
    { params: { id: Math.trunc(projectID) }, body: token ? { token } : {} },
  );
}
