import type { notificationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { notificationKeys } from '../../../api/notification-keys.ts';
import { tellOtherTabs } from '../../../realtime/tab-sync.ts';
import type { NotificationPage } from './list-notifications.ts';

type Api = typeof notificationEndpoints;

/** PUT /users/notifications/read `{keys}`: all of the person's when empty. */
export function markRead(keys: string[]) {
  return call<Api['markRead']>({ method: 'PUT', path: '/users/notifications/read' }, { body: { keys } });
}

/**
 * Marks notifications read: lowers the badge by what the server marked, in this tab and the
 * browser's others, and shows the listed ones as read.
 */
export function useMarkRead(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ marked }, keys) => {
      const count = queryClient.setQueryData<number>(notificationKeys.unread(username), (count) =>
        count === undefined ? count : Math.max(0, count - marked),
      );
      // The other tabs of this browser show the same badge (pb-vms).
      if (count !== undefined) tellOtherTabs({ kind: 'unread', username, count });
      queryClient.setQueryData<NotificationPage>(notificationKeys.list(username), (page) =>
        page
          ? {
              ...page,
              notifications: page.notifications.map((n) =>
                keys.length === 0 || keys.includes(n.key) ? { ...n, read: true } : n,
              ),
            }
          : page,
      );
    },
  });
}
