import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';
import { type Api, asPage, MESSAGE_PAGE, type Message } from './types.ts';

/** GET /conversations/{id}/messages: newest first; `before` pages back. */
export async function listMessages(conversationId: number, before: number | undefined, signal?: AbortSignal) {
  const answer = await call<Api['messages']>(
    { method: 'GET', path: '/conversations/:id/messages' },
    { params: { id: conversationId }, query: { limit: MESSAGE_PAGE, before }, signal },
  );
  return asPage<'messages', Message>('messages', answer);
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
