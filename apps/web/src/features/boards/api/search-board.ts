import type { boardToolEndpoints } from '@makerboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardToolEndpoints;

/** GET /projects/{id}/search: the board's sections holding every word, with the text around the match. */
export async function searchBoard(id: number, q: string, signal?: AbortSignal) {
  const page = await call<Api['search']>(
    { method: 'GET', path: '/projects/:id/search' },
    { params: { id }, query: { q, limit: 20, offset: 0 }, signal },
  );
  return asPage('posts', page);
}

/** Searches once there are words (two letters or more); nothing is asked before. */
export function useBoardSearch(id: number, q: string) {
  const words = q.trim();
  return useQuery({
    queryKey: boardKeys.search(id, words),
    queryFn: ({ signal }) => searchBoard(id, words, signal),
    enabled: words.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
