import type { boardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

/** GET /projects/templates: the public template boards a board can start from (spec/000 §9). */
export async function listTemplates(signal?: AbortSignal) {
  return asPage(
    'projects',
    await call<Api['templates']>({ method: 'GET', path: '/projects/templates' }, { signal }),
  ).projects;
}

/** The public template boards, the start-button template among them. */
export function useTemplates() {
  return useQuery({
    queryKey: boardKeys.templates,
    queryFn: ({ signal }) => listTemplates(signal),
    staleTime: 5 * 60_000,
  });
}
