import type { socialEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { followKeys } from '../keys.ts';

type Api = typeof socialEndpoints;
export type FollowDirection = 'following' | 'followers';

/** GET /users/{u}/following and /followers, 24 at a time. */
export function useFollowList(username: string, direction: FollowDirection) {
  return useInfiniteQuery({
    queryKey: followKeys.list(username, direction),
    queryFn: async ({ pageParam }) => {
      const page = await call<Api[FollowDirection]>(
        { method: 'GET', path: `/users/:username/${direction}` },
        { params: { username }, query: { limit: 24, offset: pageParam } },
      );
      // A limit above 0 never brings the count-mode `{total}`.
      return 'users' in page ? page : { users: [], total: page.total, hasMore: false };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, p) => sum + p.users.length, 0) : undefined,
  });
}
