import type { mediaEndpoints } from '@makerboard/shared';
import { uploadForm } from '../../../api/upload.ts';

type Api = typeof mediaEndpoints;

/**
 * POST /uploads with progress: the upload alone (a comment's files go with the comment, as its
 * `attachments`; a section's are attached next, add-attachment.ts).
 */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { upload } = await uploadForm<Api['upload']>({ method: 'POST', path: '/uploads' }, form, {
    onProgress,
    signal,
  });
  return upload;
}
