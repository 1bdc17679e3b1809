import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

interface ReactionTable {
  table: PgTable;
  targetId: AnyPgColumn;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
}
interface CounterTarget {
  table: PgTable;
  id: AnyPgColumn;
  counter: AnyPgColumn;
}

/**
 * One (user, target) row per like or bookmark. The row and its counter change in one transaction;
 * a repeated like or unlike changes nothing (idempotent), and the counter never goes below 0
 * (spec/000 §4 Counters).
 */
export async function react(
  db: Tx,
  reaction: ReactionTable,
  target: CounterTarget,
  targetId: number,
  userId: number,
  on: boolean,
) {
  return db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(reaction.table)
          .values({ targetId, userId } as never)
          .onConflictDoNothing()
          .returning({ id: reaction.targetId })
      : await tx
          .delete(reaction.table)
          .where(and(eq(reaction.targetId, targetId), eq(reaction.userId, userId)))
          .returning({ id: reaction.targetId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(target.table)
      .set({ [counterKey(target)]: sql`greatest(${target.counter} + ${delta}, 0)` } as never)
      .where(eq(target.id, targetId))
      .returning({ count: target.counter });
    return { on, count: Number(row?.count ?? 0), changed: changed.length > 0 };
  });
}

function counterKey(target: CounterTarget): string {
  const table = target.table as unknown as Record<string, AnyPgColumn>;
  const key = Object.keys(table).find((k) => table[k] === target.counter);
  if (!key) throw new Error('counter column not found');
  return key;
}

export async function hasReacted(
  db: Tx,
  reaction: ReactionTable,
  targetId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: reaction.targetId })
    .from(reaction.table)
    .where(and(eq(reaction.targetId, targetId), eq(reaction.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Who liked or bookmarked: `{users, total, hasMore}` in two queries. */
export async function reactors(
  db: Tx,
  reaction: ReactionTable,
  targetId: number,
  limit: number,
  offset: number,
) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reaction.table)
    .where(eq(reaction.targetId, targetId));
  const total = Number(n);
  if (limit === 0 && offset === 0) return { total };
  const rows = await db
    .select({ user: users })
    .from(reaction.table)
    .innerJoin(users, eq(users.id, reaction.userId))
    .where(eq(reaction.targetId, targetId))
    .orderBy(desc(reaction.createdAt))
    .limit(limit)
    .offset(offset);
  return { users: rows.map((r) => presentPublicUser(r.user)), total, hasMore: offset + rows.length < total };
}
