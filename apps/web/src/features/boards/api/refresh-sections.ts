import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from './types.ts';

/** After a section changes: the board's sections and the board (its counts) are read again. */
export function useRefreshSections(boardId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
    void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId) });
  };
}
