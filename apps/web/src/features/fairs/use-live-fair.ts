import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../realtime/realtime-provider.tsx';
import { fairKeys } from './api/keys.ts';

/**
 * Follows a fair's review lists while the review screen is open (issue 10 item 4): a card approved,
 * declined, sent back or submitted by anyone moves at once in every reviewer's open page.
 */
export function useLiveFair(fairId: number): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !Number.isSafeInteger(fairId) || fairId <= 0) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: fairKeys.submissions(fairId) });
    const offMessage = socket.on('message', (message) => {
      if (message.type === 'fair' && message.id === fairId) refresh();
    });
    const offReconnect = socket.on('reconnected', refresh);
    const unsubscribe = socket.subscribe('fair', fairId);
    return () => {
      offMessage();
      offReconnect();
      unsubscribe();
    };
  }, [socket, queryClient, fairId]);
}
