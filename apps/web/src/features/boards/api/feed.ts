import type { boardEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';
import { PAGE_SIZE } from './list-boards.ts';

type Api = typeof boardEndpoints;

/** GET /projects/feed: the boards of the people and topics one follows, newest first. */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: boardKeys.feed,
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        'projects',
        await call<Api['feed']>(
          { method: 'GET', path: '/projects/feed' },
          { query: { limit: PAGE_SIZE, offset: pageParam }, signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });
}
