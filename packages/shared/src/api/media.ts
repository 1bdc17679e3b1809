import { z } from 'zod';

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

export interface UploadView {
  id: number;
  storageKey: string;
  kind: UploadKind;
  status: UploadStatus;
  /** A failed video's reason, in English (the web app shows its own text). */
  error: string | null;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Signed, expiring URLs (docs/decisions.md "Media"): null until the variant exists. */
  url: string | null;
  thumbnailUrl: string | null;
  posterUrl: string | null;
  /** A whiteboard's scene (JSON), for reopening it in the editor. */
  sceneUrl: string | null;
  createdAt: string;
}

export interface AttachmentView {
  id: number;
  postID?: number;
  commentID?: number;
  priority: number;
  locked: boolean;
  upload: UploadView;
}

const id = z.coerce.number().int().positive().max(2_147_483_647);

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
export const UploadSearchQuery = z.object({
  query: z.string().trim().max(100).optional(),
  kind: z.enum(UPLOAD_KINDS).optional(),
  limit: z.coerce.number().int().min(0).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
