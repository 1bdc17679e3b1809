import type { conversationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** GET /conversations/unread → {total}: the header badge. */
export async function getUnread(signal?: AbortSignal) {
  return (await call<Api['unread']>({ method: 'GET', path: '/conversations/unread' }, { signal })).total;
}

export function useUnreadConversations(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread(),
    enabled,
    queryFn: ({ signal }) => getUnread(signal),
  });
}
