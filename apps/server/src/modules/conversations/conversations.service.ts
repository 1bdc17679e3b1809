import { ageOn } from '@makerboard/shared';
import {
  aliasedTable,
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  conversations,
  conversationUsers,
  messageLikes,
  messages,
  projectMembers,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hasProfanity, plainText } from '../../lib/text.ts';
import { notificationsService } from '../notifications/notifications.service.ts';
import { findProject, memberRole } from '../projects/projects.repository.ts';
import { reactions } from '../reactions/reactions.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { findUserByUserName } from '../users/users.repository.ts';

export const MESSAGE_MAX = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Messages returned with one conversation, and at most when reading "up to a message". */
const THREAD_PAGE = 20;
const UP_TO_MAX = 200;
/** Board roles that supervise their board's chats. */
export const BOARD_SUPERVISORS = new Set(['owner', 'coowner', 'projectAdmin']);

type ConversationRow = typeof conversations.$inferSelect;
type ParticipantRow = typeof conversationUsers.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
export type Kind = 'private' | 'group' | 'public' | 'project';

export interface Me {
  userId: number;
  uuid: string;
  roles: string[];
}

export interface MessagePage {
  limit: number;
  offset: number;
  before?: number | undefined;
  since?: number | undefined;
}

const LIKES = {
  table: messageLikes,
  targetId: messageLikes.targetId,
  userId: messageLikes.userId,
  createdAt: messageLikes.createdAt,
};
const COUNTER = { table: messages, id: messages.id, counter: messages.likesCount };

const isAdmin = (me: Me) => me.roles.includes('admin');

/**
 * Child-safe default (docs/decisions.md): a person is a minor when their birth date says under 18,
 * or, without one, when they signed up as a student.
 */
export function isMinor(user: Pick<UserRow, 'birthDate' | 'userType'>, today = new Date()): boolean {
  const age = user.birthDate ? ageOn(user.birthDate, today) : null;
  if (age !== null) return age < 18;
  return user.userType === 'student';
}

/** Conversations and messages (spec/001 §7; spec/000 §3 Conversation, §4 sorting and unread). */
export function conversationsService(ctx: AppContext) {
  const db = ctx.database.db;
  const notifications = notificationsService(ctx);

  // ---------- loading and access ----------

  async function find(id: number): Promise<ConversationRow> {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    if (!row) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
    return row;
  }

  async function pairId(pairKey: string): Promise<number> {
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.pairKey, pairKey));
    if (!row) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
    return row.id;
  }

  async function participant(conversationId: number, userId: number, tx: Tx = db) {
    const [row] = await tx
      .select()
      .from(conversationUsers)
      .where(and(eq(conversationUsers.conversationId, conversationId), eq(conversationUsers.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Who may read: anyone signed in for a public topic; the board's members for a board chat (they
   * join on first visit); the participants otherwise. Admins may read everything (moderation).
   * Others get a 404: a private conversation does not exist for them (IDOR).
   */
  async function access(id: number, me: Me) {
    const row = await find(id);
    let mine = await participant(id, me.userId);
    if (row.kind === 'project' && row.projectId) {
      // A board chat is its active members' (and moderating admins'): someone who left or was
      // removed, or whose invitation is still pending, no longer reads it.
      const role = await memberRole(db, row.projectId, me.userId);
      if (!role && !isAdmin(me)) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
      if (!mine && role) mine = await join(row.id, me.userId, BOARD_SUPERVISORS.has(role));
    }
    if (!mine && row.kind !== 'public' && !isAdmin(me)) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
    return { row, mine };
  }

  async function join(conversationId: number, userId: number, isSupervisor = false, tx: Tx = db) {
    await tx.insert(conversationUsers).values({ conversationId, userId, isSupervisor }).onConflictDoNothing();
    return (await participant(conversationId, userId, tx))!;
  }

  const supervises = (row: ConversationRow, mine: ParticipantRow | null, me: Me) =>
    isAdmin(me) || !!mine?.isSupervisor || (row.kind === 'private' && !!mine);

  async function requireSupervisor(id: number, me: Me) {
    const found = await access(id, me);
    if (!(isAdmin(me) || found.mine?.isSupervisor)) throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
    return found;
  }

  async function userByName(userName: string): Promise<UserRow> {
    const user = await findUserByUserName(db, userName);
    if (!user || user.disabledAt || !user.verifiedAt) throw new AppError(404, 'USER_NOT_FOUND');
    return user;
  }

  /** Usernames for a list of usernames or user ids. */
  async function userNames(list: (string | number)[]): Promise<string[]> {
    const ids = list.filter((x): x is number => typeof x === 'number');
    const rows = ids.length
      ? await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, ids))
      : [];
    return list.map((x) => {
      if (typeof x === 'string') return x;
      const row = rows.find((r) => r.id === x);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      return row.userName;
    });
  }

  /** Whether two people share a board (their class, in the child-safe rule). */
  async function shareBoard(a: number, b: number): Promise<boolean> {
    const other = aliasedTable(projectMembers, 'other_member');
    const rows = await db
      .select({ id: projectMembers.projectId })
      .from(projectMembers)
      .innerJoin(other, eq(other.projectId, projectMembers.projectId))
      .where(
        and(
          eq(projectMembers.userId, a),
          eq(other.userId, b),
          // A pending invitation is not a shared board: an adult cannot invite a child to open a chat.
          eq(projectMembers.status, 'active'),
          eq(other.status, 'active'),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The child-safe default (docs/decisions.md): a private or group conversation that puts a minor
   * with anyone else needs the two to share a board. Public topics are open to all.
   */
  async function checkChildSafe(people: UserRow[]) {
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const [a, b] = [people[i]!, people[j]!];
        if (!isMinor(a) && !isMinor(b)) continue;
        if (!(await shareBoard(a.id, b.id))) throw new AppError(403, 'CONVERSATION_MINOR_PROTECTED');
      }
    }
  }

  function checkText(raw: string): string {
    const text = plainText(raw);
    if (!text) throw new AppError(400, 'MESSAGE_EMPTY');
    if (text.length > MESSAGE_MAX) throw new AppError(400, 'MESSAGE_TOO_LONG', { max: MESSAGE_MAX });
    if (hasProfanity(text)) throw new AppError(400, 'PROFANITY');
    return text;
  }

  // ---------- presenting ----------

  async function presentMessages(rows: MessageRow[], me: Me) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const authorIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
    const [authors, liked] = await Promise.all([
      authorIds.length ? db.select().from(users).where(inArray(users.id, authorIds)) : [],
      db
        .select({ id: messageLikes.targetId })
        .from(messageLikes)
        .where(and(eq(messageLikes.userId, me.userId), inArray(messageLikes.targetId, ids))),
    ]);
    const byId = new Map(authors.map((a) => [a.id, a]));
    const likedSet = new Set(liked.map((l) => l.id));
    return rows.map((row) => {
      const author = row.userId ? byId.get(row.userId) : undefined;
      const deleted = row.deletedAt !== null;
      return {
        id: row.id,
        conversationID: row.conversationId,
        user: author && !author.disabledAt ? presentPublicUser(author) : null,
        message: deleted ? '' : row.body,
        body: deleted ? '' : row.body,
        chatType: row.chatType,
        pinned: row.pinned,
        metadata: { likes: row.likesCount },
        liked: likedSet.has(row.id),
        isMine: row.userId === me.userId,
        edited: row.editedAt !== null,
        deleted,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
  type PresentedMessage = Awaited<ReturnType<typeof presentMessages>>[number];

  async function presentConversations(rows: ConversationRow[], me: Me) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
    const [members, lasts] = await Promise.all([
      db
        .select({ cu: conversationUsers, user: users })
        .from(conversationUsers)
        .innerJoin(users, eq(users.id, conversationUsers.userId))
        .where(inArray(conversationUsers.conversationId, ids))
        .orderBy(conversationUsers.joinedAt, conversationUsers.userId),
      lastIds.length ? db.select().from(messages).where(inArray(messages.id, lastIds)) : [],
    ]);
    const presentedLasts = new Map(
      (await presentMessages(lasts, me)).map((m) => [m.id, m] as [number, PresentedMessage]),
    );
    return rows.map((row) => {
      const people = members.filter((m) => m.cu.conversationId === row.id);
      const mine = people.find((m) => m.user.id === me.userId)?.cu;
      return {
        id: row.id,
        draft: false,
        kind: row.kind as Kind,
        public: row.kind === 'public',
        topic: row.topic,
        projectID: row.projectId,
        chatType: row.chatType,
        pinned: mine?.pinned ?? false,
        unread: mine?.unread ?? 0,
        muted: mine?.muted ?? false,
        notification: mine?.muted ? ('muted' as const) : ('all' as const),
        joined: !!mine,
        isSupervisor: isAdmin(me) || !!mine?.isSupervisor,
        // Public topics list who posted there; the list is capped so a busy topic stays light.
        users: people.slice(0, 50).map((m) => ({
          ...presentPublicUser(m.user),
          name: m.user.userName,
          isSupervisor: m.cu.isSupervisor,
        })),
        usersCount: people.length,
        lastMessage: row.lastMessageId ? (presentedLasts.get(row.lastMessageId) ?? null) : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function presentOne(row: ConversationRow, me: Me) {
    return (await presentConversations([row], me))[0]!;
  }

  // ---------- queries ----------

  async function messagePage(where: SQL | undefined, q: MessagePage, me: Me) {
    const conditions = [where];
    if (q.before) conditions.push(lt(messages.id, q.before));
    if (q.since) conditions.push(gt(messages.id, q.since));
    const all = and(...conditions);
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(messages).where(all);
    const total = Number(n);
    if (q.limit === 0 && q.offset === 0) return { total };
    const rows = await db
      .select()
      .from(messages)
      .where(all)
      .orderBy(desc(messages.id))
      .limit(q.limit)
      .offset(q.offset);
    return {
      messages: await presentMessages(rows, me),
      total,
      hasMore: q.offset + rows.length < total,
    };
  }

  /** The unread badge: conversations (not muted) with something unread (spec/000 §4). */
  async function totalUnread(userId: number): Promise<number> {
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationUsers)
      .where(
        and(
          eq(conversationUsers.userId, userId),
          gt(conversationUsers.unread, 0),
          eq(conversationUsers.muted, false),
        ),
      );
    return Number(n);
  }

  async function participantsUuids(conversationId: number): Promise<string[]> {
    const rows = await db
      .select({ uuid: users.uuid })
      .from(conversationUsers)
      .innerJoin(users, eq(users.id, conversationUsers.userId))
      .where(eq(conversationUsers.conversationId, conversationId));
    return rows.map((r) => r.uuid);
  }

  async function emit(
    action: 'add' | 'update' | 'delete',
    conversationId: number,
    childType: 'message' | 'user' | undefined,
    childTypeID: number | undefined,
    me: Me,
    extra: string[] = [],
  ) {
    const to = [...new Set([...(await participantsUuids(conversationId)), ...extra])];
    ctx.events.emit({
      type: 'conversation',
      action,
      id: conversationId,
      childType,
      childTypeID,
      uuid: me.uuid,
      to,
    });
  }

  async function loadMessage(id: number, me: Me) {
    const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
    if (!row) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    try {
      const found = await access(row.conversationId, me);
      return { message: row, ...found };
    } catch {
      throw new AppError(404, 'MESSAGE_NOT_FOUND');
    }
  }

  /** Sends one message: unread counts of the others go up by one in the same transaction. */
  async function send(row: ConversationRow, me: Me, raw: string, chatType?: string | null) {
    const text = checkText(raw);
    const created = await db.transaction(async (tx) => {
      await join(row.id, me.userId, false, tx);
      const [message] = await tx
        .insert(messages)
        .values({ conversationId: row.id, userId: me.userId, body: text, chatType: chatType ?? row.chatType })
        .returning();
      await tx
        .update(conversations)
        .set({ lastMessageId: message!.id, updatedAt: new Date() })
        .where(eq(conversations.id, row.id));
      await tx
        .update(conversationUsers)
        .set({ unread: sql`${conversationUsers.unread} + 1` })
        .where(and(eq(conversationUsers.conversationId, row.id), ne(conversationUsers.userId, me.userId)));
      await tx
        .update(conversationUsers)
        .set({ unread: 0 })
        .where(and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, me.userId)));
      return message!;
    });
    await emit('add', row.id, 'message', created.id, me);
    // A new private message tells a recipient who has not muted the conversation (issue 5 item 5).
    if (row.kind === 'private') {
      const others = await db
        .select({ cu: conversationUsers })
        .from(conversationUsers)
        .where(
          and(
            eq(conversationUsers.conversationId, row.id),
            ne(conversationUsers.userId, me.userId),
            eq(conversationUsers.muted, false),
          ),
        );
      if (others.length > 0) {
        const [sender] = await db.select().from(users).where(eq(users.id, me.userId));
        const name = sender ? `${sender.firstName} ${sender.lastName}`.trim() || sender.userName : '';
        await notifications.notify(
          others.map((o) => ({
            userId: o.cu.userId,
            key: `conversation:${row.id}`,
            kind: 'message' as const,
            params: { name, preview: text.length > 80 ? `${text.slice(0, 79)}…` : text },
            deepLink: `/inbox/${sender?.userName ?? ''}`,
          })),
        );
      }
    }
    return (await presentMessages([created], me))[0]!;
  }

  async function conversationWithMessages(row: ConversationRow, me: Me, upTo?: number) {
    const conversation = await presentOne(row, me);
    const where = eq(messages.conversationId, row.id);
    const rows = await db
      .select()
      .from(messages)
      .where(upTo ? and(where, gte(messages.id, upTo)) : where)
      .orderBy(desc(messages.id))
      .limit(upTo ? UP_TO_MAX : THREAD_PAGE);
    const oldest = rows.at(-1)?.id;
    const older = oldest
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(where, lt(messages.id, oldest)))
          .limit(1)
      : [];
    return {
      ...conversation,
      messages: await presentMessages(rows, me),
      // spec/000 §3 names both fields of a conversation: older messages wait to be paged back.
      hasMore: older.length > 0,
      hasMoreMessages: older.length > 0,
    };
  }

  async function createGroup(me: Me, topic: string | null, userNames: string[]) {
    const [self] = await db.select().from(users).where(eq(users.id, me.userId));
    const others = await Promise.all(
      [...new Set(userNames.map((n) => n.toLowerCase()))]
        .filter((n) => n !== self!.userName.toLowerCase())
        .map(userByName),
    );
    await checkChildSafe([self!, ...others]);
    if (topic) {
      const [taken] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.kind, 'group'), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`),
        );
      if (taken) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
    }
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({ kind: 'group', topic, createdById: me.userId })
        .returning();
      await tx
        .insert(conversationUsers)
        .values([
          { conversationId: row!.id, userId: me.userId, isSupervisor: true },
          ...others.map((o) => ({ conversationId: row!.id, userId: o.id })),
        ]);
      return row!;
    });
  }

  return {
    isMinor,

    /** People named in a body by username, numeric id or uuid (api.md), as usernames. */
    async userNames(people: (string | number)[]): Promise<string[]> {
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
    },

    /** GET /conversations: the caller's conversations, sorted as spec/000 §4 says. */
    async list(
      me: Me,
      q: {
        query?: string | undefined;
        kind?: Kind | undefined;
        public?: 'true' | 'false' | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(conversationUsers.userId, me.userId),
        // Empty conversations without a topic are hidden (spec/000 §4).
        or(isNotNull(conversations.lastMessageId), isNotNull(conversations.topic)),
        q.kind ? eq(conversations.kind, q.kind) : undefined,
        q.public === 'false' ? ne(conversations.kind, 'public') : undefined,
        q.public === 'true' ? eq(conversations.kind, 'public') : undefined,
      ];
      if (q.query) {
        const like = `%${q.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            sql`${conversations.topic} ilike ${like}`,
            sql`exists (select 1 from conversation_users cu2 join users u2 on u2.id = cu2.user_id
              where cu2.conversation_id = ${conversations.id} and u2.id <> ${me.userId}
              and (u2.user_name ilike ${like} or (u2.first_name || ' ' || u2.last_name) ilike ${like}))`,
          ),
        );
      }
      const where = and(...conditions);
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationUsers)
        .innerJoin(conversations, eq(conversations.id, conversationUsers.conversationId))
        .where(where);
      const total = Number(n);
      if (q.limit === 0 && q.offset === 0) return { total };
      const rows = await db
        .select({ c: conversations })
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
        .offset(q.offset);
      return {
        conversations: await presentConversations(
          rows.map((r) => r.c),
          me,
        ),
        total,
        hasMore: q.offset + rows.length < total,
      };
    },

    /** GET /conversations/public: every public topic, the latest active first. */
    async listPublic(me: Me, q: { query?: string | undefined; limit: number; offset: number }) {
      const where = and(
        eq(conversations.kind, 'public'),
        q.query
          ? sql`${conversations.topic} ilike ${`%${q.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
          : undefined,
      );
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(where);
      const total = Number(n);
      if (q.limit === 0 && q.offset === 0) return { total };
      const rows = await db
        .select()
        .from(conversations)
        .where(where)
        .orderBy(sql`${conversations.lastMessageId} desc nulls last`, desc(conversations.id))
        .limit(q.limit)
        .offset(q.offset);
      return {
        conversations: await presentConversations(rows, me),
        total,
        hasMore: q.offset + rows.length < total,
      };
    },

    async byTopic(me: Me, topic: string, kind: 'public' | 'group') {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.kind, kind), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`))
        .limit(1);
      if (!row) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
      const found = await access(row.id, me);
      return {
        conversation: await conversationWithMessages(found.row, me),
        totalUnread: await totalUnread(me.userId),
      };
    },

    async topicMessages(me: Me, topic: string, kind: 'public' | 'group', q: MessagePage) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.kind, kind), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`))
        .limit(1);
      if (!row) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
      await access(row.id, me);
      return messagePage(eq(messages.conversationId, row.id), q, me);
    },

    /** POST /conversations/public `{topic}`: staff open a public topic. */
    async createPublic(me: Me, topic: string) {
      const [taken] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.kind, 'public'), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`),
        );
      if (taken) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
      const [row] = await db
        .insert(conversations)
        .values({ kind: 'public', topic, createdById: me.userId })
        .returning();
      await join(row!.id, me.userId, true);
      return { conversation: await presentOne(row!, me) };
    },

    /**
     * POST /conversations `{users, message}`: one other person makes a private conversation (the
     * existing one is reused), more make a group. Returns the conversation and its latest messages.
     */
    async create(me: Me, people: (string | number)[], message: string | undefined) {
      const [self] = await db.select().from(users).where(eq(users.id, me.userId));
      const names = [
        ...new Set((await userNames(people)).map((n) => n.trim().toLowerCase()).filter(Boolean)),
      ];
      if (names.length === 0) throw new AppError(400, 'CONVERSATION_USERS_REQUIRED');
      const others = names.filter((n) => n !== self!.userName.toLowerCase());
      if (others.length === 0) throw new AppError(400, 'CONVERSATION_SELF');
      if (message !== undefined && message.trim() !== '') checkText(message);
      else if (message !== undefined) throw new AppError(400, 'MESSAGE_EMPTY');
      let row: ConversationRow;
      let created = false;
      if (others.length === 1) {
        const other = await userByName(others[0]!);
        await checkChildSafe([self!, other]);
        const pairKey = [me.userId, other.id].sort((a, b) => a - b).join(':');
        const inserted = await db.transaction(async (tx) => {
          const [fresh] = await tx
            .insert(conversations)
            .values({ kind: 'private', pairKey, createdById: me.userId })
            .onConflictDoNothing()
            .returning();
          if (fresh) {
            await tx.insert(conversationUsers).values([
              { conversationId: fresh.id, userId: me.userId },
              { conversationId: fresh.id, userId: other.id },
            ]);
          }
          return fresh;
        });
        created = !!inserted;
        row = inserted ?? (await find(await pairId(pairKey)));
      } else {
        row = await createGroup(me, null, others);
        created = true;
      }
      if (message) await send(row, me, message);
      const fresh = await find(row.id);
      const conversation = await conversationWithMessages(fresh, me);
      return { created, conversation, messages: conversation.messages };
    },

    async createGroup(me: Me, topic: string, people: (string | number)[]) {
      const row = await createGroup(me, topic, await userNames(people));
      return { conversation: await presentOne(row, me) };
    },

    /** PUT /conversations/{id}/group `{topic, users}`: a supervisor renames or adds people. */
    async updateGroup(id: number, me: Me, topic: string | undefined, people: (string | number)[]) {
      const { row } = await requireSupervisor(id, me);
      if (row.kind !== 'group') throw new AppError(400, 'INVALID_REQUEST');
      if (topic !== undefined && topic.toLowerCase() !== (row.topic ?? '').toLowerCase()) {
        const [taken] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(eq(conversations.kind, 'group'), sql`lower(${conversations.topic}) = ${topic.toLowerCase()}`),
          );
        if (taken) throw new AppError(409, 'CONVERSATION_TOPIC_TAKEN');
        await db.update(conversations).set({ topic, updatedAt: new Date() }).where(eq(conversations.id, id));
      }
      for (const name of await userNames(people)) {
        const user = await userByName(name);
        if (await participant(id, user.id)) continue;
        await this.addUser(id, me, name, false);
      }
      await emit('update', id, undefined, undefined, me);
      return { conversation: await presentOne(await find(id), me) };
    },

    /** GET /conversations/{id}, optionally with every message down to `messageID`. */
    async get(id: number, me: Me, upTo?: number) {
      const { row } = await access(id, me);
      if (upTo) {
        const [target] = await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, upTo), eq(messages.conversationId, id)));
        if (!target) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      }
      return {
        conversation: await conversationWithMessages(row, me, upTo),
        totalUnread: await totalUnread(me.userId),
      };
    },

    async messages(id: number, me: Me, q: MessagePage) {
      await access(id, me);
      return messagePage(eq(messages.conversationId, id), q, me);
    },

    async pinnedMessages(id: number, me: Me, q: MessagePage) {
      await access(id, me);
      return messagePage(and(eq(messages.conversationId, id), eq(messages.pinned, true)), q, me);
    },

    async send(id: number, me: Me, raw: string, chatType?: string) {
      const { row } = await access(id, me);
      return { message: await send(row, me, raw, chatType) };
    },

    /** PUT /messages/{id}: the author, or a supervisor, edits. */
    async edit(id: number, me: Me, raw: string) {
      const { message, row, mine } = await loadMessage(id, me);
      if (message.deletedAt) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      const mayModerate = isAdmin(me) || !!mine?.isSupervisor;
      if (message.userId !== me.userId && !mayModerate) throw new AppError(403, 'FORBIDDEN');
      const text = checkText(raw);
      const [next] = await db
        .update(messages)
        .set({ body: text, editedAt: new Date() })
        .where(eq(messages.id, id))
        .returning();
      await emit('update', row.id, 'message', id, me);
      return { message: (await presentMessages([next!], me))[0]! };
    },

    /**
     * DELETE /messages/{id}: the author, or a supervisor, removes it; it stays in the thread as a
     * deleted message. `showPermission` answers which right allowed it (author, supervisor, admin).
     */
    async remove(id: number, me: Me, showPermission: boolean) {
      const { message, row, mine } = await loadMessage(id, me);
      const permission =
        message.userId === me.userId
          ? 'author'
          : mine?.isSupervisor
            ? 'supervisor'
            : isAdmin(me)
              ? 'admin'
              : null;
      if (!permission) throw new AppError(403, 'FORBIDDEN');
      if (!message.deletedAt) {
        await db
          .update(messages)
          .set({ deletedAt: new Date(), body: '', pinned: false })
          .where(eq(messages.id, id));
        await emit('delete', row.id, 'message', id, me);
      }
      return { deleted: true, id, conversationID: row.id, ...(showPermission ? { permission } : {}) };
    },

    /** POST /messages/{id}/pin `{pinned}` (a toggle without it): supervisors, or either side of a private chat. */
    async pin(id: number, me: Me, pinned: boolean | undefined) {
      const { message, row, mine } = await loadMessage(id, me);
      if (!supervises(row, mine, me)) throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
      if (message.deletedAt) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      const [next] = await db
        .update(messages)
        .set({ pinned: pinned ?? !message.pinned })
        .where(eq(messages.id, id))
        .returning();
      await emit('update', row.id, 'message', id, me);
      return { message: (await presentMessages([next!], me))[0]! };
    },

    async like(id: number, me: Me, on: boolean) {
      const { message, row } = await loadMessage(id, me);
      if (message.deletedAt) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      const result = await reactions(db, LIKES, COUNTER).set(id, me.userId, on);
      await emit('update', row.id, 'message', id, me);
      return { liked: on, likes: result.count };
    },
    async likes(id: number, me: Me, limit: number, offset: number) {
      await loadMessage(id, me);
      return reactions(db, LIKES, COUNTER).people(id, { limit, offset });
    },
    async hasLiked(id: number, me: Me, userName: string) {
      await loadMessage(id, me);
      const user = await findUserByUserName(db, userName);
      if (!user) throw new AppError(404, 'USER_NOT_FOUND');
      return { liked: await reactions(db, LIKES, COUNTER).has(id, user.id) };
    },
    /** GET /conversations/{id}/likes: the ids of the messages the caller liked there. */
    async likedIds(id: number, me: Me) {
      await access(id, me);
      const rows = await db
        .select({ id: messageLikes.targetId })
        .from(messageLikes)
        .innerJoin(messages, eq(messages.id, messageLikes.targetId))
        .where(and(eq(messageLikes.userId, me.userId), eq(messages.conversationId, id)))
        .orderBy(desc(messageLikes.targetId));
      return { messages: rows.map((r) => r.id) };
    },

    async users(id: number, me: Me, limit: number, offset: number) {
      await access(id, me);
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationUsers)
        .where(eq(conversationUsers.conversationId, id));
      const total = Number(n);
      if (limit === 0 && offset === 0) return { total };
      const rows = await db
        .select({ cu: conversationUsers, user: users })
        .from(conversationUsers)
        .innerJoin(users, eq(users.id, conversationUsers.userId))
        .where(eq(conversationUsers.conversationId, id))
        .orderBy(desc(conversationUsers.isSupervisor), conversationUsers.joinedAt, conversationUsers.userId)
        .limit(limit)
        .offset(offset);
      return {
        users: rows.map((r) => ({
          ...presentPublicUser(r.user),
          name: r.user.userName,
          isSupervisor: r.cu.isSupervisor,
        })),
        total,
        hasMore: offset + rows.length < total,
      };
    },

    /** POST /conversations/{id}/users: a supervisor adds someone (never to a private conversation). */
    async addUser(id: number, me: Me, userName: string, isSupervisor: boolean) {
      const { row } = await requireSupervisor(id, me);
      if (row.kind === 'private') throw new AppError(400, 'INVALID_REQUEST');
      const user = await userByName(userName);
      if (await participant(id, user.id)) throw new AppError(409, 'CONVERSATION_ALREADY_MEMBER');
      // A board chat is for the board's active members only (and so keeps the child-safe rule).
      if (row.kind === 'project' && row.projectId && !(await memberRole(db, row.projectId, user.id)))
        throw new AppError(404, 'MEMBERSHIP_NOT_FOUND');
      if (row.kind === 'group') {
        const people = await db
          .select({ user: users })
          .from(conversationUsers)
          .innerJoin(users, eq(users.id, conversationUsers.userId))
          .where(eq(conversationUsers.conversationId, id));
        for (const p of people) await checkChildSafe([p.user, user]);
      }
      await db.insert(conversationUsers).values({ conversationId: id, userId: user.id, isSupervisor });
      await emit('add', id, 'user', user.id, me);
      return { user: { ...presentPublicUser(user), name: user.userName, isSupervisor } };
    },

    /** PUT /conversations/{id}/users/{userName} `{isSupervisor}`. */
    async updateUser(id: number, me: Me, userName: string, isSupervisor: boolean) {
      await requireSupervisor(id, me);
      const user = await userByName(userName);
      const updated = await db
        .update(conversationUsers)
        .set({ isSupervisor })
        .where(and(eq(conversationUsers.conversationId, id), eq(conversationUsers.userId, user.id)))
        .returning();
      if (updated.length === 0) throw new AppError(404, 'USER_NOT_FOUND');
      await emit('update', id, 'user', user.id, me);
      return { user: { ...presentPublicUser(user), name: user.userName, isSupervisor } };
    },

    /** DELETE /conversations/{id}/users/{userName}: leave, or a supervisor removes someone. */
    async removeUser(id: number, me: Me, userName: string) {
      const { row, mine } = await access(id, me);
      const user = await userByName(userName);
      if (row.kind === 'private') throw new AppError(400, 'INVALID_REQUEST');
      if (user.id !== me.userId && !(isAdmin(me) || mine?.isSupervisor))
        throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
      const removed = await db
        .delete(conversationUsers)
        .where(and(eq(conversationUsers.conversationId, id), eq(conversationUsers.userId, user.id)))
        .returning();
      if (removed.length === 0) throw new AppError(404, 'USER_NOT_FOUND');
      // The removed person hears it too, and their sockets stop following the conversation.
      await emit('delete', id, 'user', user.id, me, [user.uuid]);
      return { removed: true, userName: user.userName };
    },

    async role(id: number, me: Me) {
      const { mine } = await access(id, me);
      return { isSupervisor: isAdmin(me) || !!mine?.isSupervisor };
    },

    /** PUT /conversations/{id}/read: the unread count goes to 0, the badge down by one. */
    async read(id: number, me: Me) {
      const { mine } = await access(id, me);
      if (mine && mine.unread > 0) {
        await db
          .update(conversationUsers)
          .set({ unread: 0 })
          .where(and(eq(conversationUsers.conversationId, id), eq(conversationUsers.userId, me.userId)));
      }
      return { read: true, unread: 0, totalUnread: await totalUnread(me.userId) };
    },

    async notificationSettings(id: number, me: Me) {
      const { mine } = await access(id, me);
      return { muted: mine?.muted ?? false };
    },

    /** PUT /conversations/{id}/notifications `{muted}`: a muted conversation still delivers, but tells nobody. */
    async setMuted(id: number, me: Me, muted: boolean) {
      const { row } = await access(id, me);
      await join(row.id, me.userId);
      await db
        .update(conversationUsers)
        .set({ muted })
        .where(and(eq(conversationUsers.conversationId, id), eq(conversationUsers.userId, me.userId)));
      return { muted, totalUnread: await totalUnread(me.userId) };
    },

    /** PUT /conversations/{id}/pin `{pinned}`: the caller's own pin, which sorts it first. */
    async setPinned(id: number, me: Me, pinned: boolean) {
      const { row } = await access(id, me);
      await join(row.id, me.userId);
      await db
        .update(conversationUsers)
        .set({ pinned })
        .where(and(eq(conversationUsers.conversationId, id), eq(conversationUsers.userId, me.userId)));
      return { pinned };
    },

    async unreadTotal(me: Me) {
      return { total: await totalUnread(me.userId) };
    },

    /** GET /conversations/project/{projectID}[/{chatType}]: a board's chat, for its members. */
    async project(me: Me, projectId: number, chatType: string) {
      const board = await findProject(db, projectId);
      const role = board ? await memberRole(db, projectId, me.userId) : null;
      if (!board || (!role && !isAdmin(me))) throw new AppError(404, 'NOT_FOUND');
      await db
        .insert(conversations)
        .values({ kind: 'project', projectId, chatType, topic: null, createdById: me.userId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.projectId, projectId), eq(conversations.chatType, chatType)));
      if (role) await join(row!.id, me.userId, BOARD_SUPERVISORS.has(role));
      return {
        conversation: await conversationWithMessages(row!, me),
        totalUnread: await totalUnread(me.userId),
      };
    },

    /** GET /messages/search `query`: the caller's messages matching a text. */
    async search(me: Me, query: string, limit: number, offset: number) {
      const like = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const where = and(
        sql`${messages.deletedAt} is null`,
        sql`${messages.body} ilike ${like}`,
        inArray(
          messages.conversationId,
          db
            .select({ id: conversationUsers.conversationId })
            .from(conversationUsers)
            .where(eq(conversationUsers.userId, me.userId)),
        ),
      );
      return messagePage(where, { limit, offset }, me);
    },
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
