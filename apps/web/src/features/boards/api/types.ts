import type {
  BoardPage as BoardPageSchema,
  Board as BoardSchema,
  Comment,
  ItemsOf,
} from '@makerboard/shared';
import type { z } from 'zod';

/** A board as the server presents it (the shared `Board` schema of GET /projects… answers). */
export type Board = z.infer<typeof BoardSchema>;

/** A section (post) as the server presents it: the shared `Section` schema's type. */
export type { Section } from '@makerboard/shared';

/** A comment as the server presents it (the shared contract). */
export type BoardComment = Comment;

/** A page of boards as the lists answer it when items are asked for (not count mode). */
export type BoardPage = ItemsOf<z.infer<typeof BoardPageSchema>>;

/** A list answer as a page: limits above 0 never bring the count-mode `{total}`, but it is typed so. */
export const asBoardPage = (page: z.infer<typeof BoardPageSchema>): BoardPage =>
  'projects' in page ? page : { projects: [], total: page.total, hasMore: false };

export const PAGE_SIZE = 12;

/** The next offset of an offset-paged list, or undefined when there is no more. */
export function nextOffset<T extends { hasMore: boolean }>(
  last: T,
  pages: T[],
  count: (page: T) => number,
): number | undefined {
  if (!last.hasMore) return undefined;
  return pages.reduce((sum, page) => sum + count(page), 0);
}

/** Query keys of everything board-related, so mutations can refresh the right lists. */
export const boardKeys = {
  all: ['boards'] as const,
  lists: ['boards', 'list'] as const,
  list: (params: object) => ['boards', 'list', params] as const,
  detail: (id: number) => ['boards', 'detail', id] as const,
  sections: (id: number) => ['boards', 'sections', id] as const,
  comments: (id: number) => ['boards', 'comments', id] as const,
  replies: (commentId: number) => ['boards', 'replies', commentId] as const,
  similar: (id: number) => ['boards', 'similar', id] as const,
  user: (username: string, params: object) => ['boards', 'user', username, params] as const,
};
