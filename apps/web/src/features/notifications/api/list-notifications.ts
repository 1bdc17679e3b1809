import type { ItemsOf, Notification, notificationEndpoints, ResultOf } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { notificationKeys } from '../../../api/notification-keys.ts';
import { asPage } from '../../../api/page.ts';

type Api = typeof notificationEndpoints;

/** A notification as the server presents it: title and message already in the reader's language. */
export type AppNotification = Notification;
/** A page of notifications (the list is never asked for in count mode here). */
export type NotificationPage = ItemsOf<ResultOf<Api['list']>>;

/** How many notifications the bell lists (the latest ones). */
export const NOTIFICATION_LIMIT = 20;

/** GET /users/{u}/notifications: the latest ones. */
export async function listNotifications(username: string, signal?: AbortSignal): Promise<NotificationPage> {
  const page = await call<Api['list']>(
    { method: 'GET', path: '/users/:username/notifications' },
    { params: { username }, query: { limit: NOTIFICATION_LIMIT, offset: 0 }, signal },
  );
  return asPage('notifications', page);
}

/** The latest notifications, fetched again every time the list is shown. */
export function useNotifications(username: string) {
  return useQuery({
    queryKey: notificationKeys.list(username),
    queryFn: ({ signal }) => listNotifications(username, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
