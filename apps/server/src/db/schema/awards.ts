import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './boards.ts';
import { fairs } from './fairs.ts';
import { users } from './users.ts';

/** Awards (spec/000 §3 Award: siteSource, siteVisibility, user permission, project award). */
export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  siteSource: text('site_source'),
  /** awards or scholarships: the two student-showcase lists. */
  siteVisibility: text('site_visibility').notNull().default('awards'),
  fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may give an award besides admins (spec/001 §6: award permission per user). */
export const awardPermissions = pgTable(
  'award_permissions',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.userId] }), index('award_permissions_user_idx').on(t.userId)],
);

export const projectAwards = pgTable(
  'project_awards',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.projectId] }),
    index('project_awards_project_idx').on(t.projectId),
    index('project_awards_created_idx').on(t.createdAt.desc().nullsFirst(), t.projectId.desc().nullsFirst()),
  ],
);

/** Nominations by a board's owner (spec/001 §7 createNominations): each award once per board. */
export const nominations = pgTable(
  'nominations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.awardId] })],
);
