import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http.ts';
import { tellOtherTabs } from '../../realtime/tab-sync.ts';
import { notificationKeys } from './keys.ts';

/** A notification as the server presents it: title and message already in the reader's language. */
export interface AppNotification {
  key: string;
  title: string;
  message: string;
  deepLink: string;
  read: boolean;
  error: boolean;
  createdAt: string;
}

export interface NotificationPage {
  notifications: AppNotification[];
  total: number;
  hasMore: boolean;
}

/** How many notifications the bell lists (the latest ones). */
export const NOTIFICATION_LIMIT = 20;

export { notificationKeys } from './keys.ts';

const userPath = (username: string) => `/users/${encodeURIComponent(username)}/notifications`;

/** GET /users/{u}/notifications/unread: the unread count (the badge). */
export function useUnreadCount(username: string) {
  return useQuery({
    queryKey: notificationKeys.unread(username),
    queryFn: async ({ signal }) =>
      (await api.request<{ count: number }>(`${userPath(username)}/unread`, { signal })).count,
  });
}

/** GET /users/{u}/notifications: the latest ones, fetched again every time the list is shown. */
export function useNotifications(username: string) {
  return useQuery({
    queryKey: notificationKeys.list(username),
    queryFn: async ({ signal }): Promise<NotificationPage> => {
      const page = await api.request<Partial<NotificationPage>>(userPath(username), {
        query: { limit: NOTIFICATION_LIMIT, offset: 0 },
        signal,
      });
      return {
        notifications: page.notifications ?? [],
        total: page.total ?? 0,
        hasMore: page.hasMore ?? false,
      };
    },
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * PUT /users/notifications/read `{keys}` (all when empty): lowers the badge by what the server
 * marked, in this tab and the browser's others, and shows the listed ones as read.
 */
export function useMarkRead(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      api.request<{ marked: number }>('/users/notifications/read', { method: 'PUT', body: { keys } }),
    onSuccess: ({ marked }, keys) => {
      const count = queryClient.setQueryData<number>(notificationKeys.unread(username), (count) =>
        count === undefined ? count : Math.max(0, count - (marked ?? 0)),
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
