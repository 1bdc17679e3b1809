import { isCountMode, type PageQuery } from '@makerboard/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';

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

/** A list's count query (`select count(*)::int as n …`): awaited alone, or put into a page's select. */
export type CountQuery = SQLWrapper & PromiseLike<{ n: number | string }[]>;
/** A count written as SQL, for lists read with `queryRows` (`sqlCount`). */
export interface SqlCount {
  sql: SQL;
  alone: () => Promise<number>;
}

/**
 * Answers one page of an offset-paged list in one statement: the list's count goes into the page's
 * select as a scalar subquery (`total`), which PostgreSQL runs once for the statement, so the page
 * and its total come back together (docs/performance.md: a statement costs what a route's own work
 * does). `rows(total)` selects the page with that column; `present` turns its rows into the answer's
 * items. The count runs alone only where no row carries it: count mode, `limit=0`, and a page past
 * the end.
 */
export async function countedPage<K extends string, R extends { total: number }, T>(
  key: K,
  q: PageQuery,
  counted: CountQuery | SqlCount,
  rows: (total: SQL.Aliased<number>) => PromiseLike<R[]>,
  present: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<K, T> | { total: number }> {
  const alone = async () => ('alone' in counted ? counted.alone() : countOf(await counted));
  if (isCountMode(q)) return { total: await alone() };
  if (q.limit === 0) {
    const total = await alone();
    return pageOf(key, [], total, q.offset < total);
  }
  const subquery = 'alone' in counted ? sql<number>`(${counted.sql})` : sql<number>`${counted}`;
  const found = await rows(subquery.as('total'));
  const total = found.length ? Number(found[0]!.total) : q.offset === 0 ? 0 : await alone();
  return pageOf(key, await present(found), total, q.offset + found.length < total);
}

/** A count written as SQL (`select count(*)::int as n …`) for `countedPage`. */
export function sqlCount(db: Tx, query: SQL): SqlCount {
  return { sql: query, alone: async () => countOf(await queryRows<{ n: number }>(db, query)) };
}

/** Builds a page from parts already read (a cached list, or a list paged by id). */
export function pageOf<K extends string, T>(key: K, items: T[], total: number, hasMore: boolean): Page<K, T> {
  return { [key]: items, total, hasMore } as Page<K, T>;
}

/** The count of a `select count(*)::int as n` row, 0 when none came back. */
export const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);
