import type { conversationEndpoints, ItemsOf, messageEndpoints, ResultOf } from '@makerboard/shared';

/** The inbox speaks the shared contract's types; `import type` keeps zod out of the bundle. */
export type {
  Conversation,
  ConversationKind,
  ConversationThread,
  ConversationUser,
  Message,
} from '@makerboard/shared';

export type Api = typeof conversationEndpoints;
export type MessageApi = typeof messageEndpoints;

/** A page of conversations, or of messages, as a list answers when asked for items. */
export type ConversationList = ItemsOf<ResultOf<Api['list']>>;
export type MessagePage = ItemsOf<ResultOf<Api['messages']>>;

/** How many conversations a list shows, and messages a page of a thread holds. */
export const LIST_LIMIT = 50;
export const MESSAGE_PAGE = 20;

type Page<K extends string, T> = { [P in K]: T[] } & { total: number; hasMore: boolean };

/** Pages are asked for with a limit above 0, so the answer is never the count-mode `{total}`. */
export function asPage<K extends string, T>(key: K, answer: Page<K, T> | { total: number }): Page<K, T> {
  return key in answer
    ? (answer as Page<K, T>)
    : ({ [key]: [], total: answer.total, hasMore: false } as unknown as Page<K, T>);
}
