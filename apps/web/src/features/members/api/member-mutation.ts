import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../boards/index.ts';
import { memberKeys } from '../keys.ts';

/** Membership changes refresh the list and the board (its role and rights may have changed). */
export function useMemberMutation<V, R>(id: number, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.members(id) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) });
    },
  });
}
