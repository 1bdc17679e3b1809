import { z } from 'zod';
import { BOARD_TITLE_MAX, COMMENT_MAX, DESCRIPTION_WORD_LIMIT, wordCount } from '../limits.ts';
import { endpoint, IdParams, Id as id, Timestamp } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';
import { BOARD_LIKES, BOOKMARKS, reactionEndpoints } from './reactions.ts';
import { PublicUser } from './users.ts';

/** spec/000 §1: board types. */
export const BOARD_TYPES = ['project', 'story', 'discussion'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Which board types each build creates and shows (issue 3). */
export const VARIANT_BOARD_TYPES = {
  community: ['story'],
  projects: ['project', 'discussion'],
  discussions: ['discussion'],
} as const satisfies Record<string, readonly BoardType[]>;

/**
 * The stages a board goes through (spec/000 §3 Project.phase; the spec names the field, not its
 * values: docs/decisions.md "Board phases").
 */
export const BOARD_PHASES = ['idea', 'research', 'build', 'test', 'share'] as const;
export type BoardPhase = (typeof BOARD_PHASES)[number];

/** spec/000 §4: the status bit field. */
export const STATUS_BITS = { pending: 1, declined: 2, approved: 4, locked: 32 } as const;

export { BOARD_TITLE_MAX, COMMENT_MAX, DESCRIPTION_WORD_LIMIT, wordCount };

export const SectionInput = z.object({
  title: z.string().trim().max(200).default(''),
  body: z.string().max(200_000).default(''),
});

export const TemplateSettingsInput = z.object({
  createSection: z.boolean().optional(),
  maxSections: z.number().int().min(1).max(100).optional(),
  reorder: z.boolean().optional(),
  displaySwoosh: z.boolean().optional(),
  swooshBackground: z.string().max(40).optional(),
  caption: z.string().max(200).optional(),
});

export const CreateProjectBody = z.object({
  type: z.enum(BOARD_TYPES).optional(),
  title: z.string().trim().max(BOARD_TITLE_MAX).default(''),
  description: z.string().max(20_000).default(''),
  categories: z.array(id).max(10).default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  isPrivate: z.boolean().optional(),
  isAnonymous: z.boolean().default(false),
  coverImageUrl: z.string().max(2000).nullish(),
  sections: z.array(SectionInput).max(100).default([]),
  /** start/{template}: copy sections and settings from a template board. */
  templateID: id.optional(),
  draft: z.boolean().default(false),
  isTemplate: z.boolean().optional(),
  templateSettings: TemplateSettingsInput.optional(),
  /** The key of a region (GET /regions/provinces) the board belongs to (spec/000 §3 Region). */
  region: z.string().trim().max(80).nullish(),
});
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;

/** Every field optional and without defaults: only what is sent changes. */
export const UpdateProjectBody = z.object({
  title: z.string().trim().max(BOARD_TITLE_MAX).optional(),
  description: z.string().max(20_000).optional(),
  categories: z.array(id).max(10).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  isPrivate: z.boolean().optional(),
  isAnonymous: z.boolean().optional(),
  coverImageUrl: z.string().max(2000).nullish(),
  draft: z.boolean().optional(),
  isTemplate: z.boolean().optional(),
  templateSettings: TemplateSettingsInput.optional(),
  customPostOrder: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  /** A region's key, or null to take the board out of its region. */
  region: z.string().trim().max(80).nullish(),
  /** The stage the team says the board is in (spec/000 §3 phase; docs/decisions.md "Board phases"). */
  phase: z.enum(BOARD_PHASES).nullish(),
});

export const ProjectListQuery = PageQuery.extend({
  query: z.string().trim().max(200).optional(),
  sort: z.enum(['newest', 'popular', 'recommended', 'featured', 'bookmarked']).default('newest'),
  type: z.enum(BOARD_TYPES).optional(),
  category: z.string().trim().max(80).optional(),
  tag: z.string().trim().max(40).optional(),
  templateID: id.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  region: z.string().max(80).optional(),
  exclude: z.union([id, z.array(id)]).optional(),
  filter: z.enum(['ProjectBoards', 'DiscussionBoards']).optional(),
  /** Boards that won this award (spec/001 §7 "list: by award"). */
  award: id.optional(),
  /** Boards in this phase (spec/001 §7 "list: phase"). */
  phase: z.enum(BOARD_PHASES).optional(),
  /** Boards of the approved students of the class with this join code ("list: by group code"). */
  groupCode: z.string().trim().min(1).max(40).optional(),
});

/** Template settings as a board carries them (spec/000 §3). */
export const TemplateSettings = z.object({
  createSection: z.boolean().optional(),
  maxSections: z.number().int().optional(),
  reorder: z.boolean().optional(),
  displaySwoosh: z.boolean().optional(),
  swooshBackground: z.string().optional(),
  caption: z.string().optional(),
});

/** A category as a board lists it, named in the reader's language. */
export const BoardCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  parentID: z.number().int(),
  name: z.string(),
});

/**
 * A board as the server presents it (spec/000 §3 Project; projects.presenter.ts): what everyone
 * sees, the template settings spread at the top level as the client reads them, then the
 * viewer's own part (rights, role, like and bookmark).
 */
export const Board = z
  .object({
    id: z.number().int(),
    type: z.enum(BOARD_TYPES),
    title: z.string(),
    description: z.string(),
    /** Null for an anonymous board (to others) and for a deleted account. */
    user: PublicUser.nullable(),
    anonymous: z.boolean(),
    primaryCategoryID: z.number().int(),
    categories: z.array(BoardCategory),
    tags: z.array(z.string()),
    coverImageUrl: z.string().nullable(),
    metadata: z.object({
      likes: z.number().int(),
      subscribers: z.number().int(),
      comments: z.number().int(),
      posts: z.number().int(),
      views: z.number().int(),
    }),
    isPrivate: z.boolean(),
    isHidden: z.boolean(),
    isLocked: z.boolean(),
    isDraft: z.boolean(),
    isPinned: z.boolean(),
    isFeatured: z.boolean(),
    isTemplate: z.boolean(),
    BlueRibbon: z.boolean(),
    customPostOrder: z.boolean(),
    isOnline: z.boolean(),
    submitted: z.boolean(),
    milestonePostCount: z.number().int(),
    completedPostCount: z.number().int(),
    /** The status bit field of spec/000 §4. */
    projectStatus: z.object({ status: z.number().int() }),
    templateID: z.number().int().nullable(),
    ...TemplateSettings.shape,
    templateSettings: TemplateSettings,
    year: z.number().int().nullable(),
    phase: z.string().nullable(),
    region: z.string().nullable(),
    fairID: z.number().int().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    isEditable: z.boolean(),
    canAddSection: z.boolean(),
    memberRole: z.string().nullable(),
    liked: z.boolean(),
    subscribed: z.boolean(),
  })
  .meta({ id: 'Board' });
export type Board = z.output<typeof Board>;

export const BoardResult = z.object({ project: Board });
/** POST /projects: `existing` when a draft from the same template was reopened (200, else 201). */
export const CreatedBoardResult = z.object({ project: Board, existing: z.boolean() });
export const DeletedBoardResult = z.object({ deleted: z.literal(true), id: z.number().int() });
/** A page of boards, `{projects, total, hasMore}`, or `{total}` in count mode. */
export const BoardPage = pageResult('projects', Board);
export const ViewedResult = z.object({ viewed: z.literal(true) });

const tag = 'boards';

/** api.md "Boards": the boards themselves, their explore lists, likes and bookmarks. */
export const boardEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/projects',
    body: CreateProjectBody,
    result: CreatedBoardResult,
    status: 201,
    tag,
  }),
  list: endpoint({ method: 'GET', path: '/projects', query: ProjectListQuery, result: BoardPage, tag }),
  templates: endpoint({ method: 'GET', path: '/projects/templates', result: BoardPage, tag }),
  featured: endpoint({ method: 'GET', path: '/projects/featured', query: PageQuery, result: BoardPage, tag }),
  popular: endpoint({ method: 'GET', path: '/projects/popular', query: PageQuery, result: BoardPage, tag }),
  recommended: endpoint({
    method: 'GET',
    path: '/projects/recommended',
    query: PageQuery,
    result: BoardPage,
    tag,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/projects/feed',
    query: PageQuery,
    result: BoardPage,
    tag,
    summary: 'The boards of the people and topics the caller follows, newest first (the feed screen)',
  }),
  get: endpoint({ method: 'GET', path: '/projects/:id', params: IdParams, result: BoardResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:id',
    params: IdParams,
    body: UpdateProjectBody,
    result: BoardResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:id',
    params: IdParams,
    result: DeletedBoardResult,
    tag,
  }),
  similar: endpoint({
    method: 'GET',
    path: '/projects/:id/similar',
    params: IdParams,
    query: PageQuery,
    result: BoardPage,
    tag,
  }),
  view: endpoint({ method: 'POST', path: '/projects/:id/view', params: IdParams, result: ViewedResult, tag }),
  ...reactionEndpoints('/projects/:id', IdParams, tag, { kind: BOARD_LIKES }),
};

/** Board bookmarks: `POST`/`DELETE /projects/{id}/subscribe`, `GET /projects/{id}/subscribers`. */
export const bookmarkEndpoints = reactionEndpoints('/projects/:id', IdParams, tag, { kind: BOOKMARKS });
