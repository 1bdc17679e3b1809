import type { boardEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof boardEndpoints;

/** POST (like) or DELETE (unlike) /projects/{id}/like → `{liked, likes, count}`. */
export function likeBoard(id: number, on: boolean) {
  return on
    ? call<Api['like']>({ method: 'POST', path: '/projects/:id/like' }, { params: { id } })
    : call<Api['unlike']>({ method: 'DELETE', path: '/projects/:id/like' }, { params: { id } });
}
