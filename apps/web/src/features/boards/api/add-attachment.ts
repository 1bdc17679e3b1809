import type { mediaEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { uploadFile } from '../../media/index.ts';

type Api = typeof mediaEndpoints;

/** POST /posts/{id}/attachments: one of the caller's uploads, after the section's others. */
export const addAttachment = (sectionId: number, uploadId: number) =>
  call<Api['section']['add']>(
    { method: 'POST', path: '/posts/:id/attachments' },
    { params: { id: sectionId }, body: { uploadID: uploadId } },
  );

/** A file from the computer to a section: uploaded with progress, then attached. */
export async function attachFile(
  sectionId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const upload = await uploadFile(file, onProgress, signal);
  return addAttachment(sectionId, upload.id);
}
