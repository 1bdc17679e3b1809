import { useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../keys.ts';

/** After a change: the lists and the badge, and the thread's messages when one is named. */
export function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (conversationId?: number) => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    if (conversationId) void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(conversationId) });
  };
}
