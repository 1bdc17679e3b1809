import type { Board } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../keys.ts';
import { bookmarkBoard } from './bookmark-board.ts';
import { likeBoard } from './like-board.ts';

export type BoardReaction = 'like' | 'subscribe';

/**
 * The board after a like/unlike or bookmark/unbookmark (spec/000 §4 counters): the count moves by
 * one, never below 0, and only when the flag actually changes.
 */
export function applyReaction(board: Board, kind: BoardReaction, on: boolean): Board {
  const flag = kind === 'like' ? 'liked' : 'subscribed';
  const counter = kind === 'like' ? 'likes' : 'subscribers';
  if (board[flag] === on) return board;
  const count = Math.max(0, board.metadata[counter] + (on ? 1 : -1));
  return { ...board, [flag]: on, metadata: { ...board.metadata, [counter]: count } };
}

/** The answer of POST/DELETE /projects/{id}/like and …/subscribe (`count` repeats the named counter). */
export type ReactionAnswer = Awaited<ReturnType<typeof likeBoard | typeof bookmarkBoard>>;

export function reactToBoard(id: number, kind: BoardReaction, on: boolean): Promise<ReactionAnswer> {
  return kind === 'like' ? likeBoard(id, on) : bookmarkBoard(id, on);
}

/** The board with the server's answer: its flag and counter are the truth once it answers. */
export function applyAnswer(board: Board, answer: ReactionAnswer): Board {
  if ('liked' in answer)
    return { ...board, liked: answer.liked, metadata: { ...board.metadata, likes: answer.likes } };
  return {
    ...board,
    subscribed: answer.subscribed,
    metadata: { ...board.metadata, subscribers: answer.subscribers },
  };
}

/** Like or bookmark a board: the count changes at once and rolls back if the server refuses. */
export function useBoardReaction(id: number) {
  const queryClient = useQueryClient();
  const key = boardKeys.detail(id);
  return useMutation({
    mutationFn: ({ kind, on }: { kind: BoardReaction; on: boolean }) => reactToBoard(id, kind, on),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board>(key);
      if (previous) queryClient.setQueryData<Board>(key, applyReaction(previous, kind, on));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result, { kind }) => {
      queryClient.setQueryData<Board>(key, (board) => (board ? applyAnswer(board, result) : board));
      if (kind === 'subscribe')
        void queryClient.invalidateQueries({ queryKey: boardKeys.list({ sort: 'bookmarked' }) });
    },
  });
}
