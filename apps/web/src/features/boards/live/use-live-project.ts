import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../components/notify.ts';
import { useSocket } from '../../../realtime/realtime-provider.tsx';
import { applyProjectMessage, refreshBoard } from './live-project.ts';
import { boardDeletedText } from './notices.ts';

/**
 * Follows board `projectId` while the calling view is mounted: live messages refresh its cached
 * data (spec/001 §4), a reconnect reads it again, a deletion shows a notice.
 */
export function useLiveProject(projectId: number): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !Number.isSafeInteger(projectId) || projectId <= 0) return;
    const offMessage = socket.on('message', (message) => {
      if (applyProjectMessage(queryClient, projectId, message) === 'deleted')
        void notify({ message: boardDeletedText(), color: 'red' });
    });
    const offReconnect = socket.on('reconnected', () => refreshBoard(queryClient, projectId));
    const unsubscribe = socket.subscribe('project', projectId);
    return () => {
      offMessage();
      offReconnect();
      unsubscribe();
    };
  }, [socket, queryClient, projectId]);
}
