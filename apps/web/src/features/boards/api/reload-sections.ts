import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../keys.ts';

/** Reloads a board's sections, which show their attachments, after those changed. */
export function useReloadSections(boardId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
}

/** After a section is added, changed or deleted: its board's sections, and the board (its counts). */
export function useRefreshSections(boardId: number) {
  const queryClient = useQueryClient();
  const reload = useReloadSections(boardId);
  return () => {
    void reload();
    void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId) });
  };
}
