import type { commentEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import type { CommentThread } from './list-comments.ts';
import { useRefreshThread } from './refresh-thread.ts';

type Api = typeof commentEndpoints;

/** PUT /comments/{id}: the author edits the text. */
export function useUpdateComment(thread: CommentThread) {
  const refresh = useRefreshThread(thread);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string; parentID: number | null }) =>
      call<Api['update']>({ method: 'PUT', path: '/comments/:id' }, { params: { id }, body: { body } }),
    onSuccess: (_r, input) => refresh(input.parentID),
  });
}
