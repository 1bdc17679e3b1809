import type { ConversationKind, CursorPageQuery, PageQuery } from '@makerboard/shared';
import { and, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conversations, conversationUsers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person } from '../../lib/viewer.ts';
import type { BoardChatAccess, ConversationAccess, ConversationLoader } from './conversations.access.ts';
import type { ConversationEmit } from './conversations.events.ts';
import { BOARD_SUPERVISORS, checkChildSafe } from './conversations.policy.ts';
import type { ConversationsPresenter } from './conversations.presenter.ts';
import {
  type ConversationRow,
  type ConversationsRepository,
  containing,
} from './conversations.repository.ts';
import { checkMessageText, type MessagesService } from './messages.service.ts';
import { type ParticipantsService, reachable } from './participants.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Topical = Extract<ConversationKind, 'group' | 'public'>;

/**
 * Conversations (spec/001 §7; spec/000 §3 Conversation, §4 sorting and unread): the caller's lists,
 * private conversations, groups, public topics and board chats.
 */
export function conversationsService(deps: {
  repo: ConversationsRepository;
  present: ConversationsPresenter;
  emit: ConversationEmit;
  load: ConversationLoader;
  messages: MessagesService;
  participants: ParticipantsService;
}) {
  const { repo, present, emit, load, messages, participants } = deps;
  const { db } = repo;

  /** Whether a group or public topic of that name exists already (topics are unique per kind). */
  const topicTaken = async (kind: Topical, topic: string) => (await repo.byTopic(kind, topic)) !== undefined;

  /** People named in a body by username, numeric id or uuid (api.md "Ids"), as usernames. */
  async function userNames(people: (string | number)[]): Promise<string[]> {
    const names: string[] = [];
    for (const entry of people) {
      if (typeof entry === 'string' && !UUID.test(entry)) {
        names.push(entry);
        continue;
      }
      const [row] = await db
        .select({ userName: users.userName })
        .from(users)
        .where(typeof entry === 'number' ? eq(users.id, entry) : eq(users.uuid, entry.toLowerCase()))
        .limit(1);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      names.push(row.userName);
    }
    return names;
  }

  const self = async (person: Person) =>
    (await db.select().from(users).where(eq(users.id, person.userId)))[0]!;

  /**
   * A group of the caller (its supervisor) and others, each pair kept child-safe. The checks read
   * before any transaction opens (the embedded database has one connection: a read through the
   * pool while a transaction holds it would wait for ever); `make` writes in the given one.
   */
  async function groupOf(person: Person, topic: string | null, names: string[]) {
    const me = await self(person);
    const others = await Promise.all(
      [...new Set(names.map((n) => n.toLowerCase()))]
        .filter((n) => n !== me.userName.toLowerCase())
        .map((n) => reachable(repo, n)),
    );
    await checkChildSafe([me, ...others], repo.shareBoard);
    if (topic && (await topicTaken('group', topic))) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
    const make = (within: Tx) =>
      within.transaction(async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({ kind: 'group', topic, createdById: person.userId })
          .returning();
        await tx
          .insert(conversationUsers)
          .values([
            { conversationId: row!.id, userId: person.userId, isSupervisor: true },
            ...others.map((o) => ({ conversationId: row!.id, userId: o.id })),
          ]);
        return { row: row!, created: true };
      });
    return { make };
  }
  const newGroup = async (person: Person, topic: string | null, names: string[]) =>
    (await (await groupOf(person, topic, names)).make(db)).row;

  /**
   * The private conversation of a pair: made once, reused after (`created` says which). Checked
   * first, written by `make` in the given transaction.
   */
  async function privateOf(person: Person, me: Awaited<ReturnType<typeof self>>, name: string) {
    const other = await reachable(repo, name);
    await checkChildSafe([me, other], repo.shareBoard);
    const pairKey = [person.userId, other.id].sort((a, b) => a - b).join(':');
    const make = async (within: Tx) => {
      const inserted = await within.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(conversations)
          .values({ kind: 'private', pairKey, createdById: person.userId })
          .onConflictDoNothing()
          .returning();
        if (fresh) {
          await tx.insert(conversationUsers).values([
            { conversationId: fresh.id, userId: person.userId },
            { conversationId: fresh.id, userId: other.id },
          ]);
        }
        return fresh;
      });
      if (inserted) return { row: inserted, created: true };
      const [existing] = await within.select().from(conversations).where(eq(conversations.pairKey, pairKey));
      if (!existing) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
      return { row: existing, created: false };
    };
    return { make };
  }

  /** A conversation opened, with the caller's unread badge. */
  const opened = async (row: ConversationRow, person: Person, upTo?: number) => {
    const [conversation, totalUnread] = await Promise.all([
      messages.thread(row, person, upTo),
      repo.totalUnread(person.userId),
    ]);
    return { conversation, totalUnread };
  };

  /** A group or public topic by its topic, which the caller must be allowed to read. */
  async function topical(person: Person, topic: string, kind: Topical) {
    return load.topic(kind, topic, person);
  }

  return {
    /** GET /conversations: the caller's conversations, sorted as spec/000 §4 says. */
    list(
      person: Person,
      q: PageQuery & {
        query?: string | undefined;
        kind?: ConversationKind | undefined;
        public?: 'true' | 'false' | undefined;
      },
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(conversationUsers.userId, person.userId),
        // Empty conversations without a topic are hidden (spec/000 §4).
        or(isNotNull(conversations.lastMessageId), isNotNull(conversations.topic)),
        q.kind ? eq(conversations.kind, q.kind) : undefined,
        q.public === 'false' ? ne(conversations.kind, 'public') : undefined,
        q.public === 'true' ? eq(conversations.kind, 'public') : undefined,
      ];
      if (q.query) {
        const like = containing(q.query);
        conditions.push(
          or(
            sql`${conversations.topic} ilike ${like}`,
            sql`exists (select 1 from conversation_users cu2 join users u2 on u2.id = cu2.user_id
              where cu2.conversation_id = ${conversations.id} and u2.id <> ${person.userId}
              and (u2.user_name ilike ${like} or (u2.first_name || ' ' || u2.last_name) ilike ${like}))`,
          ),
        );
      }
      const where = and(...conditions);
      return countedPage(
        'conversations',
        q,
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(conversationUsers)
          .innerJoin(conversations, eq(conversations.id, conversationUsers.conversationId))
          .where(where),
        (total) =>
          db
            .select({ c: conversations, total })
            .from(conversationUsers)
            .innerJoin(conversations, eq(conversations.id, conversationUsers.conversationId))
            .where(where)
            // Pinned first, then unread, then by latest message id descending (spec/000 §4).
            .orderBy(
              desc(conversationUsers.pinned),
              sql`(${conversationUsers.unread} > 0) desc`,
              sql`${conversations.lastMessageId} desc nulls last`,
              desc(conversations.id),
            )
            .limit(q.limit)
            .offset(q.offset),
        (rows) =>
          present.conversations(
            rows.map((r) => r.c),
            person,
          ),
      );
    },

    /** GET /conversations/public: every public topic, the latest active first. */
    listPublic(person: Person, q: PageQuery & { query?: string | undefined }) {
      const where = and(
        eq(conversations.kind, 'public'),
        q.query ? sql`${conversations.topic} ilike ${containing(q.query)}` : undefined,
      );
      return countedPage(
        'conversations',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(conversations).where(where),
        (total) =>
          db
            .select({ c: conversations, total })
            .from(conversations)
            .where(where)
            .orderBy(sql`${conversations.lastMessageId} desc nulls last`, desc(conversations.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) =>
          present.conversations(
            rows.map((r) => r.c),
            person,
          ),
      );
    },

    /** GET /conversations/topic/{topic} `type`: a group or public topic by its topic. */
    async byTopic(person: Person, topic: string, kind: Topical) {
      return opened((await topical(person, topic, kind)).row, person);
    },

    /** GET /conversations/topic/{topic}/messages. */
    async topicMessages(person: Person, topic: string, kind: Topical, q: CursorPageQuery) {
      const { row } = await topical(person, topic, kind);
      return messages.list(row.id, q, person);
    },

    /** POST /conversations/public `{topic}`: staff open a public topic, which they supervise. */
    async createPublic(person: Person, topic: string) {
      if (await topicTaken('public', topic)) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
      const [row] = await db
        .insert(conversations)
        .values({ kind: 'public', topic, createdById: person.userId })
        .returning();
      await repo.join(row!.id, person.userId, true);
      return { conversation: await present.conversation(row!, person) };
    },

    /**
     * POST /conversations `{users, message}`: one other person makes a private conversation (the
     * existing one is reused), more make a group. Returns the conversation and its latest messages.
     */
    async create(person: Person, people: (string | number)[], message: string | undefined) {
      const me = await self(person);
      const names = [
        ...new Set((await userNames(people)).map((n) => n.trim().toLowerCase()).filter(Boolean)),
      ];
      if (names.length === 0) throw new AppError(400, 'CONVERSATION_USERS_REQUIRED');
      const others = names.filter((n) => n !== me.userName.toLowerCase());
      if (others.length === 0) throw new AppError(400, 'CONVERSATION_SELF');
      if (message !== undefined && message.trim() !== '') checkMessageText(message);
      else if (message !== undefined) throw new AppError(400, 'MESSAGE_EMPTY');
      // The conversation and its first message are made together: a refused or failed message
      // leaves no empty conversation behind.
      const plan =
        others.length === 1 ? await privateOf(person, me, others[0]!) : await groupOf(person, null, others);
      const { row, created, publish } = await db.transaction(async (tx) => {
        const made = await plan.make(tx);
        const sent = message ? await messages.write(tx, made.row, person, message) : undefined;
        return { ...made, publish: sent?.publish };
      });
      await publish?.();
      const conversation = await messages.thread((await repo.find(row.id))!, person);
      return { created, conversation, messages: conversation.messages };
    },

    /** POST /conversations/groups `{topic, users}`. */
    async createGroup(person: Person, topic: string, people: (string | number)[]) {
      const row = await newGroup(person, topic, await userNames(people));
      return { conversation: await present.conversation(row, person) };
    },

    /** PUT /conversations/{id}/group `{topic, users}`: a supervisor renames or adds people. */
    async updateGroup(
      conversation: ConversationAccess,
      person: Person,
      topic: string | undefined,
      people: (string | number)[],
    ) {
      const { row } = conversation;
      if (row.kind !== 'group') throw new AppError(400, 'INVALID_REQUEST');
      if (topic !== undefined && topic.toLowerCase() !== (row.topic ?? '').toLowerCase()) {
        if (await topicTaken('group', topic)) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
        await db
          .update(conversations)
          .set({ topic, updatedAt: new Date() })
          .where(eq(conversations.id, row.id));
      }
      for (const name of await userNames(people)) {
        const user = await reachable(repo, name);
        if (await repo.participant(row.id, user.id)) continue;
        await participants.add(conversation, person, name, false);
      }
      await emit('update', row.id, undefined, undefined, person);
      return { conversation: await present.conversation((await repo.find(row.id))!, person) };
    },

    /** GET /conversations/{id}, optionally with every message down to `messageID`. */
    async get({ row }: ConversationAccess, person: Person, upTo?: number) {
      if (upTo) await messages.requireIn(row.id, upTo);
      return opened(row, person, upTo);
    },

    /** GET /conversations/project/{projectID}[/{chatType}]: a board's chat, which its members join. */
    async boardChat({ projectId, role }: BoardChatAccess, person: Person, chatType: string) {
      // Made on its first read, joined by a member on theirs: every later read only reads (a chat is
      // read far more often than it is started; issue 15).
      const find = async () =>
        (
          await db
            .select()
            .from(conversations)
            .where(and(eq(conversations.projectId, projectId), eq(conversations.chatType, chatType)))
        )[0];
      let row = await find();
      if (!row) {
        await db
          .insert(conversations)
          .values({ kind: 'project', projectId, chatType, topic: null, createdById: person.userId })
          .onConflictDoNothing();
        row = await find();
      }
      if (!row) throw new Error(`board chat ${projectId}/${chatType} neither found nor made`);
      if (role && !(await repo.participant(row.id, person.userId)))
        await repo.join(row.id, person.userId, BOARD_SUPERVISORS.has(role));
      return opened(row, person);
    },
  };
}
export type ConversationsService = ReturnType<typeof conversationsService>;
