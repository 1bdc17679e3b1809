import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fairs } from './fairs.ts';
import { users } from './users.ts';

/**
 * Polls (spec/000 §3 Poll; api.md "Polls"): community polls, project poll questions a fair asks of
 * its boards' members, and judging rubric questions (options with a score and a tag).
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    /** community, project, judging */
    kind: text('kind').notNull(),
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'cascade' }),
    postId: integer('post_id'),
    maxScore: real('max_score'),
    required: boolean('required').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_kind_idx').on(t.kind, t.id), index('polls_fair_idx').on(t.fairId)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    tag: text('tag'),
    score: real('score'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId)],
);

/**
 * Answers: one per person, poll and board (`project_id` 0 for a community poll); answering again
 * changes it (api.md).
 */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('poll_answers_once_key').on(t.pollId, t.userId, t.projectId),
    index('poll_answers_project_idx').on(t.projectId, t.pollId),
  ],
);
