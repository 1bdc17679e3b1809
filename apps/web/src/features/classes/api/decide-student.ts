import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** PUT /teachers/classes/{id}/students/{userName}: approve or decline; DELETE removes. */
export function useDecideStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      userName,
      status,
    }: {
      userName: string;
      status: 'approved' | 'declined' | 'removed';
    }): Promise<unknown> =>
      status === 'removed'
        ? call<Api['removeStudent']>(
            { method: 'DELETE', path: '/teachers/classes/:id/students/:userName' },
            { params: { id, userName } },
          )
        : call<Api['setStatus']>(
            { method: 'PUT', path: '/teachers/classes/:id/students/:userName' },
            { params: { id, userName }, body: { status } },
          ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: classKeys.students(id) });
      void client.invalidateQueries({ queryKey: classKeys.one(id) });
    },
  });
}
