import type { conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { idempotencyKeyOf, notToRetry, retryLostAnswers } from '../../../api/idempotency.ts';
import { inboxKeys } from '../keys.ts';
import { createConversation } from './create-conversation.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

type Api = typeof conversationEndpoints;

/** POST /conversations/{id}/messages `{message}`. */
export async function sendMessage(conversationId: number, message: string, idempotencyKey?: string) {
  return (
    await call<Api['send']>(
      { method: 'POST', path: '/conversations/:id/messages' },
      {
        params: { id: conversationId },
        body: { message },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      },
    )
  ).message;
}

/** Sends a message, or for a draft (no conversation yet) makes the conversation with it. */
export function useSendMessage() {
  const refresh = useRefreshInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { conversationId: number | null; users: string[]; message: string }) => {
      if (input.conversationId) {
        const message = await sendMessage(input.conversationId, input.message, idempotencyKeyOf(input));
        return { conversationId: input.conversationId, message };
      }
      const r = await createConversation(input.users, input.message).catch((error: unknown) => {
        throw notToRetry(error);
      });
      return { conversationId: r.conversation.id, message: r.messages[0] };
    },
    // A message whose answer was lost is sent again with its key: sent once (api/idempotency.ts).
    // (A first message that makes its conversation has no key: it is not retried.)
    ...retryLostAnswers,
    onSuccess: ({ conversationId }, input) => {
      refresh(conversationId);
      if (!input.conversationId) void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
