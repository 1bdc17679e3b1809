import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** PUT /teachers/classes/{id}/question: the question asked of everyone joining (empty removes it). */
export function useSetQuestion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      call<Api['setQuestion']>(
        { method: 'PUT', path: '/teachers/classes/:id/question' },
        { params: { id }, body: { question } },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: classKeys.one(id) });
      void client.invalidateQueries({ queryKey: classKeys.students(id) });
    },
  });
}
