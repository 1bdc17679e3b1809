import type { AttachmentView, UploadView } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http.ts';
import { uploadForm } from '../../../api/upload.ts';
import { useSocket } from '../../../realtime/realtime-provider.tsx';
import { boardKeys } from './types.ts';

/** POST /uploads with progress, then POST /posts/{id}/attachments (api.md "media"). */
export async function attachFile(
  sectionId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { upload } = await uploadForm<{ upload: UploadView }>('/uploads', form, { onProgress, signal });
  return api.request<{ attachment: AttachmentView }>(`/posts/${sectionId}/attachments`, {
    method: 'POST',
    body: { uploadID: upload.id },
  });
}

/** POST /uploads alone (a comment's files go with the comment: its `attachments`). */
export async function uploadFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await uploadForm<{ upload: UploadView }>('/uploads', form, { onProgress })).upload;
}

/** Saves a whiteboard (scene JSON + PNG preview): new, or in place when `uploadId` is given. */
export async function saveWhiteboard(input: {
  sectionId: number;
  uploadId?: number | undefined;
  scene: string;
  preview: Blob;
  name: string;
}) {
  const form = new FormData();
  form.append('name', input.name);
  form.append('scene', new Blob([input.scene], { type: 'application/json' }), 'scene.json');
  form.append('preview', input.preview, 'preview.png');
  if (input.uploadId) {
    return uploadForm<{ upload: UploadView }>(`/uploads/${input.uploadId}/whiteboard`, form, {
      method: 'PUT',
    });
  }
  const { upload } = await uploadForm<{ upload: UploadView }>('/uploads/whiteboards', form);
  return api.request<{ attachment: AttachmentView }>(`/posts/${input.sectionId}/attachments`, {
    method: 'POST',
    body: { uploadID: upload.id },
  });
}

export function useAttachmentActions(boardId: number, sectionId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
  const remove = useMutation({
    mutationFn: (attachmentId: number) =>
      api.request(`/posts/${sectionId}/attachments/${attachmentId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ attachmentId, to }: { attachmentId: number; to: number }) =>
      api.request(`/posts/${sectionId}/attachments/${attachmentId}`, {
        method: 'PUT',
        body: { priority: to },
      }),
    onSuccess: refresh,
  });
  return { remove, move, refresh };
}

/**
 * A video's phase (spec/000 §4), read at once when the owner's socket says it changed (`{action:
 * "update", type: "upload", id}`) and every 2 s otherwise (others looking at the board hear no
 * such message), until it is ready or failed; the section list reloads when it changes, so the
 * player appears as soon as the video is playable.
 */
export function useUploadPhase(boardId: number, upload: UploadView) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const pending = upload.kind === 'video' && upload.status !== 'ready' && upload.status !== 'failed';
  useEffect(() => {
    if (!socket || !pending) return;
    return socket.on('message', (message) => {
      if (message.type === 'upload' && Number(message.id) === upload.id) {
        void queryClient.invalidateQueries({ queryKey: ['upload', upload.id] });
      }
    });
  }, [socket, pending, upload.id, queryClient]);
  return useQuery<UploadView>({
    queryKey: ['upload', upload.id],
    enabled: pending,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : 2000;
    },
    queryFn: async ({ signal }) => {
      const { upload: fresh } = await api.request<{ upload: UploadView }>(`/uploads/${upload.id}`, {
        signal,
      });
      if (fresh.status !== upload.status)
        void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
      return fresh;
    },
  });
}
