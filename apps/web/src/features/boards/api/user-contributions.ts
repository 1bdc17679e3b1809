import type { socialEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';
import { PAGE_SIZE } from './list-boards.ts';

type Api = typeof socialEndpoints;

/** GET /users/{username}/contributions: boards of others the person wrote sections or comments on. */
export function useUserContributions(username: string) {
  return useInfiniteQuery({
    queryKey: boardKeys.user(username, { kind: 'contributions' }),
    queryFn: async ({ pageParam }) =>
      asPage(
        'projects',
        await call<Api['contributions']>(
          { method: 'GET', path: '/users/:username/contributions' },
          { params: { username }, query: { limit: PAGE_SIZE, offset: pageParam } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });
}
