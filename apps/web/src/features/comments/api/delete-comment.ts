import type { commentEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import type { CommentThread } from './list-comments.ts';
import { useRefreshThread } from './refresh-thread.ts';

type Api = typeof commentEndpoints;

/** DELETE /comments/{id}. */
export function useDeleteComment(thread: CommentThread) {
  const refresh = useRefreshThread(thread);
  return useMutation({
    mutationFn: ({ id }: { id: number; parentID: number | null }) =>
      call<Api['remove']>({ method: 'DELETE', path: '/comments/:id' }, { params: { id } }),
    onSuccess: (_r, input) => {
      refresh(input.parentID);
      thread.onCountChange?.(-1);
    },
  });
}
