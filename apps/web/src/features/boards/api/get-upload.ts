import type { mediaEndpoints, UploadView } from '@makerboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../api/endpoint.ts';
import { useSocket } from '../../../realtime/realtime-provider.tsx';
import { boardKeys } from './types.ts';

type Api = typeof mediaEndpoints;

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
      const { upload: fresh } = await call<Api['get']>(
        { method: 'GET', path: '/uploads/:id' },
        { params: { id: upload.id }, signal },
      );
      if (fresh.status !== upload.status)
        void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
      return fresh;
    },
  });
}
