import { type CursorPageQuery, MESSAGE_MAX, type PageQuery } from '@makerboard/shared';
import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { conversations, conversationUsers, messageLikes, messages, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import { cutText, hasProfanity, plainText } from '../../lib/text.ts';
import { moderates, type Person, type Viewer } from '../../lib/viewer.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import type { Reactions } from '../reactions/reactions.ts';
import type { ConversationAccess, MessageAccess } from './conversations.access.ts';
import type { ConversationEmit } from './conversations.events.ts';
import { authorityOver } from './conversations.policy.ts';
import type { ConversationsPresenter } from './conversations.presenter.ts';
import {
  type ConversationRow,
  type ConversationsRepository,
  containing,
} from './conversations.repository.ts';

/** Messages returned with one conversation, and at most when reading "up to a message". */
const THREAD_PAGE = 20;
const UP_TO_MAX = 200;

/** A notification of the notifications module, as conversations make them. */
export interface MessageNotification {
  userId: number;
  key: string;
  kind: 'message';
  params: Record<string, string>;
  deepLink: string;
}
/**
 * What conversations need of the notifications module: telling recipients of a new private message,
 * telling people mentioned in a group or public conversation, and marking a conversation's
 * notification read when the person reads it.
 */
export interface ConversationNotifications {
  /** Writes the notifications in the message's transaction; the returned call announces them after it. */
  stage: (items: MessageNotification[], tx: Tx) => Promise<() => void>;
  activity: ActivityNotifier['activity'];
  mentioned: ActivityNotifier['mentioned'];
  /** Marks these notifications of a person read (and tells their other screens). */
  read: (userId: number, keys: string[]) => Promise<unknown>;
}

/** The key of the notification a private conversation's messages raise: read with the conversation. */
export const conversationKey = (id: number) => `conversation:${id}`;

/** Where a conversation opens in the inbox (docs/routes.md). */
function inboxLink(row: ConversationRow, sender: string): string {
  if (row.kind === 'private') return `/inbox/${encodeURIComponent(sender)}`;
  if (row.kind === 'project' && row.projectId) return `/inbox/project/${row.projectId}`;
  if (row.topic)
    return `/inbox/${row.kind === 'public' ? 'public' : 'group'}/${encodeURIComponent(row.topic)}`;
  return `/inbox?conversation=${row.id}`;
}

/** The text rules of spec/000 §5 for a message, in the spec's words. */
export function checkMessageText(raw: string): string {
  const text = plainText(raw);
  if (!text) throw new AppError(400, 'MESSAGE_EMPTY');
  if (text.length > MESSAGE_MAX) throw new AppError(400, 'MESSAGE_TOO_LONG', { max: MESSAGE_MAX });
  if (hasProfanity(text)) throw new AppError(400, 'PROFANITY');
  return text;
}

/** Messages (spec/001 §7): pages, sending, editing, deleting, pinning, likes and search. */
export function messagesService(deps: {
  repo: ConversationsRepository;
  present: ConversationsPresenter;
  emit: ConversationEmit;
  likes: Reactions;
  notifications: ConversationNotifications;
}) {
  const { repo, present, emit, likes, notifications } = deps;
  const { db } = repo;

  /** Messages a moderator hid after a report: seen by their sender, admins and curators only. */
  function shownTo(viewer: Viewer): SQL | undefined {
    if (moderates(viewer)) return undefined;
    return viewer.userId === null
      ? isNull(messages.moderatedAt)
      : sql`(${messages.moderatedAt} is null or ${messages.userId} = ${viewer.userId})`;
  }

  /** A page of messages, newest first, by offset and by id (`before`, `since`). */
  function messagePage(where: SQL | undefined, q: CursorPageQuery | PageQuery, viewer: Viewer) {
    const all = and(
      where,
      shownTo(viewer),
      'before' in q && q.before ? lt(messages.id, q.before) : undefined,
      'since' in q && q.since ? gt(messages.id, q.since) : undefined,
    );
    return countedPage(
      'messages',
      q,
      db.select({ n: sql<number>`count(*)::int` }).from(messages).where(all),
      (total) =>
        db
          .select({ m: messages, total })
          .from(messages)
          .where(all)
          .orderBy(desc(messages.id))
          .limit(q.limit)
          .offset(q.offset),
      (rows) =>
        present.messages(
          rows.map((r) => r.m),
          viewer,
        ),
    );
  }

  /** A new private message tells the recipients who have not muted the conversation (issue 5 item 5). */
  async function notifyRecipients(tx: Tx, row: ConversationRow, person: Person, text: string) {
    const others = await tx
      .select({ userId: conversationUsers.userId })
      .from(conversationUsers)
      .where(
        and(
          eq(conversationUsers.conversationId, row.id),
          ne(conversationUsers.userId, person.userId),
          eq(conversationUsers.muted, false),
        ),
      );
    if (others.length === 0) return () => {};
    const [sender] = await tx.select().from(users).where(eq(users.id, person.userId));
    const name = sender ? `${sender.firstName} ${sender.lastName}`.trim() || sender.userName : '';
    return notifications.stage(
      others.map((o) => ({
        userId: o.userId,
        key: conversationKey(row.id),
        kind: 'message' as const,
        params: { name, preview: cutText(text, 80) },
        deepLink: `/inbox/${sender?.userName ?? ''}`,
      })),
      tx,
    );
  }

  /**
   * People of a group, board or public conversation whom a message mentions (`@username`) hear of
   * it, even when they muted the conversation; in a private one the other person hears of every
   * message anyway.
   */
  async function mentionIn(row: ConversationRow, person: Person, message: { id: number; body: string }) {
    if (row.kind === 'private') return;
    const named = await notifications.mentioned(message.body);
    if (named.length === 0) return;
    const inside = await db
      .select({ userId: conversationUsers.userId })
      .from(conversationUsers)
      .where(and(eq(conversationUsers.conversationId, row.id), inArray(conversationUsers.userId, named)));
    const [sender] = await db
      .select({ userName: users.userName })
      .from(users)
      .where(eq(users.id, person.userId));
    await notifications.activity({
      kind: 'mention',
      actorId: person.userId,
      recipients: inside.map((i) => i.userId),
      target: `message:${message.id}`,
      params: { place: '@NOTIFY_PLACE_MESSAGES', preview: cutText(message.body, 80) },
      deepLink: inboxLink(row, sender?.userName ?? ''),
    });
  }

  /**
   * Sends one message: the unread counts of the others and their notifications are written in the
   * same transaction, so a message is never stored without them (or they without it).
   */
  async function send(
    row: ConversationRow,
    person: Person,
    raw: string,
    chatType?: string | null,
    clientKey?: string,
  ) {
    if (clientKey) {
      const done = await replayOf(row, person, clientKey, raw);
      if (done) return done;
    }
    const written = await db
      .transaction((tx) => write(tx, row, person, raw, chatType, clientKey))
      .catch((error: unknown) => {
        // The same key sent twice at once: the other request sent the message.
        if (clientKey && uniqueViolation(error) === 'messages_client_key_idx') return null;
        throw error;
      });
    if (!written) {
      const done = await replayOf(row, person, clientKey!, raw);
      if (done) return done;
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED');
    }
    await written.publish();
    return { message: await present.message(written.message, person), replayed: false };
  }

  /**
   * The message a person's earlier request with this Idempotency-Key sent, answered again; the key
   * sent again with another text or to another conversation is a 422 (docs/decisions.md).
   */
  async function replayOf(row: ConversationRow, person: Person, clientKey: string, raw: string) {
    const [sent] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, person.userId), eq(messages.clientKey, clientKey)));
    if (!sent) return null;
    if (sent.conversationId !== row.id || sent.body !== checkMessageText(raw))
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
    return { message: await present.message(sent, person), replayed: true };
  }

  /**
   * Writes a message and what comes with it in `tx` (a conversation made for it goes in the same
   * transaction); `publish` tells the live listeners and the recipients once `tx` has committed.
   */
  async function write(
    tx: Tx,
    row: ConversationRow,
    person: Person,
    raw: string,
    chatType?: string | null,
    clientKey?: string,
  ) {
    const text = checkMessageText(raw);
    const { message: created, announce } = await tx.transaction(async (tx) => {
      await repo.join(row.id, person.userId, false, tx);
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: row.id,
          userId: person.userId,
          body: text,
          chatType: chatType ?? row.chatType,
          clientKey: clientKey ?? null,
        })
        .returning();
      await tx
        .update(conversations)
        .set({ lastMessageId: message!.id, updatedAt: new Date() })
        .where(eq(conversations.id, row.id));
      await tx
        .update(conversationUsers)
        .set({ unread: sql`${conversationUsers.unread} + 1` })
        .where(
          and(eq(conversationUsers.conversationId, row.id), ne(conversationUsers.userId, person.userId)),
        );
      await tx
        .update(conversationUsers)
        .set({ unread: 0 })
        .where(
          and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, person.userId)),
        );
      const announce = row.kind === 'private' ? await notifyRecipients(tx, row, person, text) : () => {};
      return { message: message!, announce };
    });
    const publish = async () => {
      await emit('add', row.id, 'message', created.id, person);
      announce();
      // Writing in a conversation reads it: its notification goes too, wherever it shows.
      await notifications.read(person.userId, [conversationKey(row.id)]);
      await mentionIn(row, person, created);
    };
    return { message: created, publish };
  }

  return {
    likes,
    send,
    write,

    /**
     * A conversation opened: presented with its latest messages, or with every message down to
     * `upTo` (at most UP_TO_MAX), and whether older ones wait.
     */
    async thread(row: ConversationRow, viewer: Viewer, upTo?: number) {
      const where = and(eq(messages.conversationId, row.id), shownTo(viewer));
      // The first page reads one message more than it shows: whether older ones wait, without a
      // second statement. Down to a message, older ones lie below `upTo` and are asked apart.
      const found = await db
        .select()
        .from(messages)
        .where(upTo ? and(where, gte(messages.id, upTo)) : where)
        .orderBy(desc(messages.id))
        .limit(upTo ? UP_TO_MAX : THREAD_PAGE + 1);
      const rows = upTo ? found : found.slice(0, THREAD_PAGE);
      const oldest = rows.at(-1)?.id;
      const hasMore = upTo
        ? oldest !== undefined &&
          (
            await db
              .select({ id: messages.id })
              .from(messages)
              .where(and(where, lt(messages.id, oldest)))
              .limit(1)
          ).length > 0
        : found.length > THREAD_PAGE;
      // The conversation's last message is usually on this page: presented once, not read again.
      const { conversation, messages: shown } = await present.thread(row, rows, viewer);
      return {
        ...conversation,
        messages: shown,
        // spec/000 §3 names both fields of a conversation: older messages wait to be paged back.
        hasMore,
        hasMoreMessages: hasMore,
      };
    },

    /** Whether `id` is a message of the conversation (reading "up to a message"), or a 404. */
    async requireIn(conversationId: number, id: number) {
      const [target] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.conversationId, conversationId)));
      if (!target) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    },

    /** GET /conversations/{id}/messages (and a topic's). */
    list(conversationId: number, q: CursorPageQuery, viewer: Viewer) {
      return messagePage(eq(messages.conversationId, conversationId), q, viewer);
    },

    /** GET /conversations/{id}/messages/pinned. */
    pinned(conversation: ConversationAccess, q: CursorPageQuery, viewer: Viewer) {
      return messagePage(
        and(eq(messages.conversationId, conversation.row.id), eq(messages.pinned, true)),
        q,
        viewer,
      );
    },

    /** PUT /messages/{id}: the author, or a supervisor, edits (the `message` rule `edit`). */
    async edit({ message, row }: MessageAccess, person: Person, raw: string) {
      const text = checkMessageText(raw);
      const [next] = await db
        .update(messages)
        .set({ body: text, editedAt: new Date() })
        .where(eq(messages.id, message.id))
        .returning();
      await emit('update', row.id, 'message', message.id, person);
      return { message: await present.message(next!, person) };
    },

    /**
     * DELETE /messages/{id}: the author, or a supervisor, removes it; it stays in the thread as a
     * deleted message. `showPermission` answers which right allowed it (author, supervisor, admin).
     */
    async remove({ message, row, mine }: MessageAccess, person: Person, showPermission: boolean) {
      const permission = authorityOver(message, mine, person)!;
      if (!message.deletedAt) {
        await db
          .update(messages)
          .set({ deletedAt: new Date(), body: '', pinned: false })
          .where(eq(messages.id, message.id));
        await emit('delete', row.id, 'message', message.id, person);
      }
      return {
        deleted: true as const,
        id: message.id,
        conversationID: row.id,
        ...(showPermission ? { permission } : {}),
      };
    },

    /** POST /messages/{id}/pin `{pinned}`, a toggle without it. */
    async pin({ message, row }: MessageAccess, person: Person, pinned: boolean | undefined) {
      const [next] = await db
        .update(messages)
        .set({ pinned: pinned ?? !message.pinned })
        .where(eq(messages.id, message.id))
        .returning();
      await emit('update', row.id, 'message', message.id, person);
      return { message: await present.message(next!, person) };
    },

    /** A like or an unlike: the participants hear that the message changed. */
    liked({ message, row }: MessageAccess, person: Person) {
      return emit('update', row.id, 'message', message.id, person);
    },

    /** GET /conversations/{id}/likes: the ids of the messages the caller liked there. */
    async likedIds(conversation: ConversationAccess, person: Person) {
      const rows = await db
        .select({ id: messageLikes.targetId })
        .from(messageLikes)
        .innerJoin(messages, eq(messages.id, messageLikes.targetId))
        .where(and(eq(messageLikes.userId, person.userId), eq(messages.conversationId, conversation.row.id)))
        .orderBy(desc(messageLikes.targetId));
      return { messages: rows.map((r) => r.id) };
    },

    /** GET /messages/search `query`: the caller's messages matching a text. */
    search(person: Person, q: PageQuery & { query: string }) {
      const where = and(
        sql`${messages.deletedAt} is null`,
        sql`${messages.body} ilike ${containing(q.query)}`,
        inArray(
          messages.conversationId,
          db
            .select({ id: conversationUsers.conversationId })
            .from(conversationUsers)
            .where(eq(conversationUsers.userId, person.userId)),
        ),
      );
      return messagePage(where, q, person);
    },
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
