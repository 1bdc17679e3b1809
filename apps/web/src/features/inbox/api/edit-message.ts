import type { messageEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

type MessageApi = typeof messageEndpoints;

/** PUT /messages/{id} `{message}`: its author, or a supervisor, edits it. */
export function editMessage(id: number, message: string) {
  return call<MessageApi['edit']>(
    { method: 'PUT', path: '/messages/:id' },
    { params: { id }, body: { message } },
  );
}

export function useEditMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; message: string }) => editMessage(input.id, input.message),
    onSuccess: () => refresh(conversationId),
  });
}
