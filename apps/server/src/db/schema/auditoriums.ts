import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { uploads } from './media.ts';

/** Auditoriums (spec/000 §2 auditorium/{auditoriumSlug}): a stage with videos. */
export const auditoriums = pgTable(
  'auditoriums',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auditoriums_slug_key').on(t.slug)],
);
export type AuditoriumRow = typeof auditoriums.$inferSelect;

/** An auditorium's videos, in the order they were added. */
export const auditoriumVideos = pgTable(
  'auditorium_videos',
  {
    id: serial('id').primaryKey(),
    auditoriumId: integer('auditorium_id')
      .notNull()
      .references(() => auditoriums.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
  },
  (t) => [index('auditorium_videos_auditorium_idx').on(t.auditoriumId)],
);
export type AuditoriumVideoRow = typeof auditoriumVideos.$inferSelect;

/**
 * A video in one language (spec/001 §7 GET /videos/{id}/languages): its upload (transcoded by the
 * media pipeline) and, where given, its WebVTT captions.
 */
export const videoLanguages = pgTable(
  'video_languages',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => auditoriumVideos.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    captions: text('captions'),
  },
  (t) => [
    uniqueIndex('video_languages_video_language_key').on(t.videoId, t.language),
    index('video_languages_upload_idx').on(t.uploadId),
  ],
);

/** Virtual lobbies (spec/000 §2 2d/{path}): a background picture with clickable areas. */
export const lobbies = pgTable(
  'lobbies',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUploadId: integer('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lobbies_path_key').on(t.path)],
);
export type LobbyRow = typeof lobbies.$inferSelect;

/** A lobby's clickable areas: rectangles in percent of the picture, each leading to a path of the site. */
export const clickableAreas = pgTable(
  'clickable_areas',
  {
    id: serial('id').primaryKey(),
    lobbyId: integer('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    href: text('href').notNull(),
  },
  (t) => [index('clickable_areas_lobby_idx').on(t.lobbyId)],
);
export type ClickableAreaRow = typeof clickableAreas.$inferSelect;
