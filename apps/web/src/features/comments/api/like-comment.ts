import type { commentEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import type { CommentThread } from './list-comments.ts';
import { useRefreshThread } from './refresh-thread.ts';

type Api = typeof commentEndpoints;

/** POST or DELETE /comments/{id}/like. */
export function useLikeComment(thread: CommentThread) {
  const refresh = useRefreshThread(thread);
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean; parentID: number | null }) =>
      on
        ? call<Api['like']>({ method: 'POST', path: '/comments/:id/like' }, { params: { id } })
        : call<Api['unlike']>({ method: 'DELETE', path: '/comments/:id/like' }, { params: { id } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}
