import type { Board, PublicUser, SearchHighlight, SearchType, searchEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { searchKeys } from '../keys.ts';

type Api = typeof searchEndpoints;

export type { SearchType };
/** The tabs of the search page: the shared list's values (that module brings zod at run time). */
export const SEARCH_TYPES = ['all', 'users', 'projects'] as const satisfies readonly SearchType[];

/** What the search page shows of an answer (the shared `searchEndpoints.search` result), whichever shape `type` gave it. */
export interface SearchResults {
  projects: Board[];
  users: PublicUser[];
  totalProjects: number;
  totalUsers: number;
  hasMore: boolean;
  /** Where each board on the page matched, the words in `<mark>` (api.md GET /search). */
  highlights: SearchHighlight[];
  /** When no board was found: words that find some ("Did you mean …"). */
  suggestion: string | undefined;
}

/** GET /search?q&type: "all" answers both lists with their own totals. */
export async function search(
  q: string,
  type: SearchType,
  offset: number,
  limit = 12,
): Promise<SearchResults> {
  const r = await call<Api['search']>(
    { method: 'GET', path: '/search' },
    { query: { q, type, limit, offset } },
  );
  const projects = 'projects' in r ? r.projects : [];
  const users = 'users' in r ? r.users : [];
  return {
    projects,
    users,
    totalProjects:
      'totalProjects' in r && r.totalProjects !== undefined
        ? r.totalProjects
        : type === 'projects'
          ? r.total
          : 0,
    totalUsers:
      'totalUsers' in r && r.totalUsers !== undefined ? r.totalUsers : type === 'users' ? r.total : 0,
    hasMore: 'hasMore' in r ? r.hasMore : false,
    highlights: 'highlights' in r ? (r.highlights ?? []) : [],
    suggestion: 'suggestion' in r ? r.suggestion : undefined,
  };
}

export function useSearch(q: string, type: SearchType) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(q, type),
    queryFn: ({ pageParam }) => search(q, type, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore
        ? pages.reduce((sum, p) => sum + Math.max(p.projects.length, p.users.length), 0)
        : undefined,
    enabled: q.trim().length > 0,
  });
}
