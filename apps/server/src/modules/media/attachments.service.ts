import { type AttachmentView, POST_ATTACHMENT_LIMIT, type UpdateAttachmentBody } from '@makerboard/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { attachments, comments, posts, uploads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Person } from '../../lib/viewer.ts';
import type { AttachmentRow, MediaPresenter } from './media.presenter.ts';
import { type MediaRepository, newKey } from './media.repository.ts';

/** Where attachments sit: a section or a comment. */
export type Target = { postId: number } | { commentId: number };

/**
 * A section or comment whose attachments the caller may change, as the attachment rules resolved
 * it (media.access.ts).
 */
export interface AttachmentPlace {
  target: Target;
  /** Its board, whose live channel hears of the change. */
  projectId: number;
  /** Whether the caller may (un)lock attachments (a section's board editors and staff). */
  mayLock: boolean;
}

/**
 * Attachments of sections and comments (spec/001 §7 Posts and Comments, §8 limits): their order,
 * locks, copies and removal, and the lists the sections and comments show.
 */
export function attachmentsService(
  ctx: AppContext,
  deps: { repo: MediaRepository; present: MediaPresenter },
) {
  const db = ctx.database.db;
  const { repo, present } = deps;

  const targetColumn = (target: Target) =>
    'postId' in target ? eq(attachments.postId, target.postId) : eq(attachments.commentId, target.commentId);

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
      list.push(present.attachment(attachment, upload));
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
    return { attachment: present.attachment(fresh.attachment, fresh.upload) };
  }

  async function removeAttachment(target: Target, attachmentId: number, mayLock: boolean) {
    const { attachment } = await findAttachment(target, attachmentId);
    if (attachment.locked && !mayLock) throw new AppError(403, 'ATTACHMENT_LOCKED');
    await db.transaction(async (tx) => {
      await lockTarget(tx, target);
      await tx.delete(attachments).where(eq(attachments.id, attachmentId));
      await recount(tx, target);
    });
    await repo.dropUploadIfUnattached(attachment.uploadId);
    return { deleted: true as const, id: attachmentId };
  }

  /**
   * POST …/attachments/{id}/copy: a new upload of the caller's that shares the stored files
   * (no bytes are copied); its storageKey (and id) can be attached elsewhere.
   */
  async function copyAttachment(target: Target, attachmentId: number, viewer: Person) {
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
    return { storageKey: row!.storageKey, upload: present.upload(row!) };
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
    for (const uploadId of dropped) await repo.dropUploadIfUnattached(uploadId);
  }

  /** The section's or comment's board hears that its attachments changed (with who did it). */
  const changed = (place: AttachmentPlace, person: Person) =>
    ctx.events.emit({
      type: 'project',
      action: 'update',
      id: place.projectId,
      ...('postId' in place.target
        ? { childType: 'post', childTypeID: place.target.postId }
        : { childType: 'comment', childTypeID: place.target.commentId }),
      uuid: person.uuid,
    });

  const listOf = async (target: Target) =>
    'postId' in target
      ? ((await listFor('post', [target.postId])).get(target.postId) ?? [])
      : ((await listFor('comment', [target.commentId])).get(target.commentId) ?? []);

  return {
    listFor,
    attach,
    replaceCommentAttachments,

    /** POST …/attachments: one of the caller's uploads, after the others; locked only by who may lock. */
    async add(place: AttachmentPlace, uploadId: number, person: Person, locked = false) {
      if (locked && !place.mayLock) throw new AppError(403, 'FORBIDDEN');
      const [row] = await db.transaction((tx) =>
        attach(tx, place.target, [uploadId], person.userId, POST_ATTACHMENT_LIMIT, locked),
      );
      changed(place, person);
      const list = await listOf(place.target);
      return { attachment: list.find((a) => a.id === row!.id)!, attachments: list };
    },

    /** PUT …/attachments/{id}. */
    async update(place: AttachmentPlace, attachmentId: number, input: UpdateAttachmentBody, person: Person) {
      const result = await updateAttachment(place.target, attachmentId, input, place.mayLock);
      changed(place, person);
      return result;
    },

    /** DELETE …/attachments/{id}. */
    async remove(place: AttachmentPlace, attachmentId: number, person: Person) {
      const result = await removeAttachment(place.target, attachmentId, place.mayLock);
      changed(place, person);
      return result;
    },

    copy: copyAttachment,
  };
}
export type AttachmentsService = ReturnType<typeof attachmentsService>;
