import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof conversationEndpoints;

/**
 * POST /conversations `{users, message}`: a draft's first message makes the conversation (the
 * private one of a pair is reused).
 */
export function createConversation(users: string[], message: string) {
  return call<Api['create']>({ method: 'POST', path: '/conversations' }, { body: { users, message } });
}
