/**
 * Query keys of everything board-related, so mutations and the live rules (live/live-project.ts)
 * refresh the right lists. A board's members, links and contributions are shown by the members
 * feature, which keys them here, under the board, so the board's live rules reach them; its comments
 * are keyed by the comments feature (`commentKeys`), the same way.
 */
export const boardKeys = {
  all: ['boards'] as const,
  lists: ['boards', 'list'] as const,
  list: (params: object) => ['boards', 'list', params] as const,
  detail: (id: number) => ['boards', 'detail', id] as const,
  sections: (id: number) => ['boards', 'sections', id] as const,
  similar: (id: number) => ['boards', 'similar', id] as const,
  /** The sections of a board matching the words searched inside it. */
  search: (id: number, words: string) => ['boards', 'search', id, words] as const,
  templates: ['boards', 'templates'] as const,
  feed: ['boards', 'feed'] as const,
  users: ['boards', 'user'] as const,
  user: (username: string, params: object) => ['boards', 'user', username, params] as const,
  members: (id: number) => ['boards', 'members', id] as const,
  links: (id: number) => ['boards', 'links', id] as const,
  /** Every page of a board's contributions list. */
  contributions: (id: number) => ['boards', 'contributions', id] as const,
};
