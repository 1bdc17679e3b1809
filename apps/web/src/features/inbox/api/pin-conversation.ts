import type { conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** PUT /conversations/{id}/pin `{pinned}`: the caller's own pin, which puts it first in the list. */
export function pinConversation(id: number, pinned: boolean) {
  return call<Api['pin']>(
    { method: 'PUT', path: '/conversations/:id/pin' },
    { params: { id }, body: { pinned } },
  );
}

export function usePinConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) => pinConversation(conversationId, pinned),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
