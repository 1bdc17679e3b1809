/**
 * Query keys of the notifications: here, beside the other keys the shell uses, so that the realtime
 * layer (another tab's badge) can use them without importing the notifications feature.
 */
export const notificationKeys = {
  /** Every notification query of this tab (one person's). */
  root: ['notifications'] as const,
  all: (username: string) => ['notifications', username] as const,
  unread: (username: string) => ['notifications', username, 'unread'] as const,
  list: (username: string) => ['notifications', username, 'list'] as const,
};
