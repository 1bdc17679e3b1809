import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { comments, posts } from './boards.ts';
import { users } from './users.ts';

/**
 * Uploaded files (api.md POST /uploads). `storageKey` is the public, unguessable name used in
 * URLs and returned by copy; `blobKey` names the stored objects (`<blobKey>/original`, `/thumb`,
 * `/poster`, `/scene`), shared by copies, so the objects go only when no upload references them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    blobKey: text('blob_key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('ready'),
    error: text('error'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    hasThumb: boolean('has_thumb').notNull().default(false),
    hasPoster: boolean('has_poster').notNull().default(false),
    hasScene: boolean('has_scene').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.id.desc()),
    index('uploads_blob_idx').on(t.blobKey),
    index('uploads_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** An upload attached to a section or to a comment, in order (spec/000 §3 attachments). */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_post_idx').on(t.postId, t.priority, t.id),
    index('attachments_comment_idx').on(t.commentId, t.priority, t.id),
    index('attachments_upload_idx').on(t.uploadId),
    check('attachments_one_target', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
  ],
);

/**
 * Durable background jobs (architecture.md): claimed with FOR UPDATE SKIP LOCKED, leased with
 * `lockedUntil` so that a crashed worker's job is taken up again after the lease.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAfter, t.id)],
);
