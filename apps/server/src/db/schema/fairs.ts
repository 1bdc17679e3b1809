import { sql } from 'drizzle-orm';
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
import { users } from './users.ts';

/**
 * Fairs (spec/000 §3 Fair; issue 10): the event a board is submitted to, with its dates, districts,
 * submission questions and grade bands. `editingReopened` lets entrants edit again after the
 * deadline (spec/000 §4).
 */
export const fairs = pgTable('fairs', {
  id: serial('id').primaryKey(),
  abbreviation: text('abbreviation').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  submissionDeadline: timestamp('submission_deadline', { withTimezone: true }),
  editingReopened: boolean('editing_reopened').notNull().default(false),
  judgingStart: timestamp('judging_start', { withTimezone: true }),
  judgingEnd: timestamp('judging_end', { withTimezone: true }),
  resultsAt: timestamp('results_at', { withTimezone: true }),
  gradeBands: text('grade_bands').array().notNull().default(sql`'{}'::text[]`),
  /** Whose postal codes the fair's postal-code questions accept (null: any plausible code). */
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fairDistricts = pgTable(
  'fair_districts',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('fair_districts_name_key').on(t.fairId, sql`lower(${t.name})`)],
);

export const fairQuestions = pgTable(
  'fair_questions',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** text, yesno, number, age, postalCode */
    kind: text('kind').notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Questions replaced by a later edit stay for the answers that name them, out of the list. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('fair_questions_fair_idx').on(t.fairId)],
);

/** A fair's staff (api.md "Events"): coordinator, reviewer, judge; one row per role held. */
export const fairStaff = pgTable(
  'fair_staff',
  {
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fairId, t.userId, t.role] }), index('fair_staff_user_idx').on(t.userId)],
);

/** One answer as stored with its submission. */
export interface StoredAnswer {
  questionID: number;
  answer: string;
}

/** The board as submitted (spec/000 §4): what reviewers and judges look at. */
export interface StoredSnapshot {
  title: string;
  description: string;
  coverImageUrl: string | null;
  tags: string[];
  sections: { id: number; body: string; status: string }[];
  takenAt: string;
}

/**
 * A board's entry in a fair (spec/000 §3 "Fair submission: fair_id, status, reason"; §4). One row per
 * (fair, board): a resubmission updates it. `district_id` is final once set.
 */
export const fairSubmissions = pgTable(
  'fair_submissions',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** submitted, resubmitted, approved, declined, unsubmitted */
    status: text('status').notNull(),
    districtId: integer('district_id').references(() => fairDistricts.id, { onDelete: 'set null' }),
    /** One of the fair's grade bands (spec/000 §9), chosen on submitting; null when the fair has none. */
    gradeBand: text('grade_band'),
    /** The board's language for judging (en, de, fr); the owner's language unless chosen. */
    language: text('language'),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    snapshot: jsonb('snapshot').$type<StoredSnapshot>().notNull(),
    reason: text('reason'),
    reasonId: integer('reason_id'),
    declineComment: text('decline_comment'),
    /** The coordinator's message when the submission was sent back. */
    message: text('message'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_submissions_fair_project_key').on(t.fairId, t.projectId),
    index('fair_submissions_project_idx').on(t.projectId),
    index('fair_submissions_fair_status_idx').on(t.fairId, t.status, t.updatedAt.desc().nullsFirst()),
  ],
);

/** Decline reasons (spec/000 §3 "Decline reason: messages list"), in en, de and fr; reference data. */
export const declineReasons = pgTable('decline_reasons', {
  id: serial('id').primaryKey(),
  messages: jsonb('messages').$type<{ en: string; de: string; fr: string }>().notNull(),
  position: integer('position').notNull().default(0),
});
