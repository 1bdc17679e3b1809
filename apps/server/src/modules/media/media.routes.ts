import multipart from '@fastify/multipart';
import { mediaEndpoints as api, type FileVariant, WhiteboardFields } from '@makerboard/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { objectOf } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { AttachmentPlace, AttachmentsService } from './attachments.service.ts';
import { type AttachedTo, commentPlace } from './media.access.ts';
import type { UploadRow } from './media.presenter.ts';
import type { UploadsService } from './uploads.service.ts';

/** Largest multipart request: the largest file plus room for the part headers. */
const multipartLimit = (ctx: AppContext) =>
  Math.max(ctx.config.mediaLimits.file, ctx.config.mediaLimits.image, ctx.config.mediaLimits.video) +
  64 * 1024;

/** Reads a small multipart part into memory (whiteboard scene and preview), bounded. */
async function readParts(request: FastifyRequest, maxBytes: number) {
  const parts: Record<string, { data: Buffer; filename: string | undefined }> = {};
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 4 } })) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size > maxBytes) throw new AppError(413, 'IMAGE_TOO_LARGE');
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new AppError(413, 'IMAGE_TOO_LARGE');
      parts[part.fieldname] = { data: Buffer.concat(chunks), filename: part.filename };
    } else fields[part.fieldname] = String(part.value);
  }
  return { parts, fields };
}

/**
 * Sends a stored file. Everything is served as inert data: nosniff, a sandboxing CSP, and a
 * download for anything that is not an image or a video; byte ranges for the players.
 */
async function sendFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: UploadRow,
  variant: FileVariant,
) {
  const type =
    variant === 'thumb' || variant === 'poster'
      ? 'image/jpeg'
      : variant === 'scene'
        ? 'application/json'
        : row.mime;
  const inline = variant !== 'original' || row.kind !== 'file';
  const name =
    variant === 'original'
      ? row.name
      : `${row.name.replace(/\.[^.]*$/, '')}-${variant}.${variant === 'scene' ? 'json' : 'jpg'}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const rangeHeader = request.headers.range;
  let range: { start: number; end: number } | undefined;
  const size = await ctx.storage.size(`${row.blobKey}/${variant}`);
  if (size === null) throw new AppError(404, 'NOT_FOUND');
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader) : null;
  if (match && (match[1] || match[2])) {
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      reply.code(416).header('content-range', `bytes */${size}`);
      return reply.send();
    }
    range = { start, end };
  }
  const object = await ctx.storage.get(`${row.blobKey}/${variant}`, range);
  if (!object) throw new AppError(404, 'NOT_FOUND');
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, max-age=86400')
    .header('accept-ranges', 'bytes');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', size);
  return reply.send(object.body);
}

const upload = (need: 'view' | 'edit') => ({ kind: 'upload', key: 'id', need }) as const;
const theUpload = (request: FastifyRequest) => objectOf<UploadRow>(request, 'upload');

/**
 * Uploads, stored files and attachments (api.md "Sections (posts), comments, media").
 * Multipart gets its own limits here; JSON bodies keep the app's 1 MiB.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadsService; attachments: AttachmentsService },
): Promise<void> {
  const ctx = app.ctx;
  const { uploads, attachments } = deps;
  const limit = multipartLimit(ctx);

  await app.register(multipart, {
    // Two files at most: POST /uploads reads the one named file; a whiteboard sends scene and preview.
    limits: { fileSize: limit, files: 2, fields: 4, parts: 6, headerPairs: 50, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  const rateLimit = { max: Math.round(60 * ctx.config.rateLimitFactor), timeWindow: 10 * 60_000 };

  route(app, api.upload, { access: 'user', rateLimit, extra: { bodyLimit: limit } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    const viewer = signedIn(request);
    let result: Awaited<ReturnType<typeof uploads.create>> | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || result) {
        part.file.resume();
        continue;
      }
      result = await uploads.create(viewer.userId, part.file, part.filename);
    }
    if (!result) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
    return result;
  });

  /** A whiteboard's parts: the scene (JSON), its PNG preview and its name. */
  const whiteboard = async (request: FastifyRequest, replacing?: UploadRow) => {
    if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    const viewer = signedIn(request);
    const { parts, fields } = await readParts(request, ctx.config.mediaLimits.image);
    const scene = parts.scene;
    const preview = parts.preview;
    if (!scene || !preview) throw new AppError(400, 'WHITEBOARD_INVALID');
    const parsed = WhiteboardFields.safeParse(fields);
    if (!parsed.success) throw new AppError(400, 'WHITEBOARD_INVALID');
    const { name } = parsed.data;
    return uploads.saveWhiteboard(viewer.userId, scene.data, preview.data, name, replacing);
  };
  const whiteboardRules = { rateLimit, extra: { bodyLimit: 3 * ctx.config.mediaLimits.image } };
  route(app, api.createWhiteboard, { access: 'user', ...whiteboardRules }, async (request) =>
    whiteboard(request),
  );
  route(
    app,
    api.saveWhiteboard,
    { access: 'user', object: upload('edit'), ...whiteboardRules },
    async (request) => whiteboard(request, theUpload(request)),
  );

  route(app, api.search, { access: 'user' }, async (request) =>
    uploads.search(signedIn(request), request.query),
  );
  route(app, api.get, { access: 'public', object: upload('view') }, async (request) =>
    uploads.get(theUpload(request)),
  );

  /** A stored file: the signed URL is the permission (only handed to people who may see it). */
  route(app, api.file, { access: 'public' }, async (request, reply) => {
    const { key, variant } = request.params;
    const row = await uploads.open(key, variant, request.query.exp, request.query.sig);
    return sendFile(ctx, request, reply, row, variant);
  });

  // ---- attachments of sections (spec/001 §7 Posts) and comments (§7 Comments) -------------

  /**
   * The four calls of each: adding, moving and removing need the right to edit the section (the
   * `sectionAttachments` rule) or the comment (the `comment` rule: its author); copying needs only
   * to see it.
   */
  const attachmentRoutes = (
    endpoints: typeof api.section | typeof api.comment,
    edit: { kind: string; need: string },
    view: { kind: string; need: string },
    placeOf: (request: FastifyRequest) => AttachmentPlace,
    targetOf: (request: FastifyRequest) => AttachmentPlace['target'],
  ) => {
    const editRule = { access: 'user', object: { ...edit, key: 'id' } } as const;
    route(app, endpoints.add, editRule, async (request) =>
      attachments.add(placeOf(request), request.body.uploadID, signedIn(request), request.body.locked),
    );
    route(app, endpoints.update, editRule, async (request) =>
      attachments.update(placeOf(request), request.params.attachmentID, request.body, signedIn(request)),
    );
    route(app, endpoints.remove, editRule, async (request) =>
      attachments.remove(placeOf(request), request.params.attachmentID, signedIn(request)),
    );
    route(app, endpoints.copy, { access: 'user', object: { ...view, key: 'id' } }, async (request) =>
      attachments.copy(targetOf(request), request.params.attachmentID, signedIn(request)),
    );
  };
  attachmentRoutes(
    api.section,
    { kind: 'sectionAttachments', need: 'edit' },
    { kind: 'section', need: 'view' },
    (request) => objectOf<AttachmentPlace>(request, 'sectionAttachments'),
    (request) => ({ postId: objectOf<AttachedTo>(request, 'section').row.id }),
  );
  attachmentRoutes(
    api.comment,
    { kind: 'comment', need: 'edit' },
    { kind: 'comment', need: 'view' },
    (request) => commentPlace(objectOf<AttachedTo>(request, 'comment')),
    (request) => ({ commentId: objectOf<AttachedTo>(request, 'comment').row.id }),
  );
}
