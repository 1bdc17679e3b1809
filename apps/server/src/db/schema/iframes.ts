import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairs } from './fairs.ts';

/**
 * Iframes by event and route slug (spec/000 §3 Iframe): one per event (a fair), and one per slug.
 * `src` is https and its host is on `iframe_hosts` when written; pages check the list again.
 */
export const iframes = pgTable(
  'iframes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    src: text('src').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iframes_event_key').on(t.eventId), uniqueIndex('iframes_slug_key').on(t.slug)],
);
export type IframeRow = typeof iframes.$inferSelect;

/** The hosts iframes may come from, kept by admins (lower-case host names). */
export const iframeHosts = pgTable(
  'iframe_hosts',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iframe_hosts_host_key').on(t.host)],
);
export type IframeHostRow = typeof iframeHosts.$inferSelect;
