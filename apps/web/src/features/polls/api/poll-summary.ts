import type { pollEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pollKeys } from './keys.ts';

type Api = typeof pollEndpoints;

/** GET /poll/user/options/{pollID}: how many chose each option. */
export function usePollSummary(pollId: number, enabled: boolean) {
  return useQuery({
    queryKey: pollKeys.summary(pollId),
    queryFn: ({ signal }) =>
      call<Api['summary']>(
        { method: 'GET', path: '/poll/user/options/:pollID' },
        { params: { pollID: pollId }, signal },
      ),
    enabled,
  });
}
