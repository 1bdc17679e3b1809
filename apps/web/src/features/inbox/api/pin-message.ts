import type { messageEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

type MessageApi = typeof messageEndpoints;

/** POST /messages/{id}/pin `{pinned}`: supervisors, or either side of a private chat. */
export function pinMessage(id: number, pinned: boolean) {
  return call<MessageApi['pin']>(
    { method: 'POST', path: '/messages/:id/pin' },
    { params: { id }, body: { pinned } },
  );
}

export function usePinMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; pinned: boolean }) => pinMessage(input.id, input.pinned),
    onSuccess: () => refresh(conversationId),
  });
}
