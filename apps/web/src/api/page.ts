import type { ItemsOf } from '@makerboard/shared';

/**
 * The page of a list answer (api.md "Paging"). A list asked for with a limit above 0 answers
 * `{<items>, total, hasMore}`; the contract also types count mode's `{total}`, which such a call
 * never gets, so this reads it as an empty page.
 */
export function asPage<R extends { total: number }>(key: string, answer: R): ItemsOf<R> {
  return (key in answer ? answer : { [key]: [], total: answer.total, hasMore: false }) as ItemsOf<R>;
}

/** The next offset of an offset-paged list (the items of every page so far), or undefined at the end. */
export function nextOffset<T extends { hasMore: boolean }>(
  last: T,
  pages: T[],
  count: (page: T) => number,
): number | undefined {
  if (!last.hasMore) return undefined;
  return pages.reduce((sum, page) => sum + count(page), 0);
}
