import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof conversationEndpoints;

/** GET /conversations/topic/{topic} `type`: a public topic or a group, by its topic. */
export async function getTopicConversation(kind: 'public' | 'group', topic: string, signal?: AbortSignal) {
  return (
    await call<Api['byTopic']>(
      { method: 'GET', path: '/conversations/topic/:topic' },
      { params: { topic }, query: { type: kind }, signal },
    )
  ).conversation;
}
