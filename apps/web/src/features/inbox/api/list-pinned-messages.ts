import type { conversationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** GET /conversations/{id}/messages/pinned: the pinned messages, newest first. */
export async function listPinnedMessages(conversationId: number, signal?: AbortSignal) {
  const answer = await call<Api['pinnedMessages']>(
    { method: 'GET', path: '/conversations/:id/messages/pinned' },
    { params: { id: conversationId }, query: { limit: 10 }, signal },
  );
  return asPage('messages', answer);
}

export function usePinnedMessages(conversationId: number) {
  return useQuery({
    queryKey: inboxKeys.pinned(conversationId),
    queryFn: ({ signal }) => listPinnedMessages(conversationId, signal),
  });
}
