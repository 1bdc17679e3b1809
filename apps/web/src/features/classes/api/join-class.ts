import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** POST /teachers/join: asks to join the class a code names. */
export function useJoinClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      call<Api['join']>({ method: 'POST', path: '/teachers/join' }, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.list() }),
  });
}

/** DELETE /teachers/classes/{id}/students/{me}: leaves a class (the teacher's access ends at once). */
export function useLeaveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userName }: { id: number; userName: string }) =>
      call<Api['removeStudent']>(
        { method: 'DELETE', path: '/teachers/classes/:id/students/:userName' },
        { params: { id, userName } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
