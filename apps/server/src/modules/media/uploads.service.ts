import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_SEARCH_MIN,
  type FileVariant,
  MAX_IMAGE_BYTES,
  type UploadKind,
} from '@makerboard/shared';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import { canView } from '../projects/projects.policy.ts';
import { findProjectWithRole } from '../projects/projects.repository.ts';
import { cleanName, DETECT_BYTES, type Detected, detect, Rejected } from './detect.ts';
import type { MediaPresenter, UploadRow } from './media.presenter.ts';
import { type MediaRepository, newKey } from './media.repository.ts';
import type { SignedUrls } from './signed-urls.ts';
import { TRANSCODE_JOB } from './transcode.job.ts';

const THUMB_SIZE = 480;

const TOO_LARGE = {
  image: 'IMAGE_TOO_LARGE',
  video: 'VIDEO_TOO_LARGE',
  file: 'FILE_TOO_LARGE',
} as const;

/** A whiteboard's display name: cleaned, ending in .png (what its URL serves). */
function pngName(raw: string | undefined): string {
  const name = cleanName(raw || 'whiteboard');
  return name.toLowerCase().endsWith('.png') ? name : `${name}.png`;
}

/**
 * Uploads: receiving a file, whiteboards, the caller's own uploads and the stored files behind
 * signed URLs (api.md "Sections (posts), comments, media"; spec/000 §3, §5, §9; spec/001 §8).
 * See docs/decisions.md "Media".
 */
export function uploadsService(
  ctx: AppContext,
  deps: { repo: MediaRepository; present: MediaPresenter; urls: SignedUrls },
) {
  const db = ctx.database.db;
  const { storage } = ctx;
  const { repo, present, urls } = deps;
  const limits = ctx.config.mediaLimits;

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
        return { upload: present.upload(row!) };
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
        return { upload: present.upload(row) };
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
      return { upload: present.upload(row!) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  // ---- whiteboards -------------------------------------------------------------------------

  /**
   * A whiteboard is an upload of kind `whiteboard`: the Excalidraw scene (JSON) and a PNG
   * preview that is re-encoded like any image. Saving again replaces both in place (`replacing`:
   * the caller's whiteboard, as the `upload` rule resolved it).
   */
  async function saveWhiteboard(
    ownerId: number,
    scene: Buffer,
    preview: Buffer,
    rawName: string | undefined,
    replacing?: UploadRow,
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
      // Read again: the blob it replaces is the one it has now, after the preview was processed.
      const existing = replacing ? await repo.upload(replacing.id) : undefined;
      if (replacing && !existing) throw new AppError(404, 'NOT_FOUND');
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
        await repo.dropBlobIfUnused(existing.blobKey);
        await announce(row!);
        return { upload: present.upload(row!) };
      }
      const [row] = await db
        .insert(uploads)
        .values({ ...values, storageKey: newKey(), ownerId })
        .returning();
      return { upload: present.upload(row!) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  // ---- announcing a change -----------------------------------------------------------------

  /** Every board and thread where the upload shows hears of its change, and so does its owner. */
  async function announce(row: UploadRow) {
    for (const place of await repo.placesOf(row.id)) {
      if (!place.projectId) continue;
      ctx.events.emit({
        type: 'project',
        action: 'update',
        id: place.projectId,
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

  // ---- reading -----------------------------------------------------------------------------

  /** Whether the viewer may see an upload: their own, or shown on a board they may view. */
  async function mayView(row: UploadRow, viewer: Viewer): Promise<boolean> {
    if (viewer.userId === row.ownerId) return true;
    for (const { projectId } of await repo.placesOf(row.id)) {
      if (projectId === null) continue;
      const board = await findProjectWithRole(db, projectId, viewer.userId);
      if (board && canView(board.row, viewer, board.role)) return true;
    }
    return false;
  }

  /** spec/000 §5: the caller's own uploads by name; a search needs at least 3 characters. */
  async function search(
    viewer: Person,
    q: { query?: string | undefined; kind?: UploadKind | undefined; limit: number; offset: number },
  ) {
    const query = q.query?.trim() ?? '';
    if (query && query.length < ATTACHMENT_SEARCH_MIN)
      throw new AppError(400, 'ATTACHMENT_SEARCH_TOO_SHORT', { min: ATTACHMENT_SEARCH_MIN });
    const conditions = [eq(uploads.ownerId, viewer.userId)];
    if (query) conditions.push(ilike(uploads.name, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.kind) conditions.push(eq(uploads.kind, q.kind));
    const where = and(...conditions);
    return countedPage(
      'uploads',
      q,
      db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(where),
      (total) =>
        db
          .select({ u: uploads, total })
          .from(uploads)
          .where(where)
          .orderBy(desc(uploads.id))
          .limit(q.limit)
          .offset(q.offset),
      (rows) => rows.map((r) => present.upload(r.u)),
    );
  }

  /** A stored file for GET /files/{key}/{variant}: the signature is the permission. */
  async function open(storageKey: string, variant: FileVariant, exp: number, sig: string) {
    if (!urls.verify(storageKey, variant, exp, sig)) throw new AppError(404, 'NOT_FOUND');
    const row = await repo.byStorageKey(storageKey);
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

  return {
    create,
    saveWhiteboard,
    announce,
    /** An upload by id, or a 404 (the `upload` rule's first step). */
    async find(id: number): Promise<UploadRow> {
      const row = await repo.upload(id);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return row;
    },
    mayView,
    /** GET /uploads/{id}: the upload the `upload` rule let the caller see. */
    get: (row: UploadRow) => ({ upload: present.upload(row) }),
    search,
    open,
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
