import type { pollEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pollKeys } from './keys.ts';

type Api = typeof pollEndpoints;

/** POST /poll/user/option: one answer per person and poll; answering again changes it. */
export function useAnswerPoll(pollId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionID: number) =>
      call<Api['answer']>(
        { method: 'POST', path: '/poll/user/option' },
        { body: { pollID: pollId, optionID } },
      ),
    onSuccess: (r) => {
      queryClient.setQueryData(pollKeys.mine(pollId), r);
      void queryClient.invalidateQueries({ queryKey: pollKeys.summary(pollId) });
    },
  });
}
