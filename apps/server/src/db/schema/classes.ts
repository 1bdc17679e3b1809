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
import { conversations } from './conversations.ts';
import { uploads } from './media.ts';
import { users } from './users.ts';

/**
 * Classes (spec/000 §3 Teacher side): a teacher's class with its join code (null while disabled),
 * its question (`questionId` grows with every new question: the spec's studentQuestionId) and
 * its child-safety switch.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUploadId: integer('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    code: text('code'),
    question: text('question'),
    questionId: integer('question_id').notNull().default(0),
    allowPublicBoards: boolean('allow_public_boards').notNull().default(false),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_code_key').on(t.code), index('classes_teacher_idx').on(t.teacherId)],
);

/**
 * A student in a class: pending until the teacher decides. A declined student keeps the row (so the
 * teacher sees the decision) and gets nothing of the class. `loginCodeHash` is set for an account
 * the teacher made, until its student sets a password.
 */
export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    answer: text('answer'),
    answerQuestionId: integer('answer_question_id'),
    loginCodeHash: text('login_code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('class_students_user_idx').on(t.userId, t.status),
    uniqueIndex('class_students_login_code_key').on(t.loginCodeHash),
  ],
);

/** A person's own pin (an image of theirs) and, for booths, the questions collectors answer. */
export const pins = pgTable('pins', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<{ id: number; text: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A board's own pin, collected from the board (spec/001 §7 Pins: project pin). */
export const projectPins = pgTable('project_pins', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pins a person holds, in their order (`position`): collected from a booth (or a board: `projectId`)
 * or swapped. One collected pin per booth and per board, one swapped pin per person.
 */
export const userPins = pgTable(
  'user_pins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    via: text('via').notNull(),
    answers: jsonb('answers').$type<{ questionID: number; answer: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_pins_user_idx').on(t.userId, t.position),
    index('user_pins_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('user_pins_collect_key')
      .on(t.userId, t.ownerId)
      .where(sql`${t.via} = 'collect' and ${t.projectId} is null`),
    uniqueIndex('user_pins_project_key').on(t.userId, t.projectId).where(sql`${t.projectId} is not null`),
    uniqueIndex('user_pins_swap_key').on(t.userId, t.ownerId).where(sql`${t.via} = 'swap'`),
  ],
);

/** A pin swap between two people: pending until the other side confirms (spec/000 §4). */
export const pinSwaps = pgTable(
  'pin_swaps',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pin_swaps_pair_key').on(
      sql`least(${t.fromId}, ${t.toId})`,
      sql`greatest(${t.fromId}, ${t.toId})`,
    ),
    index('pin_swaps_to_idx').on(t.toId),
  ],
);

/** A person's visitor code, which a booth scans or types to collect for them. */
export const visitorCodes = pgTable(
  'visitor_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('visitor_codes_code_key').on(t.code)],
);
