import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** POST /teachers/classes/{id}/code (a new code, the old one stops) or DELETE (disabled). */
export function useClassCode(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'reset' | 'disable'): Promise<{ code: string | null }> =>
      action === 'reset'
        ? call<Api['resetCode']>({ method: 'POST', path: '/teachers/classes/:id/code' }, { params: { id } })
        : call<Api['disableCode']>(
            { method: 'DELETE', path: '/teachers/classes/:id/code' },
            { params: { id } },
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.one(id) }),
  });
}
