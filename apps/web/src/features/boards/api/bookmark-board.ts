import type { bookmarkEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof bookmarkEndpoints;

/** POST (bookmark) or DELETE /projects/{id}/subscribe → `{subscribed, subscribers, count}`. */
export function bookmarkBoard(id: number, on: boolean) {
  return on
    ? call<Api['like']>({ method: 'POST', path: '/projects/:id/subscribe' }, { params: { id } })
    : call<Api['unlike']>({ method: 'DELETE', path: '/projects/:id/subscribe' }, { params: { id } });
}
