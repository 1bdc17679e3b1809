import type { postEndpoints } from '@makerboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof postEndpoints;

/**
 * Sections of a board (api.md "Sections"): GET /projects/{id}/posts in priority order. The limit
 * is above 0, so the answer is never the count-mode `{total}`.
 */
export async function listSections(boardId: number, signal?: AbortSignal) {
  const page = await call<Api['list']>(
    { method: 'GET', path: '/projects/:id/posts' },
    { params: { id: boardId }, query: { limit: 100, offset: 0, sort: 'priority' }, signal },
  );
  return 'posts' in page ? page.posts : [];
}

/**
 * The section just added, read alone (spec/001 §4: "on a post add a project post fetch uses limit
 * 1"), or null when it is not the one asked for (deleted meanwhile, or hidden from the viewer).
 */
export async function getAddedSection(boardId: number, sectionId: number) {
  const page = await call<Api['list']>(
    { method: 'GET', path: '/projects/:id/posts' },
    { params: { id: boardId }, query: { limit: 1, offset: 0, since: sectionId - 1, sort: 'oldest' } },
  );
  const section = 'posts' in page ? page.posts[0] : undefined;
  return section && section.id === sectionId ? section : null;
}

export const sectionsOptions = (boardId: number) =>
  queryOptions({
    queryKey: boardKeys.sections(boardId),
    queryFn: ({ signal }) => listSections(boardId, signal),
  });

export function useSections(boardId: number) {
  return useQuery(sectionsOptions(boardId));
}
