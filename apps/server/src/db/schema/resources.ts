import {
  boolean,
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
import { projects } from './boards.ts';
import { partners } from './partners.ts';
import { users } from './users.ts';

/**
 * The resources library (spec/000 §2 resources, §3 Partner resource; spec/001 §7 "Partner
 * resources and partners"): sections holding webinars, ebooks, games and tools.
 */
export const resourceSections = pgTable(
  'resource_sections',
  {
    id: serial('id').primaryKey(),
    /** The `{resourceSlug}` of resources/{resourceSlug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resource_sections_slug_key').on(t.slug)],
);
export type ResourceSectionRow = typeof resourceSections.$inferSelect;

export const partnerResources = pgTable(
  'partner_resources',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => resourceSections.id, { onDelete: 'cascade' }),
    /** The partner offering it, if any (spec/000 §3 Partner resource: partner). */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** webinar, ebook, game or tool. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** https only (validated by the contract). */
    url: text('url'),
    isVideo: boolean('is_video').notNull().default(false),
    /** A webinar's time: before it upcoming, between live, after recorded. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A gated download asks these questions first; none means the download is open. */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_resources_section_idx').on(t.sectionId, t.position),
    index('partner_resources_kind_idx').on(t.kind),
  ],
);
export type PartnerResourceRow = typeof partnerResources.$inferSelect;

/** Hosts whose videos may be embedded; any other video is shown as a plain link. */
export const resourceEmbedHosts = pgTable('resource_embed_hosts', {
  host: text('host').primaryKey(),
});

export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => partnerResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.userId] }),
    index('webinar_registrations_user_idx').on(t.userId),
  ],
);

/** A person's answers to a gated resource's questions (the latest ones kept). */
export const resourceAnswers = pgTable(
  'resource_answers',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => partnerResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] })],
);

/** Every download, with the marketing campaign it came from (spec/001 §7 gated download). */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => partnerResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    utmCampaign: text('utm_campaign'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_downloads_resource_idx').on(t.resourceId, t.createdAt)],
);

/**
 * Boards attached to a resource (spec/001 §7 "add resource project membership"): a board's owner
 * or editor attaches it, staff attach any; the resource view lists the public ones.
 */
export const resourceBoards = pgTable(
  'resource_boards',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => partnerResources.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.projectId] }),
    index('resource_boards_project_idx').on(t.projectId),
  ],
);
