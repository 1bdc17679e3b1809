import { z } from 'zod';
import { Id as id } from './contract.ts';
import { PageQuery } from './paging.ts';

/** spec/000 §9, spec/001 §9: the largest file, image and video (MB = 1024 × 1024 bytes). */
export const MB = 1024 * 1024;
export const MAX_FILE_BYTES = 50 * MB;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 500 * MB;
/** spec/000 §9: image and video formats, as file extensions. */
export const IMAGE_FORMATS = ['jpg', 'png', 'gif'] as const;
export const VIDEO_FORMATS = ['avi', 'mp4', 'mov', 'webm'] as const;
/** spec/000 §5: attachment search needs at least 3 characters. */
export const ATTACHMENT_SEARCH_MIN = 3;

export const UPLOAD_KINDS = ['image', 'video', 'file', 'whiteboard'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * spec/000 §4: a video goes through waiting, processing, preparing for transcoding and
 * transcoding; then it is ready (playable) or failed. Images and files are ready at once.
 */
export const UPLOAD_STATUSES = [
  'waiting',
  'processing',
  'preparing',
  'transcoding',
  'ready',
  'failed',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** An uploaded file as the server presents it (POST /uploads, attachments). */
export const UploadView = z
  .object({
    id: z.number().int(),
    storageKey: z.string(),
    kind: z.enum(UPLOAD_KINDS),
    status: z.enum(UPLOAD_STATUSES),
    /** A failed video's reason, in English (the web app shows its own text). */
    error: z.string().nullable(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Signed, expiring URLs (docs/decisions.md "Media"): null until the variant exists. */
    url: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
    /** A whiteboard's scene (JSON), for reopening it in the editor. */
    sceneUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Upload' });
export type UploadView = z.output<typeof UploadView>;

/** A file attached to a section (`postID`) or a comment (`commentID`), in its order. */
export const AttachmentView = z
  .object({
    id: z.number().int(),
    postID: z.number().int().optional(),
    commentID: z.number().int().optional(),
    priority: z.number().int(),
    locked: z.boolean(),
    upload: UploadView,
  })
  .meta({ id: 'Attachment' });
export type AttachmentView = z.output<typeof AttachmentView>;

export const AddAttachmentBody = z.object({
  uploadID: id,
  locked: z.boolean().optional(),
});
export const UpdateAttachmentBody = z
  .object({
    priority: z.number().int().min(0).max(1000).optional(),
    locked: z.boolean().optional(),
  })
  .refine((b) => b.priority !== undefined || b.locked !== undefined, {
    message: 'priority or locked is required',
  });
export const AttachmentParams = z.object({ id, attachmentID: id });
export const UploadSearchQuery = PageQuery.extend({
  query: z.string().trim().max(100).optional(),
  kind: z.enum(UPLOAD_KINDS).optional(),
});
