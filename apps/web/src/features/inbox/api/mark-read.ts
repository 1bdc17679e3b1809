import type { conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { notificationKeys } from '../../../api/notification-keys.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** PUT /conversations/{id}/read: the badge goes down by one when the conversation was unread. */
export function markRead(id: number) {
  return call<Api['read']>({ method: 'PUT', path: '/conversations/:id/read' }, { params: { id } });
}

/**
 * Reading a conversation reads its notification too (server side). The bell is asked again here
 * rather than left to the socket's notice: on a fresh page the socket may not be listening yet when
 * the read lands, and the notice would be lost. Every notification query is asked again, whoever's:
 * on a fresh page the thread can read before the session has named its person (a read without a
 * name left the bell one too high: seen in CI).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => markRead(conversationId),
    onSuccess: async (result) => {
      // A count asked for before this read (a new message on the socket asks for it) could answer
      // after it and put the badge back: it is dropped, and the read's own count shown.
      await queryClient.cancelQueries({ queryKey: inboxKeys.unread() });
      queryClient.setQueryData(inboxKeys.unread(), result.totalUnread);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
    },
  });
}
