import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type Board, type BoardComment, boardKeys, nextOffset } from './types.ts';

export const COMMENTS_PAGE = 10;

interface CommentPage {
  comments: BoardComment[];
  total: number;
  hasMore: boolean;
}

async function commentPage(path: string, offset: number, limit: number): Promise<CommentPage> {
  const page = await api.request<Partial<CommentPage>>(path, { query: { limit, offset } });
  return { comments: page.comments ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
}

/** A board's comments, newest first, 10 at a time with "load more". */
export function useBoardComments(boardId: number) {
  return useInfiniteQuery({
    queryKey: boardKeys.comments(boardId),
    queryFn: ({ pageParam }) => commentPage(`/projects/${boardId}/comments`, pageParam, COMMENTS_PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.comments.length),
  });
}

export function useReplies(commentId: number, enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.replies(commentId),
    queryFn: () => commentPage(`/comments/${commentId}/replies`, 0, 100),
    enabled,
  });
}

export interface NewComment {
  body: string;
  anonymous: boolean;
  parentID?: number | undefined;
}

function useRefresh(boardId: number) {
  const queryClient = useQueryClient();
  return (parentID?: number | null) => {
    void queryClient.invalidateQueries({ queryKey: boardKeys.comments(boardId) });
    if (parentID) void queryClient.invalidateQueries({ queryKey: boardKeys.replies(parentID) });
  };
}

export function useCreateComment(boardId: number) {
  const refresh = useRefresh(boardId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) =>
      api.request<{ comment: BoardComment }>('/comments', {
        method: 'POST',
        body: {
          comment: input.body,
          anonymous: input.anonymous,
          ...(input.parentID ? { parentID: input.parentID } : { projectID: boardId }),
        },
      }),
    onSuccess: (_result, input) => {
      refresh(input.parentID);
      queryClient.setQueryData<Board>(boardKeys.detail(boardId), (board) =>
        board ? { ...board, metadata: { ...board.metadata, comments: board.metadata.comments + 1 } } : board,
      );
    },
  });
}

export function useUpdateComment(boardId: number) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string; parentID: number | null }) =>
      api.request<{ comment: BoardComment }>(`/comments/${id}`, { method: 'PUT', body: { body } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}

export function useDeleteComment(boardId: number) {
  const refresh = useRefresh(boardId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; parentID: number | null }) =>
      api.request(`/comments/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, input) => {
      refresh(input.parentID);
      queryClient.setQueryData<Board>(boardKeys.detail(boardId), (board) =>
        board
          ? { ...board, metadata: { ...board.metadata, comments: Math.max(0, board.metadata.comments - 1) } }
          : board,
      );
    },
  });
}

export function useCommentLike(boardId: number) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean; parentID: number | null }) =>
      api.request<{ liked: boolean; likes: number }>(`/comments/${id}/like`, {
        method: on ? 'POST' : 'DELETE',
      }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}
