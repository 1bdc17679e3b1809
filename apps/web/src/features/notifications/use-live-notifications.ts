import type { ServerMessage } from '@makerboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../../api/notification-keys.ts';
import { useSocket } from '../../realtime/realtime-provider.tsx';

export const isNewNotification = (message: ServerMessage) =>
  message.action === 'new' && message.type === 'notification';
/** The person's notifications changed otherwise: one grouped in place, some read on another screen. */
export const isChangedNotification = (message: ServerMessage) =>
  message.action === 'update' && message.type === 'notification';

/**
 * Follows the signed-in person's notifications on the app socket (spec/001 §4): a new one raises the
 * unread count by one without asking the server, and marks the list stale (an open list refetches).
 * A change that is no new notification (a grouped one updated in place, some read elsewhere) asks
 * for the count and the list again, so the bell and the panel agree. After a reconnect the count is
 * fetched again, since messages may have been missed meanwhile.
 */
export function useLiveNotifications(username: string): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const offMessage = socket.on('message', (message) => {
      if (isChangedNotification(message)) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all(username) });
        return;
      }
      if (!isNewNotification(message)) return;
      const unread = notificationKeys.unread(username);
      // A count still on its way may predate this one: ask again rather than guess.
      if (queryClient.getQueryData(unread) === undefined)
        void queryClient.invalidateQueries({ queryKey: unread });
      else queryClient.setQueryData<number>(unread, (count) => (count ?? 0) + 1);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(username) });
    });
    const offReconnect = socket.on('reconnected', () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(username) });
    });
    return () => {
      offMessage();
      offReconnect();
    };
  }, [socket, queryClient, username]);
}
