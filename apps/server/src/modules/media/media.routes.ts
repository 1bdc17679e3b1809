import multipart from '@fastify/multipart';
import {
  AddAttachmentBody,
  AttachmentParams,
  IdParams,
  POST_ATTACHMENT_LIMIT,
  UpdateAttachmentBody,
  UploadSearchQuery,
} from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import { isStaff, roleAllows } from '../projects/projects.policy.ts';
import { CLEANUP_JOB, type MediaService, mediaService, TRANSCODE_JOB, VARIANTS } from './media.service.ts';

/** Registers the media job handlers on the app's queue (before the worker starts). */
export function registerMediaJobs(ctx: AppContext): void {
  const media = mediaService(ctx);
  ctx.jobs.register(TRANSCODE_JOB, (payload, { signal }) => media.transcode(payload, signal));
  ctx.jobs.onFinalFailure(TRANSCODE_JOB, (payload, error) => media.transcodeFailed(payload, error));
  ctx.jobs.register(CLEANUP_JOB, async () => {
    await media.cleanup();
    // Runs again in an hour: one pending clean-up at a time is enough.
    await ctx.jobs.enqueue(CLEANUP_JOB, {}, { delayMs: 60 * 60_000 });
  });
}

/** Makes sure one clean-up is scheduled (at start; a lost one is thus replaced on restart). */
export async function scheduleMediaCleanup(ctx: AppContext): Promise<void> {
  await ctx.jobs.ensureScheduled(CLEANUP_JOB, 10 * 60_000);
}

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
 * Uploads, stored files and attachments (api.md "Sections (posts), comments, media").
 * Multipart gets its own limits here; JSON bodies keep the app's 1 MiB.
 */
export async function mediaRoutes(
  scope: FastifyInstance,
  deps: { media: MediaService; sections: PostsService; comments: CommentsService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { media, sections, comments: threads } = deps;
  const tags = ['media'];
  const limit = multipartLimit(ctx);

  await app.register(multipart, {
    // Two files at most: POST /uploads reads the one named file; a whiteboard sends scene and preview.
    limits: { fileSize: limit, files: 2, fields: 4, parts: 6, headerPairs: 50, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  const uploadRate = { max: Math.round(60 * ctx.config.rateLimitFactor), timeWindow: '10 minutes' };

  app.post(
    '/uploads',
    {
      config: { access: 'user', rateLimit: uploadRate },
      bodyLimit: limit,
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const viewer = signedIn(request);
      let result: Awaited<ReturnType<typeof media.create>> | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file' || result) {
          part.file.resume();
          continue;
        }
        result = await media.create(viewer.userId, part.file, part.filename);
      }
      if (!result) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
      reply.code(201);
      return { result };
    },
  );

  const WhiteboardFields = z.object({ name: z.string().max(200).optional() });
  const whiteboard = async (request: FastifyRequest, existingId?: number) => {
    if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    const viewer = signedIn(request);
    const { parts, fields } = await readParts(request, ctx.config.mediaLimits.image);
    const scene = parts.scene;
    const preview = parts.preview;
    if (!scene || !preview) throw new AppError(400, 'WHITEBOARD_INVALID');
    const { name } = WhiteboardFields.parse(fields);
    return media.saveWhiteboard(viewer.userId, scene.data, preview.data, name, existingId);
  };
  app.post(
    '/uploads/whiteboards',
    {
      config: { access: 'user', rateLimit: uploadRate },
      bodyLimit: 3 * ctx.config.mediaLimits.image,
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      reply.code(201);
      return { result: await whiteboard(request) };
    },
  );
  app.put(
    '/uploads/:id/whiteboard',
    {
      config: { access: 'user', rateLimit: uploadRate },
      bodyLimit: 3 * ctx.config.mediaLimits.image,
      schema: { tags, params: IdParams, consumes: ['multipart/form-data'] },
    },
    async (request) => ({ result: await whiteboard(request, request.params.id) }),
  );

  app.get(
    '/uploads',
    { config: { access: 'user' }, schema: { tags, querystring: UploadSearchQuery } },
    async (request) => ({ result: await media.search(signedIn(request), request.query) }),
  );
  app.get(
    '/uploads/:id',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({ result: await media.get(request.params.id, viewerOf(request)) }),
  );

  /**
   * A stored file. The signed URL is the permission (it is only handed to people who may see the
   * board); everything is served as inert data: nosniff, a sandboxing CSP, and a download for
   * anything that is not an image or a video.
   */
  app.get(
    '/files/:key/:variant',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/), variant: z.enum(VARIANTS) }),
        querystring: z.object({
          exp: z.coerce.number().int(),
          sig: z.string().max(100),
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { key, variant } = request.params;
      const row = await media.open(key, variant, request.query.exp, request.query.sig);
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
    },
  );

  // ---- section attachments (spec/001 §7 Posts) --------------------------------------------

  /** Editing a section's attachments needs its edit right; (un)locking needs the board's. */
  async function editableSection(id: number, request: FastifyRequest) {
    const viewer = signedIn(request);
    const section = await sections.load(id, viewer);
    const { post } = await sections.get(section, viewer);
    const { role } = section;
    if (!post.postFeatures.canEdit) throw new AppError(403, 'FORBIDDEN');
    return { viewer, post, mayLock: isStaff(viewer) || roleAllows(role, 'editBoard') };
  }
  const sectionChanged = (projectId: number, postId: number, uuid?: string) =>
    ctx.events.emit({
      type: 'project',
      action: 'update',
      id: projectId,
      childType: 'post',
      childTypeID: postId,
      uuid,
    });

  app.post(
    '/posts/:id/attachments',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: AddAttachmentBody } },
    async (request, reply) => {
      const { viewer, post, mayLock } = await editableSection(request.params.id, request);
      if (request.body.locked && !mayLock) throw new AppError(403, 'FORBIDDEN');
      const [row] = await ctx.database.db.transaction((tx) =>
        media.attach(
          tx,
          { postId: post.id },
          [request.body.uploadID],
          viewer.userId,
          POST_ATTACHMENT_LIMIT,
          request.body.locked ?? false,
        ),
      );
      sectionChanged(post.projectID, post.id, viewer.uuid);
      const list = (await media.listFor('post', [post.id])).get(post.id) ?? [];
      reply.code(201);
      return { result: { attachment: list.find((a) => a.id === row!.id)!, attachments: list } };
    },
  );
  app.put(
    '/posts/:id/attachments/:attachmentID',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams, body: UpdateAttachmentBody } },
    async (request) => {
      const { viewer, post, mayLock } = await editableSection(request.params.id, request);
      const result = await media.updateAttachment(
        { postId: post.id },
        request.params.attachmentID,
        request.body,
        mayLock,
      );
      sectionChanged(post.projectID, post.id, viewer.uuid);
      return { result };
    },
  );
  app.delete(
    '/posts/:id/attachments/:attachmentID',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams } },
    async (request) => {
      const { viewer, post, mayLock } = await editableSection(request.params.id, request);
      const result = await media.removeAttachment({ postId: post.id }, request.params.attachmentID, mayLock);
      sectionChanged(post.projectID, post.id, viewer.uuid);
      return { result };
    },
  );
  app.post(
    '/posts/:id/attachments/:attachmentID/copy',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams } },
    async (request, reply) => {
      const viewer = signedIn(request);
      const { post } = await sections.get(await sections.load(request.params.id, viewer), viewer);
      reply.code(201);
      return { result: await media.copyAttachment({ postId: post.id }, request.params.attachmentID, viewer) };
    },
  );

  // ---- comment attachments (spec/001 §7 Comments) -----------------------------------------

  async function ownComment(id: number, request: FastifyRequest) {
    const viewer = signedIn(request);
    const { comment } = await threads.get(await threads.load(id, viewer), viewer);
    if (!comment.isMine) throw new AppError(403, 'FORBIDDEN');
    return { viewer, comment };
  }
  const threadChanged = (projectId: number, commentId: number, uuid?: string) =>
    ctx.events.emit({
      type: 'project',
      action: 'update',
      id: projectId,
      childType: 'comment',
      childTypeID: commentId,
      uuid,
    });

  app.post(
    '/comments/:id/attachments',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: AddAttachmentBody } },
    async (request, reply) => {
      const { viewer, comment } = await ownComment(request.params.id, request);
      if (request.body.locked) throw new AppError(403, 'FORBIDDEN');
      const [row] = await ctx.database.db.transaction((tx) =>
        media.attach(
          tx,
          { commentId: comment.id },
          [request.body.uploadID],
          viewer.userId,
          POST_ATTACHMENT_LIMIT,
        ),
      );
      threadChanged(comment.projectID, comment.id, viewer.uuid);
      const list = (await media.listFor('comment', [comment.id])).get(comment.id) ?? [];
      reply.code(201);
      return { result: { attachment: list.find((a) => a.id === row!.id)!, attachments: list } };
    },
  );
  app.put(
    '/comments/:id/attachments/:attachmentID',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams, body: UpdateAttachmentBody } },
    async (request) => {
      const { viewer, comment } = await ownComment(request.params.id, request);
      const result = await media.updateAttachment(
        { commentId: comment.id },
        request.params.attachmentID,
        request.body,
        false,
      );
      threadChanged(comment.projectID, comment.id, viewer.uuid);
      return { result };
    },
  );
  app.delete(
    '/comments/:id/attachments/:attachmentID',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams } },
    async (request) => {
      const { viewer, comment } = await ownComment(request.params.id, request);
      const result = await media.removeAttachment(
        { commentId: comment.id },
        request.params.attachmentID,
        false,
      );
      threadChanged(comment.projectID, comment.id, viewer.uuid);
      return { result };
    },
  );
  app.post(
    '/comments/:id/attachments/:attachmentID/copy',
    { config: { access: 'user' }, schema: { tags, params: AttachmentParams } },
    async (request, reply) => {
      const viewer = signedIn(request);
      const { comment } = await threads.get(await threads.load(request.params.id, viewer), viewer);
      reply.code(201);
      return {
        result: await media.copyAttachment({ commentId: comment.id }, request.params.attachmentID, viewer),
      };
    },
  );
}
