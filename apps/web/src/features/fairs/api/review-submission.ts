import type { BodyOf, submissionEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof submissionEndpoints;

/** PUT /projects/{id}/review: approve (4) or decline (2, with a reason); the card moves tabs. */
export function useReviewSubmission(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, ...body }: BodyOf<Api['review']> & { boardId: number }) =>
      call<Api['review']>({ method: 'PUT', path: '/projects/:id/review' }, { params: { id: boardId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fairKeys.submissions(fairId) }),
  });
}
