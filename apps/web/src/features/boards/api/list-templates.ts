import type { boardEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { asBoardPage } from './types.ts';

type Api = typeof boardEndpoints;

/** GET /projects/templates: the public template boards a board can start from (spec/000 §9). */
export async function listTemplates(signal?: AbortSignal) {
  return asBoardPage(await call<Api['templates']>({ method: 'GET', path: '/projects/templates' }, { signal }))
    .projects;
}
