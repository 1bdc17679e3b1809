import type { CreateGroupBody, conversationEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** POST /conversations/groups `{topic, users}`: a group chat, which its maker supervises. */
export function createGroup(body: CreateGroupBody) {
  return call<Api['createGroup']>({ method: 'POST', path: '/conversations/groups' }, { body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
  });
}
