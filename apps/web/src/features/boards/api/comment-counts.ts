import type { Board, Section } from '@makerboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { boardKeys } from '../keys.ts';

/**
 * Moves a board's cached comment count by `by` after a comment was added or deleted, and the
 * section's too when the comment is on one, so the counts shown change without a reload; then reads
 * them again. The live message of the same comment may already have refreshed the board with the
 * new count (a slow answer to the POST): the read puts the server's number back, never one too many.
 */
export function useCommentCounts(boardId: number) {
  const queryClient = useQueryClient();
  // Stable across renders (the memoised sections and comments take it as a prop).
  return useCallback(
    (by: number, sectionId?: number) => {
      queryClient.setQueryData<Board>(boardKeys.detail(boardId), (board) =>
        board
          ? { ...board, metadata: { ...board.metadata, comments: Math.max(0, board.metadata.comments + by) } }
          : board,
      );
      void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId), exact: true });
      if (sectionId === undefined) return;
      queryClient.setQueryData<Section[]>(boardKeys.sections(boardId), (list) =>
        list?.map((s) =>
          s.id === sectionId
            ? { ...s, metadata: { ...s.metadata, comments: Math.max(0, s.metadata.comments + by) } }
            : s,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId), exact: true });
    },
    [queryClient, boardId],
  );
}
