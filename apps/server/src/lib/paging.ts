import { isCountMode, type PageQuery } from '@makerboard/shared';

/** A list answer of api.md: `{<key>: items, total, hasMore}`. */
export type Page<K extends string, T> = { [P in K]: T[] } & { total: number; hasMore: boolean };

/**
 * Answers one page of an offset-paged list (api.md "Paging"). In count mode (`limit=0&offset=0`)
 * only `count` runs and the answer is `{total}`; otherwise both run at once and `hasMore` says
 * whether rows lie beyond this page.
 */
export async function page<K extends string, T>(
  key: K,
  q: PageQuery,
  count: () => Promise<number>,
  items: () => Promise<T[]>,
): Promise<Page<K, T> | { total: number }> {
  if (isCountMode(q)) return { total: await count() };
  const [total, rows] = await Promise.all([count(), q.limit === 0 ? Promise.resolve([]) : items()]);
  return pageOf(key, rows, total, q.offset + rows.length < total);
}

/** Builds a page from parts already read (a cached list, or a list paged by id). */
export function pageOf<K extends string, T>(key: K, items: T[], total: number, hasMore: boolean): Page<K, T> {
  return { [key]: items, total, hasMore } as Page<K, T>;
}

/** The count of a `select count(*)::int as n` row, 0 when none came back. */
export const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);
