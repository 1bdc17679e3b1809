import type { awardEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** POST /award/{id}/project/{projectID}: gives an award to a board. */
export function useGiveAward(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (awardId: number) =>
      call<Api['give']>(
        { method: 'POST', path: '/award/:id/project/:projectID' },
        { params: { id: awardId, projectID: boardId } },
      ),
    onSuccess: (r) => {
      queryClient.setQueryData(awardKeys.board(boardId), { awards: r.project.awards });
      void queryClient.invalidateQueries({ queryKey: awardKeys.finalists });
    },
  });
}
