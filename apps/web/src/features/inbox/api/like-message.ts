import type { messageEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

type MessageApi = typeof messageEndpoints;

/** POST or DELETE /messages/{id}/like. */
export function likeMessage(id: number, like: boolean) {
  return like
    ? call<MessageApi['like']>({ method: 'POST', path: '/messages/:id/like' }, { params: { id } })
    : call<MessageApi['unlike']>({ method: 'DELETE', path: '/messages/:id/like' }, { params: { id } });
}

export function useLikeMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; like: boolean }) => likeMessage(input.id, input.like),
    onSuccess: () => refresh(conversationId),
  });
}
