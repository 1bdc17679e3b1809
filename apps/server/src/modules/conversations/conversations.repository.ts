import type { ConversationKind } from '@makerboard/shared';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { conversations, conversationUsers, messages, users } from '../../db/schema/index.ts';
import { countOf } from '../../lib/paging.ts';
import { roleOnBoard } from '../projects/projects.repository.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationUsers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** An `ilike` pattern that finds `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Other ties that let a minor chat with someone (a class: a teacher and their approved students,
 * and approved classmates), handed over by compose.ts from the classes module as an SQL condition,
 * read in this module's statement.
 */
export type ConversationTies = (a: number, b: number) => SQL;

const participation = preparedQuery('conversation_participant', (db: Tx, name) =>
  db
    .select()
    .from(conversationUsers)
    .where(
      and(
        eq(conversationUsers.conversationId, sql.placeholder('conversationId')),
        eq(conversationUsers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare(name),
);
const conversationById = preparedQuery('conversation_by_id', (db: Tx, name) =>
  db
    .select()
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/**
 * A conversation with the caller's place in it (null when they have none) and, for a board's chat,
 * their active role on the board, in one statement.
 */
const withPlace = (db: Tx) =>
  db
    .select({
      row: conversations,
      mine: conversationUsers,
      boardRole: roleOnBoard(sql.placeholder('userId'), conversations.projectId),
    })
    .from(conversations)
    .leftJoin(
      conversationUsers,
      and(
        eq(conversationUsers.conversationId, conversations.id),
        eq(conversationUsers.userId, sql.placeholder('userId')),
      ),
    );
const conversationWithPlace = preparedQuery('conversation_with_place', (db: Tx, name) =>
  withPlace(db)
    .where(eq(conversations.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);
const topicWithPlace = preparedQuery('topic_with_place', (db: Tx, name) =>
  withPlace(db)
    .where(
      and(
        eq(conversations.kind, sql.placeholder('kind')),
        sql`lower(${conversations.topic}) = ${sql.placeholder('topic')}`,
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The conversations' queries, without rules (the policy and the services decide). */
export function conversationsRepository(db: Tx, ties?: ConversationTies) {
  async function participant(conversationId: number, userId: number, tx: Tx = db) {
    const [row] = await participation(tx).execute({ conversationId, userId });
    return row ?? null;
  }

  return {
    db,

    async find(id: number): Promise<ConversationRow | undefined> {
      const [row] = await conversationById(db).execute({ id });
      return row;
    },

    /** A conversation and the person's place in it (one statement: every conversation route reads both). */
    async findWithPlace(id: number, userId: number) {
      const [found] = await conversationWithPlace(db).execute({ id, userId });
      return { row: found?.row, mine: found?.mine ?? null, boardRole: found?.boardRole ?? null };
    },

    /** A topic, as `byTopic` finds it, and the person's place in it. */
    async topicWithPlace(kind: Extract<ConversationKind, 'group' | 'public'>, topic: string, userId: number) {
      const [found] = await topicWithPlace(db).execute({ kind, topic: topic.toLowerCase(), userId });
      return { row: found?.row, mine: found?.mine ?? null, boardRole: found?.boardRole ?? null };
    },

    /** A group or public topic by its topic, whatever its case: topics are unique per kind. */
    async byTopic(kind: Extract<ConversationKind, 'group' | 'public'>, topic: string) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.kind, kind), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`))
        .limit(1);
      return row;
    },

    async message(id: number): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row;
    },

    participant,

    /** Makes someone a participant (nothing changes when they are one already). */
    async join(conversationId: number, userId: number, isSupervisor = false, tx: Tx = db) {
      await tx
        .insert(conversationUsers)
        .values({ conversationId, userId, isSupervisor })
        .onConflictDoNothing();
      return (await participant(conversationId, userId, tx))!;
    },

    /** The unread badge: conversations (not muted) with something unread (spec/000 §4). */
    async totalUnread(userId: number): Promise<number> {
      return countOf(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(conversationUsers)
          .where(
            and(
              eq(conversationUsers.userId, userId),
              gt(conversationUsers.unread, 0),
              eq(conversationUsers.muted, false),
            ),
          ),
      );
    },

    /** The participants' uuids: whom the live messages of a conversation are addressed to. */
    async participantUuids(conversationId: number): Promise<string[]> {
      const rows = await db
        .select({ uuid: users.uuid })
        .from(conversationUsers)
        .innerJoin(users, eq(users.id, conversationUsers.userId))
        .where(eq(conversationUsers.conversationId, conversationId));
      return rows.map((r) => r.uuid);
    },

    /** The people of a conversation, as user rows. */
    async people(conversationId: number) {
      const rows = await db
        .select({ user: users })
        .from(conversationUsers)
        .innerJoin(users, eq(users.id, conversationUsers.userId))
        .where(eq(conversationUsers.conversationId, conversationId));
      return rows.map((r) => r.user);
    },

    /**
     * Whether two people are both active members of one board, or tied by a class (the child-safe
     * rule), in one statement.
     */
    async shareBoard(a: number, b: number): Promise<boolean> {
      // A pending invitation is not a shared board: an adult cannot invite a child to open a chat.
      const board = sql`exists (select 1 from project_members mine join project_members theirs
        on theirs.project_id = mine.project_id
        where mine.user_id = ${a} and theirs.user_id = ${b} and mine.status = 'active' and theirs.status = 'active')`;
      const [row] = await queryRows<{ ok: boolean }>(
        db,
        sql`select (${board}${ties ? sql` or ${ties(a, b)}` : sql``}) as ok`,
      );
      return row?.ok === true;
    },
  };
}
export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
