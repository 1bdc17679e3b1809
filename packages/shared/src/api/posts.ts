import { z } from 'zod';
import { POST_ATTACHMENT_LIMIT, POST_STATUSES, POST_WORD_LIMIT, type PostStatus } from '../limits.ts';
import { endpoint, Id, IdParams, Timestamp } from './contract.ts';
import { AttachmentView } from './media.ts';
import { CursorPageQuery, pageResult } from './paging.ts';
import { reactionEndpoints } from './reactions.ts';

export { POST_ATTACHMENT_LIMIT, POST_STATUSES, POST_WORD_LIMIT, type PostStatus };

/** GET /projects/{id}/posts: the cursor page, with the sections' order. */
export const PostPageQuery = CursorPageQuery.extend({
  sort: z.enum(['priority', 'newest', 'oldest']).optional(),
});

export const CreatePostBody = z.object({
  projectID: Id,
  title: z.string().trim().max(200).default(''),
  body: z.string().max(200_000).default(''),
  anonymous: z.boolean().default(false),
  attachments: z.array(Id).max(50).default([]),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;
/** Every field optional and without defaults: only what is sent changes. */
export const UpdatePostBody = z.object({
  title: z.string().trim().max(200).optional(),
  body: z.string().max(200_000).optional(),
  anonymous: z.boolean().optional(),
});
export type UpdatePostBody = z.input<typeof UpdatePostBody>;
export const PriorityBody = z.object({ priority: z.number().int().min(0).max(10_000) });
/**
 * PUT /posts/updateStatus/{projectID}: `projectID` and `previousPostStatus` are accepted as the
 * spec sends them, but the server reads the board from the path and the previous status from
 * its own row.
 */
export const UpdateStatusBody = z.object({
  postID: Id,
  projectID: Id.optional(),
  status: z.enum(POST_STATUSES),
  previousPostStatus: z.enum(POST_STATUSES).optional(),
});
export type UpdateStatusBody = z.input<typeof UpdateStatusBody>;

/** A section (post) as the server presents it (spec/000 §3 Post). */
export const Section = z
  .object({
    id: z.number().int(),
    projectID: z.number().int(),
    priority: z.number().int(),
    title: z.string(),
    body: z.string(),
    anonymous: z.boolean(),
    edited: z.boolean(),
    isPrivate: z.boolean(),
    metadata: z.object({
      likes: z.number().int(),
      comments: z.number().int(),
      attachment: z.number().int(),
    }),
    attachments: z.array(AttachmentView),
    postStatus: z.enum(POST_STATUSES),
    maxAttachments: z.number().int(),
    maxWords: z.number().int(),
    /** What the caller may do with it (post memberships included); `name` is its title. */
    postFeatures: z.object({
      canEdit: z.boolean(),
      canDelete: z.boolean(),
      /** May return the section to Draft: its team, a teacher, or a coordinator of a fair it entered. */
      canReturn: z.boolean(),
      name: z.string(),
    }),
    /** The board's template settings that change how its sections look. */
    project: z.object({
      displaySwoosh: z.boolean(),
      swooshBackground: z.string().nullable(),
      caption: z.string().nullable(),
    }),
    /** Null for an anonymous section (to others) and for a deleted account. */
    user: z.object({ userName: z.string(), uuid: z.string() }).nullable(),
    liked: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Section' });
export type Section = z.output<typeof Section>;

export const SectionSettings = z.object({
  attachmentLimit: z.number().int(),
  wordLimit: z.number().int(),
  /** Whether cover art can be generated here (an image-generation service is configured). */
  imageGeneration: z.boolean(),
});
/** A board's sections, or `{total}` in count mode; `paywall` is always false here. */
export const SectionPage = pageResult('posts', Section, { paywall: z.boolean() });
export const SectionResult = z.object({ post: Section });
export const CreatedSectionResult = z.object({
  post: Section,
  /** An author who is not on the board's team (staff) bookmarks it. */
  autoSubscribed: z.boolean(),
});
export const DeletedSectionResult = z.object({ deleted: z.literal(true), id: z.number().int() });
/** The board's section ids in their new order. */
export const SectionOrderResult = z.object({ order: z.array(z.number().int()) });
/**
 * The stored status after the change and the board's completed count; `previousPostStatus` is
 * there when the status changed (a repeated change answers without it).
 */
export const SectionStatusResult = z.object({
  updatedPostStatus: z.enum(POST_STATUSES),
  previousPostStatus: z.enum(POST_STATUSES).optional(),
  completedPostCount: z.number().int(),
});

const tag = 'sections';
const reactions = reactionEndpoints('/posts/:id', IdParams, tag);

/** api.md "Sections (posts), comments, media" (attachments are in media.ts, comments in comments.ts). */
export const postEndpoints = {
  settings: endpoint({ method: 'GET', path: '/posts/settings', result: SectionSettings, tag }),
  list: endpoint({
    method: 'GET',
    path: '/projects/:id/posts',
    params: IdParams,
    query: PostPageQuery,
    result: SectionPage,
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/posts',
    body: CreatePostBody,
    result: CreatedSectionResult,
    status: 201,
    tag,
  }),
  get: endpoint({ method: 'GET', path: '/posts/:id', params: IdParams, result: SectionResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/posts/:id',
    params: IdParams,
    body: UpdatePostBody,
    result: SectionResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/posts/:id',
    params: IdParams,
    result: DeletedSectionResult,
    tag,
  }),
  move: endpoint({
    method: 'PUT',
    path: '/posts/:id/priority',
    params: IdParams,
    body: PriorityBody,
    result: SectionOrderResult,
    tag,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/posts/updateStatus/:id',
    params: IdParams,
    body: UpdateStatusBody,
    result: SectionStatusResult,
    tag,
  }),
  like: reactions.like,
  unlike: reactions.unlike,
  likers: reactions.likers,
  /** Has-liked for sections (issue 18 item 3), as boards and comments have it. */
  hasLiked: reactions.hasLiked,
};
