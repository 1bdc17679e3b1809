import type { mediaEndpoints, UploadView } from '@makerboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../api/endpoint.ts';
import { useSocket } from '../../../realtime/realtime-provider.tsx';
import { mediaKeys } from '../keys.ts';

type Api = typeof mediaEndpoints;

/**
 * A video's phase (spec/000 §4), read at once when the owner's socket says it changed (`{action:
 * "update", type: "upload", id}`) and every 2 s otherwise (others looking at the board hear no
 * such message), until it is ready or failed. `onChange` runs when the phase changes: the screen
 * showing the video reloads what holds it (the sections, the comments), so the player appears as
 * soon as the video is playable.
 */
export function useUploadPhase(upload: UploadView, onChange?: () => void) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const changed = useRef(onChange);
  changed.current = onChange;
  const pending = upload.kind === 'video' && upload.status !== 'ready' && upload.status !== 'failed';
  useEffect(() => {
    if (!socket || !pending) return;
    return socket.on('message', (message) => {
      if (message.type === 'upload' && Number(message.id) === upload.id) {
        void queryClient.invalidateQueries({ queryKey: mediaKeys.upload(upload.id) });
      }
    });
  }, [socket, pending, upload.id, queryClient]);
  return useQuery<UploadView>({
    queryKey: mediaKeys.upload(upload.id),
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
      if (fresh.status !== upload.status) changed.current?.();
      return fresh;
    },
  });
}
