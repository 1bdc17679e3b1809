import type { classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** PUT /teachers/classes/{id}/answer: a student answers the class question. */
export function useAnswerQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      call<Api['answer']>(
        { method: 'PUT', path: '/teachers/classes/:id/answer' },
        { params: { id }, body: { answer } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
