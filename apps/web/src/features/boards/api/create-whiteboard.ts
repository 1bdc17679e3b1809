import type { mediaEndpoints } from '@makerboard/shared';
import { uploadForm } from '../../../api/upload.ts';
import { addAttachment } from './add-attachment.ts';

type Api = typeof mediaEndpoints;

/** A whiteboard as the server takes it: its scene (Excalidraw JSON), a PNG preview and a name. */
export interface WhiteboardDrawing {
  scene: string;
  preview: Blob;
  name: string;
}

export function whiteboardForm(drawing: WhiteboardDrawing): FormData {
  const form = new FormData();
  form.append('name', drawing.name);
  form.append('scene', new Blob([drawing.scene], { type: 'application/json' }), 'scene.json');
  form.append('preview', drawing.preview, 'preview.png');
  return form;
}

/** POST /uploads/whiteboards, then attached to the section it was drawn in. */
export async function createWhiteboard(sectionId: number, drawing: WhiteboardDrawing) {
  const { upload } = await uploadForm<Api['createWhiteboard']>(
    { method: 'POST', path: '/uploads/whiteboards' },
    whiteboardForm(drawing),
  );
  return addAttachment(sectionId, upload.id);
}
