import type { boardEndpoints } from '@makerboard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

/** Boards per page of a board list. */
export const PAGE_SIZE = 12;

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
  /** A region's key: the boards of a region's page. */
  region?: string | undefined;
  /** An award's id: the boards that won it (`viewAll?award=`). */
  award?: number | undefined;
  /** A class's join code: the public boards of its students (`viewAll?groupCode=`). */
  groupCode?: string | undefined;
}

/** What filters a home feed: project/{id}, tag/{tag}, category/{category} (spec/000 §2). */
export interface FeedFilter {
  id?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
}

/**
 * GET /projects parameters of a home tab: the tab is the sort; tag/{tag} and category/{category}
 * filter by tag and category, project/{id} by the board the others were started from.
 */
export function feedParams(tab: FeedSort, filter: FeedFilter): BoardListParams {
  const params: BoardListParams = { sort: tab };
  if (filter.tag) params.tag = filter.tag;
  if (filter.category) params.category = filter.category;
  const id = Number(filter.id);
  if (filter.id && Number.isInteger(id) && id > 0) params.templateID = id;
  return params;
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
    region: params.region,
    award: params.award,
    groupCode: params.groupCode,
    limit,
    offset,
  };
}

/** GET /projects: a page of an explore list. */
export async function listBoards(
  params: BoardListParams,
  offset: number,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
) {
  return asPage(
    'projects',
    await call<Api['list']>(
      { method: 'GET', path: '/projects' },
      { query: boardListQuery(params, offset, limit), signal },
    ),
  );
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
