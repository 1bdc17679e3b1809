import { execFile } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_SEARCH_MIN,
  type AttachmentView,
  MAX_IMAGE_BYTES,
  type UploadKind,
  type UploadStatus,
  type UploadView,
} from '@makerboard/shared';
import { and, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { attachments, comments, posts, uploads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { canView } from '../projects/projects.policy.ts';
import { findProject, memberRole } from '../projects/projects.repository.ts';
import { cleanName, DETECT_BYTES, type Detected, detect, Rejected } from './detect.ts';
import type { Storage } from './storage.ts';

export type UploadRow = typeof uploads.$inferSelect;
type AttachmentRow = typeof attachments.$inferSelect;
export type Variant = 'original' | 'thumb' | 'poster' | 'scene';
export const VARIANTS: readonly Variant[] = ['original', 'thumb', 'poster', 'scene'];

export const TRANSCODE_JOB = 'media.transcode';
export const CLEANUP_JOB = 'media.cleanup';
/** Uploads attached nowhere are removed after a day (a person who picked a file and left). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const THUMB_SIZE = 480;
const DAY_S = 86_400;

const TOO_LARGE = {
  image: 'IMAGE_TOO_LARGE',
  video: 'VIDEO_TOO_LARGE',
  file: 'FILE_TOO_LARGE',
} as const;

const newKey = () => randomBytes(18).toString('base64url');

/** A whiteboard's display name: cleaned, ending in .png (what its URL serves). */
function pngName(raw: string | undefined): string {
  const name = cleanName(raw || 'whiteboard');
  return name.toLowerCase().endsWith('.png') ? name : `${name}.png`;
}

/**
 * Uploads, their files and attachments (api.md "Sections (posts), comments, media";
 * spec/000 §3, §4 video phases, §5, §9; spec/001 §7, §8). See docs/decisions.md "Media".
 */
export function mediaService(ctx: AppContext & { storage: Storage; jobs: JobQueue }) {
  const db = ctx.database.db;
  const { storage } = ctx;
  const limits = ctx.config.mediaLimits;
  const urlKey = createHmac('sha256', ctx.config.jwtSecret).update('media-urls').digest();

  // ---- signed URLs -------------------------------------------------------------------------

  const signature = (storageKey: string, variant: Variant, exp: number) =>
    createHmac('sha256', urlKey).update(`${storageKey}/${variant}:${exp}`).digest('base64url');

  /**
   * A file URL for someone who passed the board's visibility check. It expires at the end of the
   * next UTC day (so it is the same all day long and caches well) and names no user.
   */
  function fileUrl(row: UploadRow, variant: Variant): string {
    const exp = (Math.floor(Date.now() / 1000 / DAY_S) + 2) * DAY_S;
    // `v` changes when the file does (a whiteboard saved again): browsers cache the old URL.
    const version = row.updatedAt.getTime().toString(36);
    return `/api/files/${row.storageKey}/${variant}?exp=${exp}&sig=${signature(row.storageKey, variant, exp)}&v=${version}`;
  }

  function verifyUrl(storageKey: string, variant: Variant, exp: number, sig: string): boolean {
    if (!Number.isSafeInteger(exp) || exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(signature(storageKey, variant, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  function present(row: UploadRow): UploadView {
    const ready = row.status === 'ready';
    return {
      id: row.id,
      storageKey: row.storageKey,
      kind: row.kind as UploadKind,
      status: row.status as UploadStatus,
      error: row.error,
      name: row.name,
      mime: row.mime,
      size: row.size,
      width: row.width,
      height: row.height,
      url: ready ? fileUrl(row, 'original') : null,
      thumbnailUrl: row.hasThumb ? fileUrl(row, 'thumb') : null,
      posterUrl: row.hasPoster ? fileUrl(row, 'poster') : null,
      sceneUrl: row.hasScene ? fileUrl(row, 'scene') : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  // ---- receiving a file --------------------------------------------------------------------

  /**
   * Streams a part to a temporary file, deciding its kind from its first bytes and stopping as
   * soon as it passes the limit for that kind (413 with the spec's message).
   */
  async function receive(
    stream: Readable,
    rawName: string | undefined,
  ): Promise<{ file: string; dir: string; size: number; detected: Detected; name: string }> {
    const name = cleanName(rawName);
    const dir = await mkdtemp(path.join(ctx.config.dataDir, 'tmp', 'upload-'));
    const file = path.join(dir, 'data');
    let size = 0;
    let head: Buffer[] = [];
    let headSize = 0;
    let detected: Detected | undefined;
    let limit = Math.max(limits.file, limits.image, limits.video);
    const decide = async (sample: Buffer) => {
      detected = await detect(sample, name);
      limit = limits[detected.kind];
    };
    const check = () => {
      if (size > limit) throw new Rejected(413, TOO_LARGE[detected?.kind ?? 'file']);
    };
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        const step = async () => {
          if (!detected) {
            head.push(chunk);
            headSize += chunk.length;
            if (headSize >= DETECT_BYTES) {
              await decide(Buffer.concat(head));
              head = [];
            }
          }
          check();
        };
        step().then(() => callback(null, chunk), callback);
      },
      flush(callback) {
        const step = async () => {
          if (!detected) {
            if (size === 0) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
            await decide(Buffer.concat(head));
          }
          check();
        };
        step().then(() => callback(), callback);
      },
    });
    try {
      await pipeline(stream, meter, createWriteStream(file));
      if ((stream as Readable & { truncated?: boolean }).truncated) {
        throw new Rejected(413, TOO_LARGE[detected?.kind ?? 'file']);
      }
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      // Whatever is left of the request body is not read: the connection closes after the answer.
      stream.resume();
      if (error instanceof Rejected) throw new AppError(error.status, error.key);
      throw error;
    }
    const finalName = renameTo(name, detected!);
    return { file, dir, size, detected: detected!, name: finalName };
  }

  /** The display name gets the extension of what the file really is. */
  function renameTo(name: string, detected: Detected): string {
    if (detected.kind === 'file') return name;
    const dot = name.lastIndexOf('.');
    const base = dot > 0 ? name.slice(0, dot) : name;
    return `${base}.${detected.ext}`;
  }

  /**
   * Images are decoded and encoded again: EXIF, GPS and every other metadata block are dropped,
   * the picture is turned upright from its EXIF orientation first, and a thumbnail is made.
   */
  async function processImage(source: string, dir: string, detected: Detected) {
    const out = path.join(dir, 'image');
    const thumb = path.join(dir, 'thumb');
    try {
      const animated = detected.ext === 'gif';
      let pipelineImage = sharp(source, { animated, limitInputPixels: 100_000_000 });
      if (!animated) pipelineImage = pipelineImage.autoOrient();
      pipelineImage =
        detected.ext === 'jpg'
          ? pipelineImage.jpeg({ quality: 88, mozjpeg: true })
          : detected.ext === 'png'
            ? pipelineImage.png({ compressionLevel: 9 })
            : pipelineImage.gif();
      const info = await pipelineImage.toFile(out);
      await sharp(source, { limitInputPixels: 100_000_000 })
        .autoOrient()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toFile(thumb);
      const { size } = await stat(out);
      return {
        out,
        thumb,
        width: info.width,
        height: animated ? (info.pageHeight ?? info.height) : info.height,
        size,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(415, 'UNSUPPORTED_IMAGE_TYPE');
    }
  }

  async function create(ownerId: number, stream: Readable, rawName: string | undefined) {
    await mkdir(path.join(ctx.config.dataDir, 'tmp'), { recursive: true });
    const received = await receive(stream, rawName);
    const { detected, dir } = received;
    const blobKey = newKey();
    try {
      if (detected.kind === 'image') {
        const image = await processImage(received.file, dir, detected);
        await storage.putFile(`${blobKey}/original`, image.out, detected.mime);
        await storage.putFile(`${blobKey}/thumb`, image.thumb, 'image/jpeg');
        const [row] = await db
          .insert(uploads)
          .values({
            storageKey: newKey(),
            blobKey,
            ownerId,
            kind: 'image',
            status: 'ready',
            name: received.name,
            mime: detected.mime,
            size: image.size,
            width: image.width,
            height: image.height,
            hasThumb: true,
          })
          .returning();
        return { upload: present(row!) };
      }
      if (detected.kind === 'video') {
        await storage.putFile(`${blobKey}/source`, received.file, detected.mime);
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(uploads)
            .values({
              storageKey: newKey(),
              blobKey,
              ownerId,
              kind: 'video',
              status: 'waiting',
              name: received.name,
              mime: 'video/mp4',
              size: received.size,
            })
            .returning();
          await ctx.jobs.enqueue(TRANSCODE_JOB, { uploadId: created!.id }, { maxAttempts: 2 }, tx);
          return created!;
        });
        ctx.jobs.poke();
        return { upload: present(row) };
      }
      await storage.putFile(`${blobKey}/original`, received.file, detected.mime);
      const [row] = await db
        .insert(uploads)
        .values({
          storageKey: newKey(),
          blobKey,
          ownerId,
          kind: 'file',
          status: 'ready',
          name: received.name,
          mime: detected.mime,
          size: received.size,
        })
        .returning();
      return { upload: present(row!) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  // ---- whiteboards -------------------------------------------------------------------------

  /**
   * A whiteboard is an upload of kind `whiteboard`: the Excalidraw scene (JSON) and a PNG
   * preview that is re-encoded like any image. Saving again replaces both in place.
   */
  async function saveWhiteboard(
    ownerId: number,
    scene: Buffer,
    preview: Buffer,
    rawName: string | undefined,
    existingId?: number,
  ) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(scene.toString('utf8'));
    } catch {
      throw new AppError(400, 'WHITEBOARD_INVALID');
    }
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { elements?: unknown }).elements))
      throw new AppError(400, 'WHITEBOARD_INVALID');
    if (preview.length > MAX_IMAGE_BYTES) throw new AppError(413, 'IMAGE_TOO_LARGE');
    await mkdir(path.join(ctx.config.dataDir, 'tmp'), { recursive: true });
    const dir = await mkdtemp(path.join(ctx.config.dataDir, 'tmp', 'whiteboard-'));
    try {
      const detected = await detect(preview.subarray(0, DETECT_BYTES), 'preview.png').catch(() => null);
      if (detected?.ext !== 'png') throw new AppError(415, 'UNSUPPORTED_IMAGE_TYPE');
      const previewFile = path.join(dir, 'preview');
      const sceneFile = path.join(dir, 'scene');
      await pipeline(
        (async function* () {
          yield preview;
        })(),
        createWriteStream(previewFile),
      );
      // The scene is stored as we parsed it: plain JSON, nothing else.
      await pipeline(
        (async function* () {
          yield Buffer.from(JSON.stringify(parsed));
        })(),
        createWriteStream(sceneFile),
      );
      const image = await processImage(previewFile, dir, detected);
      let existing: UploadRow | undefined;
      if (existingId) {
        [existing] = await db.select().from(uploads).where(eq(uploads.id, existingId));
        if (existing?.kind !== 'whiteboard') throw new AppError(404, 'NOT_FOUND');
        if (existing.ownerId !== ownerId) throw new AppError(403, 'FORBIDDEN');
      }
      // A new blob on every save: a copy made earlier keeps the old drawing.
      const blobKey = newKey();
      await storage.putFile(`${blobKey}/original`, image.out, 'image/png');
      await storage.putFile(`${blobKey}/thumb`, image.thumb, 'image/jpeg');
      await storage.putFile(`${blobKey}/scene`, sceneFile, 'application/json');
      const values = {
        blobKey,
        kind: 'whiteboard',
        status: 'ready',
        name: pngName(rawName),
        mime: 'image/png',
        size: image.size,
        width: image.width,
        height: image.height,
        hasThumb: true,
        hasScene: true,
        updatedAt: new Date(),
      };
      if (existing) {
        const [row] = await db.update(uploads).set(values).where(eq(uploads.id, existing.id)).returning();
        await dropBlobIfUnused(existing.blobKey);
        await announce(row!);
        return { upload: present(row!) };
      }
      const [row] = await db
        .insert(uploads)
        .values({ ...values, storageKey: newKey(), ownerId })
        .returning();
      return { upload: present(row!) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  // ---- video transcoding (a job) -----------------------------------------------------------

  const run = (file: string, args: string[], signal: AbortSignal, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      execFile(
        file,
        args,
        { signal, timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error) {
            const tail = String(stderr).trim().split('\n').slice(-3).join(' ');
            reject(new Error(`${path.basename(file)} failed: ${tail || error.message}`));
          } else resolve(String(stderr));
        },
      );
    });

  /** Every board and thread where the upload shows hears of its change, and so does its owner. */
  async function announce(row: UploadRow) {
    const places = await db
      .select({
        postId: attachments.postId,
        commentId: attachments.commentId,
        postProject: posts.projectId,
        commentProject: comments.projectId,
      })
      .from(attachments)
      .leftJoin(posts, eq(posts.id, attachments.postId))
      .leftJoin(comments, eq(comments.id, attachments.commentId))
      .where(eq(attachments.uploadId, row.id));
    for (const place of places) {
      const projectId = place.postProject ?? place.commentProject;
      if (!projectId) continue;
      ctx.events.emit({
        type: 'project',
        action: 'update',
        id: projectId,
        childType: place.postId ? 'post' : 'comment',
        childTypeID: (place.postId ?? place.commentId)!,
      });
    }
    const [owner] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, row.ownerId));
    ctx.events.emit({
      type: 'user',
      action: 'update',
      id: row.ownerId,
      uuid: owner?.uuid,
      childType: 'upload',
      childTypeID: row.id,
    });
  }

  async function setPhase(id: number, status: UploadStatus, patch: Partial<UploadRow> = {}) {
    const [row] = await db
      .update(uploads)
      .set({ status, updatedAt: new Date(), ...patch })
      .where(eq(uploads.id, id))
      .returning();
    if (row) await announce(row);
    return row;
  }

  /**
   * spec/000 §4: waiting → processing (probing the file) → preparing (fetching it for ffmpeg) →
   * transcoding (H.264/AAC MP4 with faststart, and a poster JPEG) → ready; or failed with a
   * reason. A rerun (after a crash) starts again from processing; a ready video is left alone.
   */
  async function transcode(payload: Record<string, unknown>, signal: AbortSignal) {
    const id = Number(payload.uploadId);
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    if (!row || row.status === 'ready' || row.kind !== 'video') return;
    await setPhase(id, 'processing', { error: null });
    await mkdir(path.join(ctx.config.dataDir, 'tmp'), { recursive: true });
    const dir = await mkdtemp(path.join(ctx.config.dataDir, 'tmp', 'transcode-'));
    try {
      await setPhase(id, 'preparing');
      const source = path.join(dir, 'source');
      await storage.download(`${row.blobKey}/source`, source);
      await setPhase(id, 'transcoding');
      const output = path.join(dir, 'out.mp4');
      const poster = path.join(dir, 'poster.jpg');
      const ffmpeg = ctx.config.ffmpegPath;
      await run(
        ffmpeg,
        [
          '-hide_banner',
          '-nostdin',
          '-y',
          '-i',
          source,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          // Even dimensions for yuv420p, at most 1280 wide.
          '-vf',
          "scale='min(1280,iw)':-2",
          '-c:a',
          'aac',
          '-b:a',
          '128k',
          '-movflags',
          '+faststart',
          output,
        ],
        signal,
        60 * 60_000,
      );
      await run(
        ffmpeg,
        ['-hide_banner', '-nostdin', '-y', '-i', output, '-frames:v', '1', '-q:v', '3', poster],
        signal,
        5 * 60_000,
      );
      const meta = await sharp(poster).metadata();
      await storage.putFile(`${row.blobKey}/original`, output, 'video/mp4');
      await storage.putFile(`${row.blobKey}/poster`, poster, 'image/jpeg');
      const { size } = await stat(output);
      await setPhase(id, 'ready', {
        size,
        width: meta.width ?? null,
        height: meta.height ?? null,
        hasPoster: true,
        mime: 'video/mp4',
      });
      await storage.delete(`${row.blobKey}/source`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function transcodeFailed(payload: Record<string, unknown>, error: string) {
    await setPhase(Number(payload.uploadId), 'failed', {
      error: `This video could not be converted: ${error}`.slice(0, 500),
    });
  }

  // ---- removal -----------------------------------------------------------------------------

  async function dropBlobIfUnused(blobKey: string) {
    const [other] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.blobKey, blobKey))
      .limit(1);
    if (other) return;
    for (const variant of ['original', 'thumb', 'poster', 'scene', 'source'])
      await storage.delete(`${blobKey}/${variant}`);
  }

  /** Removes an upload attached nowhere, and its files when no copy shares them. */
  async function dropUploadIfUnattached(uploadId: number) {
    const removed = await db
      .delete(uploads)
      .where(
        and(
          eq(uploads.id, uploadId),
          sql`not exists (select 1 from ${attachments} where ${attachments.uploadId} = ${uploadId})`,
        ),
      )
      .returning({ blobKey: uploads.blobKey });
    if (removed[0]) await dropBlobIfUnused(removed[0].blobKey);
  }

  /** The clean-up job: uploads attached nowhere for a day go (their section or comment was deleted). */
  async function cleanup() {
    const stale = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          sql`${uploads.updatedAt} < ${new Date(Date.now() - ORPHAN_AGE_MS)}`,
          sql`not exists (select 1 from ${attachments} where ${attachments.uploadId} = ${uploads.id})`,
        ),
      )
      .limit(500);
    for (const { id } of stale) await dropUploadIfUnattached(id);
  }

  // ---- reading -----------------------------------------------------------------------------

  /** Whether the viewer may see an upload: their own, or shown on a board they may view. */
  async function mayView(row: UploadRow, viewer: Viewer): Promise<boolean> {
    if (viewer.userId === row.ownerId) return true;
    const places = await db
      .select({ projectId: sql<number>`coalesce(${posts.projectId}, ${comments.projectId})` })
      .from(attachments)
      .leftJoin(posts, eq(posts.id, attachments.postId))
      .leftJoin(comments, eq(comments.id, attachments.commentId))
      .where(eq(attachments.uploadId, row.id));
    for (const { projectId } of places) {
      const board = await findProject(db, Number(projectId));
      if (board && canView(board, viewer, await memberRole(db, board.id, viewer.userId))) return true;
    }
    return false;
  }

  async function get(id: number, viewer: Viewer) {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    if (!row || !(await mayView(row, viewer))) throw new AppError(404, 'NOT_FOUND');
    return { upload: present(row) };
  }

  /** spec/000 §5: the caller's own uploads by name; a search needs at least 3 characters. */
  async function search(
    viewer: Viewer & { userId: number },
    q: { query?: string | undefined; kind?: UploadKind | undefined; limit: number; offset: number },
  ) {
    const query = q.query?.trim() ?? '';
    if (query && query.length < ATTACHMENT_SEARCH_MIN)
      throw new AppError(400, 'ATTACHMENT_SEARCH_TOO_SHORT', { min: ATTACHMENT_SEARCH_MIN });
    const conditions = [eq(uploads.ownerId, viewer.userId)];
    if (query) conditions.push(ilike(uploads.name, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.kind) conditions.push(eq(uploads.kind, q.kind));
    const where = and(...conditions);
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(where);
    if (q.limit === 0 && q.offset === 0) return { total: Number(n) };
    const rows = await db
      .select()
      .from(uploads)
      .where(where)
      .orderBy(desc(uploads.id))
      .limit(q.limit)
      .offset(q.offset);
    return { uploads: rows.map(present), total: Number(n), hasMore: q.offset + rows.length < Number(n) };
  }

  /** A stored file for GET /files/{key}/{variant}: the signature is the permission. */
  async function open(storageKey: string, variant: Variant, exp: number, sig: string) {
    if (!verifyUrl(storageKey, variant, exp, sig)) throw new AppError(404, 'NOT_FOUND');
    const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const available =
      variant === 'original'
        ? row.status === 'ready'
        : variant === 'thumb'
          ? row.hasThumb
          : variant === 'poster'
            ? row.hasPoster
            : row.hasScene;
    if (!available) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  // ---- attachments -------------------------------------------------------------------------

  type Target = { postId: number } | { commentId: number };
  const targetColumn = (target: Target) =>
    'postId' in target ? eq(attachments.postId, target.postId) : eq(attachments.commentId, target.commentId);

  function presentAttachment(row: AttachmentRow, upload: UploadRow): AttachmentView {
    return {
      id: row.id,
      ...(row.postId ? { postID: row.postId } : { commentID: row.commentId! }),
      priority: row.priority,
      locked: row.locked,
      upload: present(upload),
    };
  }

  /** The attachments of many sections or comments at once, in order. */
  async function listFor(kind: 'post' | 'comment', ids: number[]): Promise<Map<number, AttachmentView[]>> {
    const result = new Map<number, AttachmentView[]>();
    if (ids.length === 0) return result;
    const column = kind === 'post' ? attachments.postId : attachments.commentId;
    const rows = await db
      .select({ attachment: attachments, upload: uploads })
      .from(attachments)
      .innerJoin(uploads, eq(uploads.id, attachments.uploadId))
      .where(and(inArray(column, ids), isNotNull(column)))
      .orderBy(attachments.priority, attachments.id);
    for (const { attachment, upload } of rows) {
      const key = (kind === 'post' ? attachment.postId : attachment.commentId)!;
      const list = result.get(key) ?? [];
      list.push(presentAttachment(attachment, upload));
      result.set(key, list);
    }
    return result;
  }

  /** Locks the section or comment row: its attachment count cannot race. */
  async function lockTarget(tx: Tx, target: Target) {
    if ('postId' in target) {
      const [row] = await tx
        .select({ n: posts.attachmentsCount })
        .from(posts)
        .where(eq(posts.id, target.postId))
        .for('update');
      if (!row) throw new AppError(404, 'NOT_FOUND');
    } else {
      const [row] = await tx
        .select({ n: comments.attachmentsCount })
        .from(comments)
        .where(eq(comments.id, target.commentId))
        .for('update');
      if (!row) throw new AppError(404, 'NOT_FOUND');
    }
  }

  /** Sets the stored counter to the exact number of attachments (same transaction). */
  async function recount(tx: Tx, target: Target) {
    const count = sql<number>`(select count(*)::int from ${attachments} where ${targetColumn(target)})`;
    if ('postId' in target)
      await tx.update(posts).set({ attachmentsCount: count }).where(eq(posts.id, target.postId));
    else await tx.update(comments).set({ attachmentsCount: count }).where(eq(comments.id, target.commentId));
  }

  /**
   * Attaches the owner's uploads to a section or comment, after the ones it has, within the
   * per-item limit (spec/001 §8 "You have reached the maximum number of attachments.").
   */
  async function attach(
    tx: Tx,
    target: Target,
    uploadIds: number[],
    ownerId: number,
    limit: number,
    locked = false,
  ): Promise<AttachmentRow[]> {
    const wanted = [...new Set(uploadIds)];
    if (wanted.length === 0) return [];
    await lockTarget(tx, target);
    const owned = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, wanted), eq(uploads.ownerId, ownerId)));
    if (owned.length !== wanted.length) throw new AppError(404, 'NOT_FOUND');
    const [{ n, top } = { n: 0, top: -1 }] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        top: sql<number>`coalesce(max(${attachments.priority}), -1)::int`,
      })
      .from(attachments)
      .where(targetColumn(target));
    if (Number(n) + wanted.length > limit) throw new AppError(400, 'MAX_ATTACHMENTS');
    const rows = await tx
      .insert(attachments)
      .values(
        wanted.map((uploadId, index) => ({
          uploadId,
          ...('postId' in target ? { postId: target.postId } : { commentId: target.commentId }),
          priority: Number(top) + 1 + index,
          locked,
        })),
      )
      .returning();
    await recount(tx, target);
    return rows;
  }

  async function findAttachment(target: Target, attachmentId: number) {
    const [row] = await db
      .select({ attachment: attachments, upload: uploads })
      .from(attachments)
      .innerJoin(uploads, eq(uploads.id, attachments.uploadId))
      .where(and(eq(attachments.id, attachmentId), targetColumn(target)));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  /** PUT …/attachments/{id}: moves it to a position (the others close ranks) and/or (un)locks it. */
  async function updateAttachment(
    target: Target,
    attachmentId: number,
    input: { priority?: number | undefined; locked?: boolean | undefined },
    mayLock: boolean,
  ) {
    const { attachment } = await findAttachment(target, attachmentId);
    if (input.locked !== undefined && !mayLock) throw new AppError(403, 'FORBIDDEN');
    if (attachment.locked && !mayLock) throw new AppError(403, 'ATTACHMENT_LOCKED');
    await db.transaction(async (tx) => {
      await lockTarget(tx, target);
      if (input.priority !== undefined) {
        const siblings = await tx
          .select({ id: attachments.id })
          .from(attachments)
          .where(targetColumn(target))
          .orderBy(attachments.priority, attachments.id);
        const order = siblings.map((s) => s.id).filter((x) => x !== attachmentId);
        order.splice(Math.min(input.priority, order.length), 0, attachmentId);
        for (const [index, id] of order.entries())
          await tx.update(attachments).set({ priority: index }).where(eq(attachments.id, id));
      }
      if (input.locked !== undefined)
        await tx.update(attachments).set({ locked: input.locked }).where(eq(attachments.id, attachmentId));
    });
    const fresh = await findAttachment(target, attachmentId);
    return { attachment: presentAttachment(fresh.attachment, fresh.upload) };
  }

  async function removeAttachment(target: Target, attachmentId: number, mayLock: boolean) {
    const { attachment } = await findAttachment(target, attachmentId);
    if (attachment.locked && !mayLock) throw new AppError(403, 'ATTACHMENT_LOCKED');
    await db.transaction(async (tx) => {
      await lockTarget(tx, target);
      await tx.delete(attachments).where(eq(attachments.id, attachmentId));
      await recount(tx, target);
    });
    await dropUploadIfUnattached(attachment.uploadId);
    return { deleted: true, id: attachmentId };
  }

  /**
   * POST …/attachments/{id}/copy: a new upload of the caller's that shares the stored files
   * (no bytes are copied); its storageKey (and id) can be attached elsewhere.
   */
  async function copyAttachment(target: Target, attachmentId: number, viewer: Viewer & { userId: number }) {
    const { upload } = await findAttachment(target, attachmentId);
    const [row] = await db
      .insert(uploads)
      .values({
        ...upload,
        id: undefined,
        storageKey: newKey(),
        ownerId: viewer.userId,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    return { storageKey: row!.storageKey, upload: present(row!) };
  }

  /** Replaces a comment's attachments with the given uploads, in that order. */
  async function replaceCommentAttachments(
    commentId: number,
    uploadIds: number[],
    ownerId: number,
    limit: number,
  ) {
    const wanted = [...new Set(uploadIds)];
    if (wanted.length > limit) throw new AppError(400, 'MAX_ATTACHMENTS');
    const dropped = await db.transaction(async (tx) => {
      await lockTarget(tx, { commentId });
      const current = await tx.select().from(attachments).where(eq(attachments.commentId, commentId));
      const gone = current.filter((a) => !wanted.includes(a.uploadId));
      if (gone.length)
        await tx.delete(attachments).where(
          inArray(
            attachments.id,
            gone.map((a) => a.id),
          ),
        );
      const kept = new Set(current.map((a) => a.uploadId));
      await attach(
        tx,
        { commentId },
        wanted.filter((u) => !kept.has(u)),
        ownerId,
        limit,
      );
      for (const [index, uploadId] of wanted.entries())
        await tx
          .update(attachments)
          .set({ priority: index })
          .where(and(eq(attachments.commentId, commentId), eq(attachments.uploadId, uploadId)));
      await recount(tx, { commentId });
      return gone.map((a) => a.uploadId);
    });
    for (const uploadId of dropped) await dropUploadIfUnattached(uploadId);
  }

  return {
    present,
    create,
    saveWhiteboard,
    transcode,
    transcodeFailed,
    cleanup,
    get,
    search,
    open,
    listFor,
    attach,
    updateAttachment,
    removeAttachment,
    copyAttachment,
    replaceCommentAttachments,
    fileUrl,
  };
}
export type MediaService = ReturnType<typeof mediaService>;
