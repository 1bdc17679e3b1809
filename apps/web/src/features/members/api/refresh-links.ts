import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '../keys.ts';

/** After a link is added or removed: the board's links are read again. */
export function useRefreshLinks(id: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: memberKeys.links(id) });
}
