import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';
import { type Api, asPage, type Conversation, LIST_LIMIT } from './types.ts';

/** GET /conversations/public: the public topics. */
export async function listPublicConversations(signal?: AbortSignal) {
  const answer = await call<Api['listPublic']>(
    { method: 'GET', path: '/conversations/public' },
    { query: { limit: LIST_LIMIT, offset: 0 }, signal },
  );
  return asPage<'conversations', Conversation>('conversations', answer);
}

export function usePublicConversations() {
  return useQuery({
    queryKey: inboxKeys.list('public'),
    queryFn: ({ signal }) => listPublicConversations(signal),
  });
}
