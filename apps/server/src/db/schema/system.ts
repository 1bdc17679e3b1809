import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Switches that every instance reads (maintenance mode). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Email and SMS that were not handed to a transport: the development outbox (api.md). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Contact sign-ups (spec/000 §3 Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    path: text('path'),
    subject: text('subject'),
    message: text('message'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Marketing tracking events (spec/000 §3), recorded once per browser by the client. */
export const signupTracking = pgTable('signup_tracking', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  action: text('action'),
  path: text('path'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Page views per screen and day (spec/000 §2 page-view tracking): the route pattern only
 * (`/profile/:username`), never who looked, so it needs no consent and holds no personal data.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [uniqueIndex('page_views_day_path_key').on(t.day, t.path)],
);
