/**
 * Query keys of the inbox. Every key starts with "c-", the conversation cache key prefix of
 * spec/000 §9 (docs/decisions.md maps the spec's cache onto TanStack Query).
 */
export const inboxKeys = {
  all: ['c-'] as const,
  lists: () => ['c-', 'list'] as const,
  list: (which: 'mine' | 'public') => ['c-', 'list', which] as const,
  unread: () => ['c-', 'unread'] as const,
  targets: () => ['c-', 'one'] as const,
  target: (target: unknown) => ['c-', 'one', target] as const,
  /** Under the conversations' key: whatever refreshes an open conversation refreshes its people. */
  participants: (conversationId: number) => ['c-', 'one', 'users', conversationId] as const,
  messages: (conversationId: number) => ['c-', 'messages', conversationId] as const,
  /** Under the thread's key, so whatever refreshes the thread refreshes its pins. */
  pinned: (conversationId: number) => ['c-', 'messages', conversationId, 'pinned'] as const,
};
