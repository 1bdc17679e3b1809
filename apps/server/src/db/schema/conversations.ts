import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './boards.ts';
import { users } from './users.ts';

/**
 * Conversations (spec/000 §3 Conversation; spec/001 §7 Conversations and messages). A kind of
 * `private` (two people, one conversation per pair: `pairKey`), `group` (named by its topic),
 * `public` (a topic anyone signed in may read) or `project` (a board's chat, one per chatType).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    topic: text('topic'),
    /** `{smaller user id}:{larger user id}` for a private conversation: it is reused, never doubled. */
    pairKey: text('pair_key'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    chatType: text('chat_type'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.pairKey),
    uniqueIndex('conversations_topic_key')
      .on(t.kind, sql`lower(${t.topic})`)
      .where(sql`${t.kind} in ('public', 'group')`),
    uniqueIndex('conversations_project_chat_key').on(t.projectId, t.chatType),
  ],
);

/** Participants, with their own view of the conversation: supervisor, muted, pinned, unread. */
export const conversationUsers = pgTable(
  'conversation_users',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    /** Messages since the person last read; never below 0 (spec/000 §4). */
    unread: integer('unread').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_users_user_idx').on(t.userId),
  ],
);

/** Messages: plain text (docs/decisions.md), soft-deleted so a thread keeps its shape. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    chatType: text('chat_type'),
    pinned: boolean('pinned').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: shown only to its sender, admins and curators. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Idempotency-Key the sender's request carried: a retry finds this message, never sends a second. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
  ],
);

export const messageLikes = pgTable(
  'message_likes',
  {
    targetId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.userId] }), index('message_likes_user_idx').on(t.userId)],
);
