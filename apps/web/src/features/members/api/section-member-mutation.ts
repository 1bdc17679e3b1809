import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../boards/index.ts';
import { memberKeys } from '../keys.ts';

/**
 * A section membership changed: its members and the caller's own membership are read again, and
 * the board's sections too (a member with an editing role may now edit that section).
 */
export function useSectionMemberMutation<V, R>(
  boardId: number,
  postId: number,
  run: (vars: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.section(boardId, postId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
    },
  });
}
