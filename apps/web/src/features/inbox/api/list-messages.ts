import type { conversationEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;
/** How many messages a page of a thread holds. */
export const MESSAGE_PAGE = 20;

/** GET /conversations/{id}/messages: newest first; `before` pages back. */
export async function listMessages(conversationId: number, before: number | undefined, signal?: AbortSignal) {
  const answer = await call<Api['messages']>(
    { method: 'GET', path: '/conversations/:id/messages' },
    { params: { id: conversationId }, query: { limit: MESSAGE_PAGE, before }, signal },
  );
  return asPage('messages', answer);
}

/** A thread's messages, newest first from the server; older pages come with `before`. */
export function useMessages(conversationId: number) {
  return useInfiniteQuery({
    queryKey: inboxKeys.messages(conversationId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, pageParam, signal),
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
  });
}
