import type { conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** PUT /conversations/{id}/read: the badge goes down by one when the conversation was unread. */
export function markRead(id: number) {
  return call<Api['read']>({ method: 'PUT', path: '/conversations/:id/read' }, { params: { id } });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => markRead(conversationId),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), result.totalUnread);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
