import { and, asc, eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { countedPage } from './paging.ts';

/** api.md "Paging": `{<key>, total, hasMore}`, count mode `limit=0&offset=0` answering `{total}`. */
const items = pgTable('paging_test_items', {
  id: integer('id').primaryKey(),
  even: boolean('even').notNull(),
});

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table paging_test_items (id int primary key, even boolean not null)`);
  await database.db
    .insert(items)
    .values(Array.from({ length: 25 }, (_, i) => ({ id: i + 1, even: i % 2 === 1 })));
});
afterAll(() => drop());

function list(q: { limit: number; offset: number }, onlyEven = false) {
  const where = onlyEven ? eq(items.even, true) : undefined;
  const { db } = database;
  return countedPage(
    'items',
    q,
    db.select({ n: sql<number>`count(*)::int` }).from(items).where(where),
    (total) =>
      db
        .select({ row: items, total })
        .from(items)
        .where(and(where))
        .orderBy(asc(items.id))
        .limit(q.limit)
        .offset(q.offset),
    (rows) => rows.map((r) => r.row.id),
  );
}

describe('countedPage (issue 15: a page and its total in one statement)', () => {
  it('answers a page with the whole list’s total, in one statement', async () => {
    const before = database.queryCount();
    expect(await list({ limit: 10, offset: 0 })).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 25,
      hasMore: true,
    });
    expect(database.queryCount() - before).toBe(1);
    expect(await list({ limit: 5, offset: 0 }, true)).toEqual({
      items: [2, 4, 6, 8, 10],
      total: 12,
      hasMore: true,
    });
  });

  it('says the last page has nothing more', async () => {
    expect(await list({ limit: 10, offset: 20 })).toEqual({
      items: [21, 22, 23, 24, 25],
      total: 25,
      hasMore: false,
    });
  });

  it('still tells the total on a page past the end, and 0 for an empty list', async () => {
    expect(await list({ limit: 10, offset: 30 })).toEqual({ items: [], total: 25, hasMore: false });
    const before = database.queryCount();
    const none = await countedPage(
      'items',
      { limit: 10, offset: 0 },
      database.db.select({ n: sql<number>`count(*)::int` }).from(items).where(eq(items.id, -1)),
      (total) => database.db.select({ row: items, total }).from(items).where(eq(items.id, -1)).limit(10),
      (rows) => rows,
    );
    expect(none).toEqual({ items: [], total: 0, hasMore: false });
    expect(database.queryCount() - before).toBe(1);
  });

  it('answers count mode with the total alone, and limit=0 past an offset with no items', async () => {
    expect(await list({ limit: 0, offset: 0 })).toEqual({ total: 25 });
    expect(await list({ limit: 0, offset: 5 })).toEqual({ items: [], total: 25, hasMore: true });
    expect(await list({ limit: 0, offset: 25 })).toEqual({ items: [], total: 25, hasMore: false });
  });
});
