import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { attachments, comments, posts, uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import type { UploadRow } from './media.presenter.ts';

/** Every variant a blob may hold (`source` is a video's upload until it is transcoded). */
const BLOB_PARTS = ['original', 'thumb', 'poster', 'scene', 'source'];

/** A storage key or a blob key: random, unguessable, URL-safe. */
export const newKey = () => randomBytes(18).toString('base64url');

/** Upload rows and the stored files behind them, without rules (the services hold those). */
export function mediaRepository(db: Tx, storage: Storage) {
  async function upload(id: number): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  }

  async function byStorageKey(storageKey: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
    return row;
  }

  /** Where an upload is shown: each section or comment it is attached to, with its board. */
  async function placesOf(uploadId: number) {
    const rows = await db
      .select({
        postId: attachments.postId,
        commentId: attachments.commentId,
        projectId: sql<number | null>`coalesce(${posts.projectId}, ${comments.projectId})`,
      })
      .from(attachments)
      .leftJoin(posts, eq(posts.id, attachments.postId))
      .leftJoin(comments, eq(comments.id, attachments.commentId))
      .where(eq(attachments.uploadId, uploadId));
    return rows.map((r) => ({ ...r, projectId: r.projectId === null ? null : Number(r.projectId) }));
  }

  /** Deletes a blob's files once no upload uses them (copies share their original's). */
  async function dropBlobIfUnused(blobKey: string) {
    const [other] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.blobKey, blobKey))
      .limit(1);
    if (other) return;
    for (const part of BLOB_PARTS) await storage.delete(`${blobKey}/${part}`);
  }

  /** Removes an upload attached nowhere, and its files when no copy shares them. */
  async function dropUploadIfUnattached(uploadId: number) {
    const removed = await db
      .delete(uploads)
      .where(
        and(
          eq(uploads.id, uploadId),
          sql`not exists (select 1 from ${attachments} where ${attachments.uploadId} = ${uploadId})`,
          sql`not exists (select 1 from pins where pins.upload_id = ${uploadId})`,
          sql`not exists (select 1 from project_pins where project_pins.upload_id = ${uploadId})`,
          sql`not exists (select 1 from classes where classes.image_upload_id = ${uploadId})`,
          sql`not exists (select 1 from video_languages where video_languages.upload_id = ${uploadId})`,
          sql`not exists (select 1 from lobbies where lobbies.image_upload_id = ${uploadId})`,
        ),
      )
      .returning({ blobKey: uploads.blobKey });
    if (removed[0]) await dropBlobIfUnused(removed[0].blobKey);
  }

  return { upload, byStorageKey, placesOf, dropBlobIfUnused, dropUploadIfUnattached };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;
