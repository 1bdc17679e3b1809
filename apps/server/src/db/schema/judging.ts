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
import { projects } from './boards.ts';
import { fairs } from './fairs.ts';
import { pollOptions, polls } from './polls.ts';
import { users } from './users.ts';

/**
 * Judging (issue 11; spec/000 §3 Judging team, §4 Judging; api.md "Judging"). Teams are their own
 * tables rather than board rows (docs/judging.md explains why); the contract's shapes are kept.
 */

/** A person's registration as a judge of a fair (`/judging/register`), until an organiser decides. */
export const judgeRegistrations = pgTable(
  'judge_registrations',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertise: integer('expertise').array().notNull().default(sql`'{}'::integer[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    gradeBands: text('grade_bands').array().notNull().default(sql`'{}'::text[]`),
    /** When the person can judge (ISO start and end); empty means any time. Scheduling respects it. */
    availability: jsonb('availability')
      .$type<{ start: string; end: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** pending, approved, declined */
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('judge_registrations_fair_user_key').on(t.fairId, t.userId),
    index('judge_registrations_fair_idx').on(t.fairId, t.status),
  ],
);

/** A judging team (spec/000 §3): its status bit field (32 locked), group, advisory schedule. */
export const judgingTeams = pgTable(
  'judging_teams',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: integer('status').notNull().default(0),
    groupId: integer('group_id').notNull().default(1),
    startAt: timestamp('start_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    /** The team project templates its boards were drawn from (generateTeams, linkByTags): maxTotal divides by their count. */
    templateIds: integer('template_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judging_teams_fair_idx').on(t.fairId, t.id)],
);

export const judgingTeamMembers = pgTable(
  'judging_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => judgingTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lead, member */
    role: text('role').notNull().default('member'),
    /** The half of the team the judge works in (spec/001 §7 subgroups: users1 or users2). */
    subgroup: integer('subgroup').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('judging_team_members_user_idx').on(t.userId)],
);

/** The boards a team judges (team project links). */
export const judgingTeamBoards = pgTable(
  'judging_team_boards',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => judgingTeams.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.projectId] }),
    index('judging_team_boards_project_idx').on(t.projectId),
  ],
);

/** A judge's recusal from one board: they never see or score it again. */
export const judgingRecusals = pgTable(
  'judging_recusals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('judging_recusals_user_project_key').on(t.userId, t.projectId),
    index('judging_recusals_project_idx').on(t.projectId),
  ],
);

/** Every change of a judge's answer on a judging poll (issue 11 item 4: a score keeps its history). */
export const judgingScoreHistory = pgTable(
  'judging_score_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    oldOptionId: integer('old_option_id').references(() => pollOptions.id, { onDelete: 'set null' }),
    newOptionId: integer('new_option_id').references(() => pollOptions.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('judging_score_history_project_idx').on(t.projectId, t.at),
    index('judging_score_history_user_idx').on(t.userId, t.at),
  ],
);

/** What organisers and judges did to the judging of a fair: assignments, recusals, overrides. */
export const judgingAudit = pgTable(
  'judging_audit',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judging_audit_fair_idx').on(t.fairId, t.id)],
);
