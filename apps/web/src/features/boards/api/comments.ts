import type { commentEndpoints, ItemsOf, ResultOf } from '@makerboard/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { type Board, boardKeys, nextOffset, type Section } from './types.ts';

export const COMMENTS_PAGE = 10;

type Api = typeof commentEndpoints;
/** A page of comments as GET /projects/{id}/comments and the others answer it (not count mode). */
type CommentPage = ItemsOf<ResultOf<Api['forBoard']>>;

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

/** Pages are asked for with a limit above 0, so the answer is never the count-mode `{total}`. */
const asPage = (page: ResultOf<Api['forBoard']>): CommentPage =>
  'comments' in page ? page : { comments: [], total: page.total, hasMore: false };

function commentPage(thread: CommentThread, offset: number, limit: number) {
  const query = { limit, offset };
  return thread.sectionId === undefined
    ? call<Api['forBoard']>(
        { method: 'GET', path: '/projects/:id/comments' },
        { params: { id: thread.boardId }, query },
      ).then(asPage)
    : call<Api['forSection']>(
        { method: 'GET', path: '/posts/:id/comments' },
        { params: { id: thread.sectionId }, query },
      ).then(asPage);
}

/** A thread's comments, newest first, 10 at a time with "load more". */
export function useComments(thread: CommentThread, enabled = true) {
  return useInfiniteQuery({
    queryKey: threadKey(thread),
    queryFn: ({ pageParam }) => commentPage(thread, pageParam, COMMENTS_PAGE),
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
    queryFn: () =>
      call<Api['replies']>(
        { method: 'GET', path: '/comments/:id/replies' },
        { params: { id: commentId }, query: { limit: 100, offset: 0 } },
      ).then(asPage),
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
      call<Api['create']>(
        { method: 'POST', path: '/comments' },
        {
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
        },
      ),
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
      call<Api['update']>({ method: 'PUT', path: '/comments/:id' }, { params: { id }, body: { body } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}

export function useDeleteComment(thread: CommentThread) {
  const refresh = useRefresh(thread);
  const count = useCount(thread);
  return useMutation({
    mutationFn: ({ id }: { id: number; parentID: number | null }) =>
      call<Api['remove']>({ method: 'DELETE', path: '/comments/:id' }, { params: { id } }),
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
      on
        ? call<Api['like']>({ method: 'POST', path: '/comments/:id/like' }, { params: { id } })
        : call<Api['unlike']>({ method: 'DELETE', path: '/comments/:id/like' }, { params: { id } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}
