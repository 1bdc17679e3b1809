import type { ClassReviewBody, classEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** GET /teachers/classes/{id}/review: sections waiting in Ready for Review. */
export const useClassReview = (id: number) =>
  useQuery({
    queryKey: classKeys.review(id),
    queryFn: ({ signal }) =>
      call<Api['review']>(
        { method: 'GET', path: '/teachers/classes/:id/review' },
        { params: { id }, signal },
      ),
  });

/** PUT /teachers/classes/{id}/review/{postID}: Completed, or back to Draft with a comment. */
export function useDecideSection(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postID, ...body }: ClassReviewBody & { postID: number }) =>
      call<Api['decide']>(
        { method: 'PUT', path: '/teachers/classes/:id/review/:postID' },
        { params: { id, postID }, body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.review(id) }),
  });
}
