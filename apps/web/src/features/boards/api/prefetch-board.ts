import type { QueryClient } from '@tanstack/react-query';
import { boardOptions } from './get-board.ts';
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
