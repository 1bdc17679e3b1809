import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * In-app notifications (spec/000 §3 Notification: key, title, message, deep link, read status).
 * Title and message are stored as a message kind with parameters and written in the reader's
 * language when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    deepLink: text('deep_link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when an email (instant or digest) told of it: each notification is emailed once. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A grouped notification (likes, comments, follows…) tells of this many different people while
     * it is unread: "Ada and 49 others liked …" (docs/decisions.md). 0 for notifications of one event.
     */
    actorCount: integer('actor_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('notifications_user_key').on(t.userId, t.key),
    index('notifications_user_created_idx').on(t.userId, t.id),
    // What the notification mailer still has to send.
    index('notifications_pending_email_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null and ${t.emailedAt} is null`),
  ],
);

/**
 * Web push subscriptions (issue 5 item 5): one per browser that allowed notifications, saved by
 * the push-token call (spec/001 §7 Users; the client throttles it to once per 2 s, §4).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Who a grouped notification tells of while it is unread: one row per person, the latest first.
 * Reading the notification ends the group; the next event starts a new one.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.actorId] })],
);

/**
 * What a person asked to hear nothing more of: a board (`project:<id>`) or a comment thread
 * (`comment:<id>`, the thread's first comment).
 */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);
