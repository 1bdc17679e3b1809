import type { Comment, PublicUser } from '@makerboard/shared';

/** A board as GET /projects… presents it (apps/server projects.presenter.ts). */
export interface Board {
  id: number;
  type: 'project' | 'story' | 'discussion';
  title: string;
  description: string;
  user: PublicUser | null;
  anonymous: boolean;
  primaryCategoryID: number;
  categories: { id: number; slug: string; parentID: number; name: string }[];
  tags: string[];
  coverImageUrl: string | null;
  metadata: { likes: number; subscribers: number; comments: number; posts: number; views: number };
  isPrivate: boolean;
  isHidden: boolean;
  isLocked: boolean;
  isDraft: boolean;
  isEditable: boolean;
  canAddSection: boolean;
  isFeatured: boolean;
  isTemplate: boolean;
  reorder?: boolean;
  maxSections?: number;
  createSection?: boolean;
  caption?: string;
  customPostOrder: boolean;
  completedPostCount: number;
  templateID: number | null;
  year: number | null;
  memberRole: string | null;
  liked: boolean;
  subscribed: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A section (post) as the server presents it: the shared `Section` schema's type. */
export type { Section } from '@makerboard/shared';

/** A comment as the server presents it (the shared contract). */
export type BoardComment = Comment;

/** The list envelope of api.md: `{<items>, total, hasMore}`. */
export interface BoardPage {
  projects: Board[];
  total: number;
  hasMore: boolean;
}

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
