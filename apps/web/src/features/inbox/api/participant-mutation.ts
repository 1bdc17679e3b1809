import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../keys.ts';

/** A change to a conversation's people refreshes it, its people and the lists. */
export function useParticipantMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.targets() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
