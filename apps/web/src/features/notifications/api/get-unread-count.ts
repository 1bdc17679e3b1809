import type { notificationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { notificationKeys } from '../../../api/notification-keys.ts';

type Api = typeof notificationEndpoints;

/** GET /users/{u}/notifications/unread: the unread count (the badge). */
export async function getUnreadCount(username: string, signal?: AbortSignal): Promise<number> {
  const { count } = await call<Api['unread']>(
    { method: 'GET', path: '/users/:username/notifications/unread' },
    { params: { username }, signal },
  );
  return count;
}

export function useUnreadCount(username: string) {
  return useQuery({
    queryKey: notificationKeys.unread(username),
    queryFn: ({ signal }) => getUnreadCount(username, signal),
  });
}
