import { type Endpoint, isCountMode, LIKES, type PageQuery, type ReactionKind } from '@makerboard/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/client.ts';
import { parsedJson, rowFromJson } from '../../db/json-rows.ts';
import {
  type commentLikes,
  type postLikes,
  type projectLikes,
  type projectSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { type Access, type ObjectRule, objectOf } from '../../lib/access.ts';
import { countOf, page, pageOf } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { type Person, signedIn } from '../../lib/viewer.ts';
import { presentPublicUser, publicUserJson } from '../users/users.presenter.ts';

/** A reaction table: one (user, target) row per like or bookmark. */
export interface ReactionTable {
  table: PgTable;
  targetId: AnyPgColumn;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
}
/** The counter the reaction moves, on the target's own row. */
export interface CounterTarget {
  table: PgTable;
  id: AnyPgColumn;
  counter: AnyPgColumn;
}

function counterKey(target: CounterTarget): string {
  const table = target.table as unknown as Record<string, AnyPgColumn>;
  const key = Object.keys(table).find((k) => table[k] === target.counter);
  if (!key) throw new Error('counter column not found');
  return key;
}

/**
 * The reactions kit: likes (and bookmarks) of boards, sections, comments and messages. One
 * (user, target) row each; the row and its counter change in one transaction; a repeated like or
 * unlike changes nothing (idempotent), and the counter never goes below 0 (spec/000 §4 Counters).
 */
export function reactions(db: Tx, reaction: ReactionTable, target: CounterTarget) {
  const column = counterKey(target);
  return {
    async set(targetId: number, userId: number, on: boolean) {
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
          .set({ [column]: sql`greatest(${target.counter} + ${delta}, 0)` } as never)
          .where(eq(target.id, targetId))
          .returning({ count: target.counter });
        return { on, count: Number(row?.count ?? 0), changed: changed.length > 0 };
      });
    },

    async has(targetId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: reaction.targetId })
        .from(reaction.table)
        .where(and(eq(reaction.targetId, targetId), eq(reaction.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of `ids` the person reacted to, in one query (for presenting a page). */
    async among(userId: number | null, ids: number[]): Promise<Set<number>> {
      if (!userId || ids.length === 0) return new Set();
      const rows = await db
        .select({ id: reaction.targetId })
        .from(reaction.table)
        .where(and(eq(reaction.userId, userId), inArray(reaction.targetId, ids)));
      return new Set(rows.map((r) => Number(r.id)));
    },

    /** Who reacted, newest first: `{users, total, hasMore}`, or `{total}` in count mode. */
    async people(targetId: number, q: PageQuery) {
      const count = async () =>
        countOf(
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(reaction.table)
            .where(eq(reaction.targetId, targetId)),
        );
      if (isCountMode(q) || q.limit === 0) return page('users', q, count, async () => []);
      // The count and the page's people in one statement (issue 15: the likers of a board, a
      // section, a comment or a message are read where they are shown, beside the thing).
      const [found] = await queryRows<{ total: number; people: unknown }>(
        db,
        sql`select
          (select count(*)::int from ${reaction.table} where ${reaction.targetId} = ${targetId}) as total,
          (select coalesce(json_agg(${publicUserJson} order by liked.at desc), '[]')
             from (select ${reaction.userId} as user_id, ${reaction.createdAt} as at from ${reaction.table}
                   where ${reaction.targetId} = ${targetId}
                   order by ${reaction.createdAt} desc limit ${q.limit} offset ${q.offset}) liked
             join ${users} u on u.id = liked.user_id) as people`,
      );
      const total = Number(found?.total ?? 0);
      const people = parsedJson<Record<string, unknown>[]>(found?.people ?? []).map((u) =>
        presentPublicUser(rowFromJson(users, u)),
      );
      return pageOf('users', people, total, q.offset + people.length < total);
    },
  };
}
export type Reactions = ReturnType<typeof reactions>;

/** A person named in a path, as the users module's `user` object rule resolves it. */
interface NamedUser {
  id: number;
}

/** The reaction calls of one kind of thing, as `reactionEndpoints` describes them. */
type Call = Endpoint & { result: z.ZodType };
interface ReactionCalls {
  like: Call;
  unlike: Call;
  likers: Call & { query: typeof PageQuery };
  hasLiked?: Call;
}

/**
 * Registers the reaction calls of one kind of thing (`reactionEndpoints`): like and unlike for
 * signed-in people who may see it, the likers and has-liked (where the kind has it) for whoever
 * may see it. `target` names the object rule that resolves the thing, `idOf` its id, `kind` how
 * the answer is named (the endpoints' own kind: likes unless stated), and `changed` tells the live
 * listeners after a like or an unlike.
 */
export function reactionRoutes<T>(
  app: FastifyInstance,
  endpoints: ReactionCalls,
  options: {
    kit: Reactions;
    /** The rule that resolves the thing from the path (`need` is what reading it needs). */
    target: ObjectRule;
    /**
     * The rule of like and unlike, when reacting needs more than reading (a deleted message takes
     * no likes); the same kind as `target`. `target` unless stated.
     */
    react?: ObjectRule;
    /** Who may read the likers (public for boards, sections and comments; participants for messages). */
    read: Access;
    idOf: (thing: T) => number;
    /** How the answer names the flag and the counter (`reactionEndpoints`' kind): likes by default. */
    kind?: ReactionKind;
    changed?: (
      thing: T,
      person: Person,
      result: { on: boolean; count: number; changed: boolean },
    ) => void | Promise<void>;
  },
): void {
  const { kit, target } = options;
  const kind: ReactionKind = options.kind ?? LIKES;
  const thing = (request: FastifyRequest) => objectOf<T>(request, target.kind);
  for (const [endpoint, on] of [
    [endpoints.like, true],
    [endpoints.unlike, false],
  ] as const) {
    route(app, endpoint, { access: 'user', object: options.react ?? target }, async (request) => {
      const it = thing(request);
      const person = signedIn(request);
      const result = await kit.set(options.idOf(it), person.userId, on);
      await options.changed?.(it, person, result);
      return {
        [kind.flag]: on,
        [kind.counter]: result.count,
        ...(kind.count ? { count: result.count } : {}),
      };
    });
  }
  route(app, endpoints.likers, { access: options.read, object: target }, async (request) =>
    kit.people(options.idOf(thing(request)), request.query),
  );
  const { hasLiked } = endpoints;
  if (!hasLiked) return;
  const userKey = hasLiked.path.endsWith(':userName') ? 'userName' : 'username';
  route(
    app,
    hasLiked,
    { access: options.read, object: [target, { kind: 'user', key: userKey, need: 'exists' }] },
    async (request) => ({
      liked: await kit.has(options.idOf(thing(request)), objectOf<NamedUser>(request, 'user').id),
    }),
  );
}

/**
 * The ids a person reacted to in one reaction table (issue 18 item 3: liked boards, sections and
 * comments, bookmarked boards), newest first and at most `max`; with `among`, only those of them.
 */
export async function reactedIds(
  db: Tx,
  table: typeof projectLikes | typeof projectSubscriptions | typeof postLikes | typeof commentLikes,
  userId: number,
  among: number[] | undefined,
  max: number,
): Promise<number[]> {
  if (among && among.length === 0) return [];
  const rows = await db
    .select({ id: table.targetId })
    .from(table)
    .where(and(eq(table.userId, userId), among ? inArray(table.targetId, among) : undefined))
    .orderBy(desc(table.createdAt), desc(table.targetId))
    .limit(max);
  return rows.map((r) => Number(r.id));
}
