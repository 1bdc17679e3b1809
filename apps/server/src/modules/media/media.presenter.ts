import type { AttachmentView, UploadKind, UploadStatus, UploadView } from '@makerboard/shared';
import type { attachments, uploads } from '../../db/schema/index.ts';
import type { SignedUrls } from './signed-urls.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** Rows → the API's `Upload` and `Attachment` (packages/shared/src/api/media.ts), with signed URLs. */
export function mediaPresenter(urls: SignedUrls) {
  function upload(row: UploadRow): UploadView {
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
      url: ready ? urls.fileUrl(row, 'original') : null,
      thumbnailUrl: row.hasThumb ? urls.fileUrl(row, 'thumb') : null,
      posterUrl: row.hasPoster ? urls.fileUrl(row, 'poster') : null,
      sceneUrl: row.hasScene ? urls.fileUrl(row, 'scene') : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function attachment(row: AttachmentRow, of: UploadRow): AttachmentView {
    return {
      id: row.id,
      ...(row.postId ? { postID: row.postId } : { commentID: row.commentId! }),
      priority: row.priority,
      locked: row.locked,
      upload: upload(of),
    };
  }

  return { upload, attachment };
}
export type MediaPresenter = ReturnType<typeof mediaPresenter>;
