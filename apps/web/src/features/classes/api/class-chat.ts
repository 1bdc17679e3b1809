import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** POST /teachers/classes/{id}/chat: the class group chat (made on first use). */
export function useClassChat(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call<Api['chat']>({ method: 'POST', path: '/teachers/classes/:id/chat' }, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.one(id) }),
  });
}
