import type { fairEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** PUT /projects/{id}/unsubmit: a coordinator sends the board back to its entrants with a message. */
export function useUnsubmitBoard(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, message }: { boardId: number; message: string }) =>
      call<Api['unsubmit']>(
        { method: 'PUT', path: '/projects/:id/unsubmit' },
        { params: { id: boardId }, body: { fairID: fairId, message } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fairKeys.submissions(fairId) }),
  });
}
