import type { boardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

/** GET /projects/{id}/similar: a few boards like this one. */
export async function similarBoards(id: number, limit = 4) {
  const page = await call<Api['similar']>(
    { method: 'GET', path: '/projects/:id/similar' },
    { params: { id }, query: { limit } },
  );
  return asPage('projects', page).projects;
}

export function useSimilarBoards(id: number) {
  return useQuery({ queryKey: boardKeys.similar(id), queryFn: () => similarBoards(id), staleTime: 60_000 });
}
