import { z } from 'zod';
import { endpoint, IdParams, Id as id, Timestamp } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

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
    createdAt: Timestamp,
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

/**
 * The stored variants of an upload, each served by GET /files/{key}/{variant}: the file itself
 * (a video once transcoded), its JPEG thumbnail, a video's poster, a whiteboard's scene.
 */
export const FILE_VARIANTS = ['original', 'thumb', 'poster', 'scene'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/**
 * POST /uploads, POST /uploads/whiteboards and PUT /uploads/{id}/whiteboard take
 * `multipart/form-data`, read by their handlers as a stream (a file part named `file`; a
 * whiteboard's `scene` JSON and `preview` PNG parts): these are a whiteboard's text fields.
 */
export const WhiteboardFields = z.object({ name: z.string().max(200).optional() });

export const AddAttachmentBody = z.object({
  uploadID: id,
  locked: z.boolean().optional(),
});
export type AddAttachmentBody = z.input<typeof AddAttachmentBody>;
export const UpdateAttachmentBody = z
  .object({
    priority: z.number().int().min(0).max(1000).optional(),
    locked: z.boolean().optional(),
  })
  .refine((b) => b.priority !== undefined || b.locked !== undefined, {
    message: 'priority or locked is required',
  });
export type UpdateAttachmentBody = z.input<typeof UpdateAttachmentBody>;
export const AttachmentParams = z.object({ id, attachmentID: id });
export const UploadSearchQuery = PageQuery.extend({
  query: z.string().trim().max(100).optional(),
  kind: z.enum(UPLOAD_KINDS).optional(),
});

/** GET /files/{key}/{variant}: the file's own key (not the upload id) and a signature that expires. */
export const FileParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
  variant: z.enum(FILE_VARIANTS),
});
export const FileQuery = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().max(100),
  /** Changes when the file does, so that a browser does not keep the old one. */
  v: z.string().max(20).optional(),
});

export const UploadResult = z.object({ upload: UploadView });
/** The caller's uploads, newest first (spec/000 §5), or `{total}` in count mode. */
export const UploadPage = pageResult('uploads', UploadView);
export const AttachmentResult = z.object({ attachment: AttachmentView });
/** A new attachment, and the whole list it now sits in, in order. */
export const AddedAttachmentResult = z.object({
  attachment: AttachmentView,
  attachments: z.array(AttachmentView),
});
export const RemovedAttachmentResult = z.object({ deleted: z.literal(true), id: z.number().int() });
/** A copy: a new upload of the caller's sharing the stored files, attachable elsewhere. */
export const CopiedAttachmentResult = z.object({ storageKey: z.string(), upload: UploadView });

const tag = 'media';

/**
 * The four attachment calls of a section (`/posts/{id}`) or a comment (`/comments/{id}`):
 * add, move or (un)lock, remove, copy (spec/001 §7 Posts and Comments).
 */
function attachmentEndpoints<const B extends string>(base: B) {
  return {
    add: endpoint({
      method: 'POST',
      path: `${base}/attachments`,
      params: IdParams,
      body: AddAttachmentBody,
      result: AddedAttachmentResult,
      status: 201,
      tag,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/attachments/:attachmentID`,
      params: AttachmentParams,
      body: UpdateAttachmentBody,
      result: AttachmentResult,
      tag,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/attachments/:attachmentID`,
      params: AttachmentParams,
      result: RemovedAttachmentResult,
      tag,
    }),
    copy: endpoint({
      method: 'POST',
      path: `${base}/attachments/:attachmentID/copy`,
      params: AttachmentParams,
      result: CopiedAttachmentResult,
      status: 201,
      tag,
    }),
  };
}

/** Uploads, stored files and attachments (api.md "Sections (posts), comments, media"). */
export const mediaEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/uploads',
    result: UploadResult,
    status: 201,
    tag,
    summary: 'Upload a file (multipart/form-data, the part named `file`)',
  }),
  createWhiteboard: endpoint({
    method: 'POST',
    path: '/uploads/whiteboards',
    result: UploadResult,
    status: 201,
    tag,
    summary: 'Save a new whiteboard (multipart/form-data: `scene` JSON, `preview` PNG, `name`)',
  }),
  saveWhiteboard: endpoint({
    method: 'PUT',
    path: '/uploads/:id/whiteboard',
    params: IdParams,
    result: UploadResult,
    tag,
    summary: 'Save a whiteboard again, in place (multipart/form-data as when created)',
  }),
  search: endpoint({ method: 'GET', path: '/uploads', query: UploadSearchQuery, result: UploadPage, tag }),
  get: endpoint({ method: 'GET', path: '/uploads/:id', params: IdParams, result: UploadResult, tag }),
  file: endpoint({
    method: 'GET',
    path: '/files/:key/:variant',
    params: FileParams,
    query: FileQuery,
    result: null,
    produces: 'application/octet-stream',
    tag,
    summary: 'A stored file, by the signed URL an upload carries',
  }),
  section: attachmentEndpoints('/posts/:id'),
  comment: attachmentEndpoints('/comments/:id'),
};
