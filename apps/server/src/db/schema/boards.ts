import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { categories } from './categories.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Template settings of spec/000 §3. */
export interface TemplateSettings {
  createSection?: boolean;
  maxSections?: number;
  reorder?: boolean;
  displaySwoosh?: boolean;
  swooshBackground?: string;
  caption?: string;
}

/**
 * Boards (spec/000 §3 Project): one table for project, story and discussion boards. `status` is the
 * bit field of spec/000 §4 (1 pending, 2 declined, 4 approved, 32 locked); the coordinator flags
 * are their own columns. Counters are denormalised and change in the same transaction as the rows
 * they count (architecture.md), never below 0.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    primaryCategoryId: integer('primary_category_id').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverImageUrl: text('cover_image_url'),
    /**
     * A cover the owners uploaded (an image upload of theirs, shown by its signed URL); it wins over
     * `cover_image_url` (a link). No foreign key (uploads sit above boards in the schema): a
     * deleted upload simply shows no cover.
     */
    coverUploadId: integer('cover_upload_id'),
    status: integer('status').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * Hidden by a moderator after a report (issue 13): gone for everyone but its owner and people
     * with the admin or curator role. Apart from `is_hidden`, the coordinator's "off explore pages".
     */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    isLocked: boolean('is_locked').notNull().default(false),
    submitted: boolean('submitted').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    blueRibbon: boolean('blue_ribbon').notNull().default(false),
    customPostOrder: boolean('custom_post_order').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    templateId: integer('template_id'),
    templateSettings: jsonb('template_settings').$type<TemplateSettings>().notNull().default({}),
    year: integer('year'),
    phase: text('phase'),
    region: text('region'),
    fairId: integer('fair_id'),
    /**
     * The earliest submission deadline of the fairs this board is entered in that have not reopened
     * editing (spec/000 §4): past it, the team can no longer edit. Kept by the fairs module.
     */
    editDeadline: timestamp('edit_deadline', { withTimezone: true }),
    likesCount: integer('likes_count').notNull().default(0),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    completedPostCount: integer('completed_post_count').notNull().default(0),
    milestonePostCount: integer('milestone_post_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /**
     * The board's words for full-text search (docs/decisions.md "Search"): title (weight A), tags and
     * category names (B), description (C), each stemmed in the board's language and as written.
     * Kept by the triggers of migration 0019 (board, its categories, the names of categories, the
     * owner's language); never written by the code.
     */
    search: tsvector('search'),
    /** Title and tags as written: the words a "Did you mean …" suggestion is chosen from (trigrams). Kept as `search`. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.updatedAt.desc().nullsFirst()),
    // Index directions match `order by … desc` (NULLS FIRST), or PostgreSQL cannot use them to sort.
    index('projects_explore_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isPrivate} and not ${t.isHidden} and not ${t.isDraft} and not ${t.isTemplate}`),
    index('projects_explore_popular_idx')
      .on(
        sql`(${t.likesCount} + 2 * ${t.commentsCount} + ${t.subscribersCount}) desc nulls first`,
        t.id.desc().nullsFirst(),
      )
      .where(sql`not ${t.isPrivate} and not ${t.isHidden} and not ${t.isDraft} and not ${t.isTemplate}`),
    // How many boards every explore list starts from (its total): counted from this index alone, not
    // the table (issue 15: 61 → 6 ms on 100k boards, again after every board event).
    index('projects_explore_count_idx')
      .on(t.type)
      .where(
        sql`not ${t.isPrivate} and not ${t.isHidden} and not ${t.isDraft} and not ${t.isTemplate} and ${t.moderatedAt} is null`,
      ),
    // The blue-ribbon boards (GET /projects/premium), newest first: a few among 100k.
    index('projects_blue_ribbon_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.blueRibbon}`),
    index('projects_template_idx').on(t.templateId),
    index('projects_tags_idx').using('gin', t.tags),
    index('projects_search_idx').using('gin', t.search),
    index('projects_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('projects_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const projectCategories = pgTable(
  'project_categories',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /**
     * Pinned in this category by an admin or a curator (spec/001 §7 "pinned (category id and
     * flag)"): shown first in the category's list, the latest pin first. Null when not pinned.
     */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.categoryId] }),
    index('project_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * Certificates (spec/000 §3 Project.certificate): issued once per board and ground (`completed`,
 * or `award:<id>` for each award it won) the first time someone downloads it, then the same code
 * every time. The code is what the public verification route checks; the names and titles are
 * kept as printed, so a later rename does not change a certificate already handed out.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ground: text('ground').notNull(),
    title: text('title').notNull(),
    names: text('names').array().notNull().default(sql`'{}'::text[]`),
    awardName: text('award_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_project_ground_key').on(t.projectId, t.ground),
  ],
);

/** Board memberships (spec/000 §3 Membership, §6 roles). The owner is a member with role owner. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    customRole: text('custom_role'),
    invitedByUserRole: text('invited_by_user_role'),
    /** 'pending' until the invited person accepts (issue 4); only 'active' rows grant anything. */
    status: text('status').notNull().default('active'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

/** Linked boards (spec/000 §3 Project.links): a parent board lists child boards. */
export const projectLinks = pgTable(
  'project_links',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index('project_links_child_idx').on(t.childId)],
);

/** Sections are posts (spec/000 §3 Post), ordered by priority. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    status: text('status').notNull().default('Draft'),
    anonymous: boolean('anonymous').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    attachmentsCount: integer('attachments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_project_priority_idx').on(t.projectId, t.priority, t.id),
    index('posts_user_idx').on(t.userId),
  ],
);

/** Comments and replies (spec/000 §3 Comment) on a board or on one of its sections. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    attachmentsCount: integer('attachments_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: shown only to its author, admins and curators. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Idempotency-Key the author's request carried: a retry finds this comment, never makes a second. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('comments_project_idx').on(t.projectId, t.id.desc()),
    index('comments_post_idx').on(t.postId, t.id.desc()),
    index('comments_parent_idx').on(t.parentId, t.id),
    index('comments_user_idx').on(t.userId),
    // Whether a person has a hidden comment (their own view of comment pages) is read per request.
    index('comments_moderated_user_idx').on(t.userId).where(sql`moderated_at is not null`),
    uniqueIndex('comments_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
  ],
);

const likeTable = (
  name: string,
  target: string,
  ref: () => typeof projects.id | typeof posts.id | typeof comments.id,
) =>
  pgTable(
    name,
    {
      targetId: integer(target).notNull().references(ref, { onDelete: 'cascade' }),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.targetId, t.userId] }),
      index(`${name}_user_idx`).on(t.userId, t.createdAt.desc()),
    ],
  );

export const projectLikes = likeTable('project_likes', 'project_id', () => projects.id);
export const projectSubscriptions = likeTable('project_subscriptions', 'project_id', () => projects.id);
export const postLikes = likeTable('post_likes', 'post_id', () => posts.id);
export const commentLikes = likeTable('comment_likes', 'comment_id', () => comments.id);

/** Who follows whom. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
);

/** Post memberships (spec/000 §3 "Post membership: user, role"), with their own roles. */
export const postMembers = pgTable(
  'post_members',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_members_user_idx').on(t.userId)],
);
