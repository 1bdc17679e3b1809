/** Query keys of the lobbies feature (the 2d pages and their clickable areas). */
export const lobbyKeys = {
  all: ['lobbies'] as const,
  list: () => ['lobbies', 'list'] as const,
  byPath: (path: string) => ['lobbies', 'path', path] as const,
  one: (id: number) => ['lobbies', 'one', id] as const,
};
