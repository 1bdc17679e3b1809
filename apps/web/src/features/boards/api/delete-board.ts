import type { boardEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

/** DELETE /projects/{id}: the owner's (or an admin's). */
export function useDeleteBoard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<Api['remove']>({ method: 'DELETE', path: '/projects/:id' }, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: boardKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
