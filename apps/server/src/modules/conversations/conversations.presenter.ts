import type { Conversation, ConversationKind, ConversationUser, Message } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { parsedJson, rowFromJson } from '../../db/json-rows.ts';
import { idArray } from '../../db/prepared.ts';
import { conversationUsers, messageLikes, messages, type UserRow, users } from '../../db/schema/index.ts';
import { moderates, type Viewer } from '../../lib/viewer.ts';
import { presentPublicUser, publicUserJson } from '../users/users.presenter.ts';
import { supervises } from './conversations.policy.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';

/** A person in a conversation (spec/000 §3): their public profile, and whether they supervise it. */
export const presentConversationUser = (user: UserRow, isSupervisor: boolean): ConversationUser =>
  Object.assign(presentPublicUser(user), { name: user.userName, isSupervisor });

/**
 * Rows → the API's `Message` and `Conversation`, as the viewer sees them (their likes, pins, unread
 * counts), in a constant number of queries whatever the page size.
 */
export function conversationsPresenter(db: Tx) {
  /** Messages with their authors and the viewer's likes already read. */
  function messagesWith(
    rows: MessageRow[],
    authors: UserRow[],
    liked: Set<number>,
    viewer: Viewer,
  ): Message[] {
    const byId = new Map(authors.map((a) => [a.id, a]));
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
        liked: liked.has(row.id),
        isMine: row.userId === viewer.userId,
        edited: row.editedAt !== null,
        deleted,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function presentMessages(rows: MessageRow[], viewer: Viewer): Promise<Message[]> {
    if (rows.length === 0) return [];
    const authorIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
    // Their authors and the reader's likes of them in one statement.
    const [parts] = await queryRows<{ authors: unknown; liked: unknown }>(
      db,
      sql`select
        (select coalesce(json_agg(${publicUserJson}), '[]') from ${users} u
           where u.id = any(${idArray(authorIds)})) as authors,
        (select coalesce(json_agg(l.message_id), '[]') from ${messageLikes} l
           where l.user_id = ${viewer.userId ?? 0} and l.message_id = any(${idArray(rows.map((r) => r.id))})) as liked`,
    );
    const authors = parsedJson<Record<string, unknown>[]>(parts!.authors).map((u) => rowFromJson(users, u));
    return messagesWith(rows, authors, new Set(parsedJson<number[]>(parts!.liked).map(Number)), viewer);
  }

  /**
   * Conversations, and with them `page`, messages of a thread to present (its last message is
   * usually among them, and is then presented once): their members, the last messages, the
   * authors and the viewer's likes of both, in one statement (issue 15; it was six, each built by
   * drizzle on every request).
   */
  async function presentWith(
    rows: ConversationRow[],
    viewer: Viewer,
    page: MessageRow[] = [],
  ): Promise<{ conversations: Conversation[]; messages: Message[] }> {
    if (rows.length === 0) return { conversations: [], messages: [] };
    const ids = rows.map((r) => r.id);
    const onPage = new Set(page.map((m) => m.id));
    const lastIds = rows
      .map((r) => r.lastMessageId)
      .filter((id): id is number => id !== null && !onPage.has(id));
    const messageIdList = [...page.map((m) => m.id), ...lastIds];
    const pageAuthorIds = page.map((m) => m.userId).filter((id): id is number => id !== null);
    const [parts] = await queryRows<{ members: unknown; lasts: unknown; authors: unknown; liked: unknown }>(
      db,
      sql`select
        (select coalesce(json_agg(json_build_object('cu', row_to_json(cu), 'user', ${publicUserJson})
           order by cu.joined_at, cu.user_id), '[]')
           from ${conversationUsers} cu join ${users} u on u.id = cu.user_id
           where cu.conversation_id = any(${idArray(ids)})) as members,
        (select coalesce(json_agg(m), '[]') from ${messages} m where m.id = any(${idArray(lastIds)})) as lasts,
        (select coalesce(json_agg(${publicUserJson}), '[]') from ${users} u
           where u.id = any(array_cat(${idArray(pageAuthorIds)}, array(
             select user_id from ${messages} where id = any(${idArray(lastIds)}))))) as authors,
        (select coalesce(json_agg(l.message_id), '[]') from ${messageLikes} l
           where l.user_id = ${viewer.userId ?? 0} and l.message_id = any(${idArray(messageIdList)})) as liked`,
    );
    const members = parsedJson<{ cu: Record<string, unknown>; user: Record<string, unknown> }[]>(
      parts!.members,
    ).map((m) => ({ cu: rowFromJson(conversationUsers, m.cu), user: rowFromJson(users, m.user) }));
    const lasts = parsedJson<Record<string, unknown>[]>(parts!.lasts).map((m) => rowFromJson(messages, m));
    const authors = parsedJson<Record<string, unknown>[]>(parts!.authors).map((u) => rowFromJson(users, u));
    const liked = new Set(parsedJson<number[]>(parts!.liked).map(Number));
    const presented = messagesWith(page, authors, liked, viewer);
    // A last message a moderator hid is no preview but to its sender, admins and curators.
    const shown = lasts.filter((m) => !m.moderatedAt || m.userId === viewer.userId || moderates(viewer));
    const presentedLasts = new Map(presented.map((m) => [m.id, m]));
    for (const m of messagesWith(shown, authors, liked, viewer)) presentedLasts.set(m.id, m);
    const conversations = rows.map((row): Conversation => {
      const people = members.filter((m) => m.cu.conversationId === row.id);
      const mine = people.find((m) => m.user.id === viewer.userId)?.cu ?? null;
      return {
        id: row.id,
        draft: false,
        kind: row.kind as ConversationKind,
        public: row.kind === 'public',
        topic: row.topic,
        projectID: row.projectId,
        chatType: row.chatType,
        pinned: mine?.pinned ?? false,
        unread: mine?.unread ?? 0,
        muted: mine?.muted ?? false,
        notification: mine?.muted ? 'muted' : 'all',
        joined: !!mine,
        isSupervisor: supervises(mine, viewer),
        // Public topics list who posted there; the list is capped so a busy topic stays light.
        users: people.slice(0, 50).map((m) => presentConversationUser(m.user, m.cu.isSupervisor)),
        usersCount: people.length,
        lastMessage: row.lastMessageId ? (presentedLasts.get(row.lastMessageId) ?? null) : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
    return { conversations, messages: presented };
  }

  async function presentConversations(rows: ConversationRow[], viewer: Viewer): Promise<Conversation[]> {
    return (await presentWith(rows, viewer)).conversations;
  }

  return {
    messages: presentMessages,
    message: async (row: MessageRow, viewer: Viewer) => (await presentMessages([row], viewer))[0]!,
    conversations: presentConversations,
    conversation: async (row: ConversationRow, viewer: Viewer) =>
      (await presentConversations([row], viewer))[0]!,
    /** A conversation with a page of its messages, newest first, both presented. */
    thread: async (row: ConversationRow, page: MessageRow[], viewer: Viewer) => {
      const { conversations, messages } = await presentWith([row], viewer, page);
      return { conversation: conversations[0]!, messages };
    },
  };
}
export type ConversationsPresenter = ReturnType<typeof conversationsPresenter>;
