import { useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '../keys.ts';
import type { CommentThread } from './list-comments.ts';

/** After a change: the thread is read again, and the replies of `parentID` when it was a reply. */
export function useRefreshThread(thread: CommentThread) {
  const queryClient = useQueryClient();
  return (parentID?: number | null) => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.thread(thread), exact: true });
    if (parentID) void queryClient.invalidateQueries({ queryKey: commentKeys.replies(parentID) });
  };
}
