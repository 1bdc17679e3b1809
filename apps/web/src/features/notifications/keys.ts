/** Query keys of the notifications; a module of their own so the shell can use them without the hooks. */
export const notificationKeys = {
  all: (username: string) => ['notifications', username] as const,
  unread: (username: string) => ['notifications', username, 'unread'] as const,
  list: (username: string) => ['notifications', username, 'list'] as const,
};
