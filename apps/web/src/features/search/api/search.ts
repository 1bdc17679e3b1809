import type { PublicUser } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import type { Board } from '../../boards/index.ts';

export const SEARCH_TYPES = ['all', 'users', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchPage {
  projects: Board[];
  users: PublicUser[];
  totalProjects: number;
  totalUsers: number;
  hasMore: boolean;
}

/** GET /search?q&type: "all" answers both lists with their own totals. */
export async function search(q: string, type: SearchType, offset: number, limit = 12): Promise<SearchPage> {
  const r = await api.request<{
    projects?: Board[];
    users?: PublicUser[];
    total?: number;
    totalProjects?: number;
    totalUsers?: number;
    hasMore?: boolean;
  }>('/search', { query: { q, type, limit, offset } });
  return {
    projects: r.projects ?? [],
    users: r.users ?? [],
    totalProjects: r.totalProjects ?? (type === 'projects' ? (r.total ?? 0) : 0),
    totalUsers: r.totalUsers ?? (type === 'users' ? (r.total ?? 0) : 0),
    hasMore: r.hasMore ?? false,
  };
}

export function useSearch(q: string, type: SearchType) {
  return useInfiniteQuery({
    queryKey: ['search', q, type],
    queryFn: ({ pageParam }) => search(q, type, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore
        ? pages.reduce((sum, p) => sum + Math.max(p.projects.length, p.users.length), 0)
        : undefined,
    enabled: q.trim().length > 0,
  });
}
