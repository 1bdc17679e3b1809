import type { conversationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';
import { getBoardChat } from './get-board-chat.ts';
import { getTopicConversation } from './get-topic-conversation.ts';

type Api = typeof conversationEndpoints;

/** GET /conversations/{id}: one conversation with its latest messages. */
export async function getConversation(id: number, signal?: AbortSignal) {
  return (await call<Api['get']>({ method: 'GET', path: '/conversations/:id' }, { params: { id }, signal }))
    .conversation;
}

/** How the address names a conversation (docs/routes.md): by id, topic or board. */
export type Target =
  | { kind: 'id'; id: number }
  | { kind: 'public' | 'group'; topic: string }
  | { kind: 'project'; projectID: number; chatType: string };

/** One conversation by id, topic or board. */
export function useConversation(target: Target | null) {
  return useQuery({
    queryKey: inboxKeys.target(target),
    enabled: target !== null,
    queryFn: ({ signal }) => {
      const t = target!;
      if (t.kind === 'id') return getConversation(t.id, signal);
      if (t.kind === 'project') return getBoardChat(t.projectID, t.chatType, signal);
      return getTopicConversation(t.kind, t.topic, signal);
    },
  });
}
