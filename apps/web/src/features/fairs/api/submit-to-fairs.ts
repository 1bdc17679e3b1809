import type { BodyOf, fairEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../../boards/index.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** PUT /projects/{id}/submitToFairs: the answers, district and fair; the board locks. */
export function useSubmitToFairs(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<Api['submit']>) =>
      call<Api['submit']>(
        { method: 'PUT', path: '/projects/:id/submitToFairs' },
        { params: { id: boardId }, body },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fairKeys.eligible(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId) });
    },
  });
}
