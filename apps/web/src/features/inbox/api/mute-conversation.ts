import type { conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** PUT /conversations/{id}/notifications `{muted}`: a muted conversation still delivers, but tells nobody. */
export function muteConversation(id: number, muted: boolean) {
  return call<Api['mute']>(
    { method: 'PUT', path: '/conversations/:id/notifications' },
    { params: { id }, body: { muted } },
  );
}

export function useMute(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => muteConversation(conversationId, muted),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), result.totalUnread);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
