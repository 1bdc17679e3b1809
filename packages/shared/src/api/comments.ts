import { z } from 'zod';
import { COMMENT_MAX } from './boards.ts';
import { endpoint, Id, IdempotencyHeaders, IdParams, Timestamp } from './contract.ts';
import { AttachmentView } from './media.ts';
import { CursorPageQuery, pageResult } from './paging.ts';
import { reactionEndpoints } from './reactions.ts';
import { PublicUser } from './users.ts';

const text = z
  .string()
  .max(COMMENT_MAX * 4)
  .optional();

/**
 * POST /comments: on a board, a section or (with `parentID`) as a reply. The text may come as
 * `comment` or `body` (spec/001 §7 "comment text").
 */
export const CreateCommentBody = z
  .object({
    comment: text,
    body: text,
    anonymous: z.boolean().default(false),
    attachments: z.array(Id).max(20).default([]),
    projectID: Id.optional(),
    postID: Id.optional(),
    parentID: Id.optional(),
  })
  .refine((b) => b.projectID || b.postID || b.parentID, {
    message: 'projectID, postID or parentID is required',
  });
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

/** POST /comments/{id}/replies: the reply fields (the thread comes from the path). */
export const ReplyBody = z.object({
  comment: text,
  body: text,
  anonymous: z.boolean().default(false),
  attachments: z.array(Id).max(20).default([]),
});
export type ReplyBody = z.input<typeof ReplyBody>;

export const UpdateCommentBody = z.object({
  body: text,
  comment: text,
  attachments: z.array(Id).max(20).optional(),
});
export type UpdateCommentBody = z.input<typeof UpdateCommentBody>;

/** A comment or reply as the server presents it (spec/000 §3 Comment). */
export const Comment = z
  .object({
    id: z.number().int(),
    projectID: z.number().int(),
    postID: z.number().int().nullable(),
    parentID: z.number().int().nullable(),
    body: z.string(),
    /** The same text as `body`, under the spec's name. */
    comment: z.string(),
    anonymous: z.boolean(),
    /** Null for an anonymous comment (to others) and for a deleted account. */
    user: PublicUser.nullable(),
    metadata: z.object({
      likes: z.number().int(),
      replies: z.number().int(),
      attachment: z.number().int(),
    }),
    attachments: z.array(AttachmentView),
    liked: z.boolean(),
    isMine: z.boolean(),
    edited: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Comment' });
export type Comment = z.output<typeof Comment>;

export const CommentResult = z.object({ comment: Comment });
export const CreatedCommentResult = z.object({
  comment: Comment,
  /** Commenting bookmarks the board for someone who is not its member. */
  autoSubscribed: z.boolean(),
});
export const DeletedCommentResult = z.object({
  deleted: z.literal(true),
  id: z.number().int(),
  projectID: z.number().int(),
  postID: z.number().int().nullable(),
  parentID: z.number().int().nullable(),
});
/** A page of comments (newest first) or replies (oldest first). */
export const CommentPage = pageResult('comments', Comment);
export const CommentPageQuery = CursorPageQuery;

const tag = 'comments';

/** spec/001 §7 Comments (attachments are in media.ts). */
export const commentEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/comments',
    body: CreateCommentBody,
    result: CreatedCommentResult,
    status: 201,
    headers: IdempotencyHeaders,
    tag,
  }),
  get: endpoint({ method: 'GET', path: '/comments/:id', params: IdParams, result: CommentResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/comments/:id',
    params: IdParams,
    body: UpdateCommentBody,
    result: CommentResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/comments/:id',
    params: IdParams,
    result: DeletedCommentResult,
    tag,
  }),
  replies: endpoint({
    method: 'GET',
    path: '/comments/:id/replies',
    params: IdParams,
    query: CommentPageQuery,
    result: CommentPage,
    tag,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/comments/:id/replies',
    params: IdParams,
    body: ReplyBody,
    result: CreatedCommentResult,
    status: 201,
    headers: IdempotencyHeaders,
    tag,
  }),
  forBoard: endpoint({
    method: 'GET',
    path: '/projects/:id/comments',
    params: IdParams,
    query: CommentPageQuery,
    result: CommentPage,
    tag,
  }),
  forSection: endpoint({
    method: 'GET',
    path: '/posts/:id/comments',
    params: IdParams,
    query: CommentPageQuery,
    result: CommentPage,
    tag,
  }),
  inSection: endpoint({
    method: 'GET',
    path: '/posts/:postID/comments/:id',
    params: IdParams.extend({ postID: Id }),
    result: CommentResult,
    tag,
  }),
  ...reactionEndpoints('/comments/:id', IdParams, tag),
};
