import type { CommentThread } from './api/list-comments.ts';

/**
 * Query keys of comments. They lie under the board's `['boards', …]` keys, as every piece of a board
 * does; a section's thread lies under its board's, so the board's live rules, which refresh
 * `commentKeys.board(boardId)`, refresh open section threads too.
 */
export const commentKeys = {
  board: (boardId: number) => ['boards', 'comments', boardId] as const,
  thread: ({ boardId, sectionId }: CommentThread): readonly unknown[] =>
    sectionId === undefined
      ? commentKeys.board(boardId)
      : [...commentKeys.board(boardId), 'section', sectionId],
  allReplies: ['boards', 'replies'] as const,
  replies: (commentId: number) => ['boards', 'replies', commentId] as const,
};
