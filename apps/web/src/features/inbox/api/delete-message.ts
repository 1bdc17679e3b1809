import type { messageEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

type MessageApi = typeof messageEndpoints;

/** DELETE /messages/{id}: it stays in the thread as a deleted message. */
export function deleteMessage(id: number) {
  return call<MessageApi['remove']>({ method: 'DELETE', path: '/messages/:id' }, { params: { id } });
}

export function useDeleteMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(id),
    onSuccess: () => refresh(conversationId),
  });
}
