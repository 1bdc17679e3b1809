import type { commentEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { commentKeys } from '../keys.ts';

type Api = typeof commentEndpoints;

export const COMMENTS_PAGE = 10;

/**
 * Whose comments: a board's own, or one of its sections' (`sectionId`). `onCountChange` tells the
 * screen showing the thread that a comment was added (+1) or deleted (-1), for the counts it shows.
 */
export interface CommentThread {
  boardId: number;
  sectionId?: number | undefined;
  onCountChange?: ((by: number) => void) | undefined;
}

/** GET /projects/{id}/comments or GET /posts/{id}/comments: a page of a thread, newest first. */
export function listComments(thread: CommentThread, offset: number, limit: number, signal?: AbortSignal) {
  const query = { limit, offset };
  return thread.sectionId === undefined
    ? call<Api['forBoard']>(
        { method: 'GET', path: '/projects/:id/comments' },
        { params: { id: thread.boardId }, query, signal },
      ).then((page) => asPage('comments', page))
    : call<Api['forSection']>(
        { method: 'GET', path: '/posts/:id/comments' },
        { params: { id: thread.sectionId }, query, signal },
      ).then((page) => asPage('comments', page));
}

/** A thread's comments, newest first, 10 at a time with "load more". */
export function useComments(thread: CommentThread, enabled = true) {
  return useInfiniteQuery({
    queryKey: commentKeys.thread(thread),
    queryFn: ({ pageParam }) => listComments(thread, pageParam, COMMENTS_PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.comments.length),
    enabled,
  });
}
