import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type Board, type BoardComment, boardKeys, nextOffset, type Section } from './types.ts';

export const COMMENTS_PAGE = 10;

interface CommentPage {
  comments: BoardComment[];
  total: number;
  hasMore: boolean;
}

/** Whose comments: a board's own, or one of its sections' (`sectionId`). */
export interface CommentThread {
  boardId: number;
  sectionId?: number | undefined;
}

/**
 * The thread's query key. A section's lies under its board's `boardKeys.comments(boardId)`, so the
 * live updates (realtime/live-project.ts), which invalidate that key, refresh open section threads.
 */
export const threadKey = ({ boardId, sectionId }: CommentThread): readonly unknown[] =>
  sectionId === undefined
    ? boardKeys.comments(boardId)
    : [...boardKeys.comments(boardId), 'section', sectionId];

async function commentPage(path: string, offset: number, limit: number): Promise<CommentPage> {
  const page = await api.request<Partial<CommentPage>>(path, { query: { limit, offset } });
  return { comments: page.comments ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
}

/** A thread's comments, newest first, 10 at a time with "load more". */
export function useComments(thread: CommentThread, enabled = true) {
  const path =
    thread.sectionId === undefined
      ? `/projects/${thread.boardId}/comments`
      : `/posts/${thread.sectionId}/comments`;
  return useInfiniteQuery({
    queryKey: threadKey(thread),
    queryFn: ({ pageParam }) => commentPage(path, pageParam, COMMENTS_PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.comments.length),
    enabled,
  });
}

/** A board's own comments. */
export function useBoardComments(boardId: number) {
  return useComments({ boardId });
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
  /** Upload ids (POST /uploads) to attach, in order. */
  attachments?: number[] | undefined;
}

function useRefresh(thread: CommentThread) {
  const queryClient = useQueryClient();
  return (parentID?: number | null) => {
    void queryClient.invalidateQueries({ queryKey: threadKey(thread), exact: true });
    if (parentID) void queryClient.invalidateQueries({ queryKey: boardKeys.replies(parentID) });
  };
}

/** Moves the comment counts by `by`: the board's, and the section's when the thread is one. */
function useCount(thread: CommentThread) {
  const queryClient = useQueryClient();
  return (by: number) => {
    queryClient.setQueryData<Board>(boardKeys.detail(thread.boardId), (board) =>
      board
        ? { ...board, metadata: { ...board.metadata, comments: Math.max(0, board.metadata.comments + by) } }
        : board,
    );
    if (thread.sectionId === undefined) return;
    queryClient.setQueryData<Section[]>(boardKeys.sections(thread.boardId), (list) =>
      list?.map((s) =>
        s.id === thread.sectionId
          ? { ...s, metadata: { ...s.metadata, comments: Math.max(0, s.metadata.comments + by) } }
          : s,
      ),
    );
  };
}

export function useCreateComment(thread: CommentThread) {
  const refresh = useRefresh(thread);
  const count = useCount(thread);
  return useMutation({
    mutationFn: (input: NewComment) =>
      api.request<{ comment: BoardComment }>('/comments', {
        method: 'POST',
        body: {
          comment: input.body,
          anonymous: input.anonymous,
          ...(input.attachments?.length ? { attachments: input.attachments } : {}),
          ...(input.parentID
            ? { parentID: input.parentID }
            : thread.sectionId !== undefined
              ? { postID: thread.sectionId }
              : { projectID: thread.boardId }),
        },
      }),
    onSuccess: (_result, input) => {
      refresh(input.parentID);
      count(1);
    },
  });
}

export function useUpdateComment(thread: CommentThread) {
  const refresh = useRefresh(thread);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string; parentID: number | null }) =>
      api.request<{ comment: BoardComment }>(`/comments/${id}`, { method: 'PUT', body: { body } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}

export function useDeleteComment(thread: CommentThread) {
  const refresh = useRefresh(thread);
  const count = useCount(thread);
  return useMutation({
    mutationFn: ({ id }: { id: number; parentID: number | null }) =>
      api.request(`/comments/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, input) => {
      refresh(input.parentID);
      count(-1);
    },
  });
}

export function useCommentLike(thread: CommentThread) {
  const refresh = useRefresh(thread);
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean; parentID: number | null }) =>
      api.request<{ liked: boolean; likes: number }>(`/comments/${id}/like`, {
        method: on ? 'POST' : 'DELETE',
      }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}
