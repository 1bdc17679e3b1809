import type { conversationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;
/** How many conversations a list shows. */
export const LIST_LIMIT = 50;

/** GET /conversations/public: the public topics. */
export async function listPublicConversations(signal?: AbortSignal) {
  const answer = await call<Api['listPublic']>(
    { method: 'GET', path: '/conversations/public' },
    { query: { limit: LIST_LIMIT, offset: 0 }, signal },
  );
  return asPage('conversations', answer);
}

export function usePublicConversations() {
  return useQuery({
    queryKey: inboxKeys.list('public'),
    queryFn: ({ signal }) => listPublicConversations(signal),
  });
}
