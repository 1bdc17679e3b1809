import type { mediaEndpoints } from '@makerboard/shared';
import { uploadForm } from '../../../api/upload.ts';
import { createWhiteboard, type WhiteboardDrawing, whiteboardForm } from './create-whiteboard.ts';

type Api = typeof mediaEndpoints;

/**
 * Saves a whiteboard: in place with PUT /uploads/{id}/whiteboard when `uploadId` is given (it is
 * already attached), else as a new one attached to the section.
 */
export async function saveWhiteboard(
  input: WhiteboardDrawing & { sectionId: number; uploadId?: number | undefined },
) {
  if (!input.uploadId) return createWhiteboard(input.sectionId, input);
  return uploadForm<Api['saveWhiteboard']>(
    { method: 'PUT', path: '/uploads/:id/whiteboard' },
    whiteboardForm(input),
    { params: { id: input.uploadId } },
  );
}
