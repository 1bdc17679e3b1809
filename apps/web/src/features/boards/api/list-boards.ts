import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type BoardPage, boardKeys, nextOffset, PAGE_SIZE } from './types.ts';

export const FEED_SORTS = ['recommended', 'popular', 'newest', 'featured', 'bookmarked'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export interface BoardListParams {
  sort?: FeedSort;
  tag?: string | undefined;
  category?: string | undefined;
  type?: 'project' | 'story' | 'discussion' | undefined;
  year?: number | undefined;
  query?: string | undefined;
  templateID?: number | undefined;
}

/** The query of GET /projects for a feed: undefined filters are left out. */
export function boardListQuery(params: BoardListParams, offset: number, limit = PAGE_SIZE) {
  return {
    sort: params.sort ?? 'newest',
    tag: params.tag,
    category: params.category,
    type: params.type,
    year: params.year,
    query: params.query,
    templateID: params.templateID,
    limit,
    offset,
  };
}

export async function listBoards(
  params: BoardListParams,
  offset: number,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
) {
  const page = await api.request<Partial<BoardPage>>('/projects', {
    query: boardListQuery(params, offset, limit),
    signal,
  });
  return { projects: page.projects ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
}

/** GET /projects/templates: the public template boards a board can start from (spec/000 §9). */
export async function listTemplates(signal?: AbortSignal) {
  const page = await api.request<Partial<BoardPage>>('/projects/templates', { signal });
  return page.projects ?? [];
}

export const boardListOptions = (params: BoardListParams) =>
  infiniteQueryOptions({
    queryKey: boardKeys.list(params),
    queryFn: ({ pageParam, signal }) => listBoards(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });

export function useBoards(params: BoardListParams, enabled = true) {
  return useInfiniteQuery({ ...boardListOptions(params), enabled });
}
