import type { conversationEndpoints } from '@makerboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;
/** How many conversations a list shows. */
export const LIST_LIMIT = 50;

/**
 * GET /conversations?public=false: the private list (private, group and board conversations),
 * optionally searched by a person's name or a topic (`query`).
 */
export async function listConversations(search: string, signal?: AbortSignal) {
  const answer = await call<Api['list']>(
    { method: 'GET', path: '/conversations' },
    { query: { limit: LIST_LIMIT, offset: 0, public: 'false', query: search || undefined }, signal },
  );
  return asPage('conversations', answer);
}

export function useConversations(search = '') {
  const query = search.trim();
  return useQuery({
    queryKey: query ? [...inboxKeys.list('mine'), query] : inboxKeys.list('mine'),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => listConversations(query, signal),
  });
}
