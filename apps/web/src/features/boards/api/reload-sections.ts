import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from './types.ts';

/** Reloads a board's sections, which show their attachments, after those changed. */
export function useReloadSections(boardId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
}
