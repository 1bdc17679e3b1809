import type { commentEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { commentKeys } from '../keys.ts';

type Api = typeof commentEndpoints;

/** GET /comments/{id}/replies: a comment's replies (one level deep), up to 100. */
export function useReplies(commentId: number, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.replies(commentId),
    queryFn: () =>
      call<Api['replies']>(
        { method: 'GET', path: '/comments/:id/replies' },
        { params: { id: commentId }, query: { limit: 100, offset: 0 } },
      ).then((page) => asPage('comments', page)),
    enabled,
  });
}
