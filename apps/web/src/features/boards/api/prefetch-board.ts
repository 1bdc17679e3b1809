import type { QueryClient } from '@tanstack/react-query';
import { boardOptions } from './get-board.ts';
import { boardListOptions, FEED_SORTS, type FeedFilter, type FeedSort, feedParams } from './list-boards.ts';
import { sectionsOptions } from './list-sections.ts';

/**
 * Asks for a board and its sections as soon as its route matches, while the board page's code is
 * still loading: on a slow phone the two waits overlap instead of following each other. What is
 * already in the cache and fresh is not asked again.
 */
export function prefetchBoard(client: QueryClient, id: number) {
  if (!Number.isInteger(id) || id <= 0) return;
  void client.prefetchQuery(boardOptions(id));
  void client.prefetchQuery(sectionsOptions(id));
}

/**
 * Asks for the first page of a home feed as soon as its route matches (home, project/{id},
 * tag/{tag}, category/{category}; the tab from `?tab=`), while home's code is still loading.
 * A visitor's bookmarks are not asked for: that tab asks them to sign up.
 */
export function prefetchHomeFeed(client: QueryClient, url: URL, filter: FeedFilter) {
  const wanted = url.searchParams.get('tab') ?? 'recommended';
  const tab: FeedSort = (FEED_SORTS as readonly string[]).includes(wanted)
    ? (wanted as FeedSort)
    : 'recommended';
  if (tab === 'bookmarked') return;
  void client.prefetchInfiniteQuery(boardListOptions(feedParams(tab, filter)));
}
