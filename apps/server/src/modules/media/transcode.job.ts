import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStatus } from '@makerboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { attachments, uploads } from '../../db/schema/index.ts';
import type { UploadRow } from './media.presenter.ts';
import type { MediaRepository } from './media.repository.ts';

export const TRANSCODE_JOB = 'media.transcode';
export const CLEANUP_JOB = 'media.cleanup';
/** Uploads attached nowhere are removed after a day (a person who picked a file and left). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The media jobs (docs/decisions.md "Background jobs"): a video's transcoding (spec/000 §4
 * phases) and the hourly clean-up of uploads attached nowhere. `announce` tells every board and
 * thread showing an upload, and its owner, that it changed (the uploads service's).
 */
export function mediaJobs(
  ctx: AppContext,
  deps: { repo: MediaRepository; announce: (row: UploadRow) => Promise<void> },
) {
  const db = ctx.database.db;
  const { storage } = ctx;
  const { repo, announce } = deps;

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

  /** The clean-up job: uploads attached nowhere for a day go (their section or comment was deleted). */
  async function cleanup() {
    const stale = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          sql`${uploads.updatedAt} < ${new Date(Date.now() - ORPHAN_AGE_MS)}`,
          sql`not exists (select 1 from ${attachments} where ${attachments.uploadId} = ${uploads.id})`,
          // Pins and class images show an upload outside any section (issue 12).
          sql`not exists (select 1 from pins where pins.upload_id = ${uploads.id})`,
          sql`not exists (select 1 from project_pins where project_pins.upload_id = ${uploads.id})`,
          sql`not exists (select 1 from classes where classes.image_upload_id = ${uploads.id})`,
          // Auditorium videos and lobby pictures too (issue 13).
          sql`not exists (select 1 from video_languages where video_languages.upload_id = ${uploads.id})`,
          sql`not exists (select 1 from lobbies where lobbies.image_upload_id = ${uploads.id})`,
        ),
      )
      .limit(500);
    for (const { id } of stale) await repo.dropUploadIfUnattached(id);
  }

  return {
    transcode,
    transcodeFailed,
    cleanup,
    /** Registers the handlers on the app's queue (before its worker starts). */
    register() {
      ctx.jobs.register(TRANSCODE_JOB, (payload, { signal }) => transcode(payload, signal));
      ctx.jobs.onFinalFailure(TRANSCODE_JOB, (payload, error) => transcodeFailed(payload, error));
      ctx.jobs.register(CLEANUP_JOB, async () => {
        await cleanup();
        // Runs again in an hour: one pending clean-up at a time is enough.
        await ctx.jobs.enqueue(CLEANUP_JOB, {}, { delayMs: 60 * 60_000 });
      });
    },
  };
}

/** Makes sure one clean-up is scheduled (at start; a lost one is thus replaced on restart). */
export async function scheduleMediaCleanup(ctx: Pick<AppContext, 'jobs'>): Promise<void> {
  await ctx.jobs.ensureScheduled(CLEANUP_JOB, 10 * 60_000);
}
