import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key').on(t.userId, t.key),
    index('notifications_user_created_idx').on(t.userId, t.id),
  ],
);
