import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../realtime/realtime-provider.tsx';
import { judgingKeys } from './api/keys.ts';

/**
 * Follows a fair's judging while an organiser's screen is open (issue 11 item 6): every score a
 * judge gives refreshes the floor and the results at once, without a reload.
 */
export function useLiveJudging(fairId: number): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !Number.isSafeInteger(fairId) || fairId <= 0) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: judgingKeys.fair(fairId) });
    const offMessage = socket.on('message', (message) => {
      if (message.type === 'judging' && message.id === fairId) refresh();
    });
    const offReconnect = socket.on('reconnected', refresh);
    const unsubscribe = socket.subscribe('judging', fairId);
    return () => {
      offMessage();
      offReconnect();
      unsubscribe();
    };
  }, [socket, queryClient, fairId]);
}
