import type { ItemsOf } from '@makerboard/shared';

/**
 * The page of a list answer (api.md "Paging"). A list asked for with a limit above 0 answers
 * `{<items>, total, hasMore}`; the contract also types count mode's `{total}`, which such a call
 * never gets, so this reads it as an empty page.
 */
export function asPage<R extends { total: number }>(key: string, answer: R): ItemsOf<R> {
  return (key in answer ? answer : { [key]: [], total: answer.total, hasMore: false }) as ItemsOf<R>;
}
