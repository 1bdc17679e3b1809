import type { awardEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** GET /projects/awarded: the finalists, boards holding an award, latest award first. */
export function useFinalists() {
  return useInfiniteQuery({
    queryKey: awardKeys.finalists,
    queryFn: async ({ pageParam, signal }) => {
      const r = await call<Api['finalists']>(
        { method: 'GET', path: '/projects/awarded' },
        { query: { limit: 12, offset: pageParam }, signal },
      );
      return 'projects' in r ? r : { projects: [], total: r.total, hasMore: false };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.projects.length, 0) : undefined,
  });
}
