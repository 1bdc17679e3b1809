import type { pollEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pollKeys } from './keys.ts';

type Api = typeof pollEndpoints;

/** GET /poll/user/option/{pollID}: the viewer's answer, or null. */
export function useMyAnswer(pollId: number, enabled: boolean) {
  return useQuery({
    queryKey: pollKeys.mine(pollId),
    queryFn: ({ signal }) =>
      call<Api['mine']>(
        { method: 'GET', path: '/poll/user/option/:pollID' },
        { params: { pollID: pollId }, signal },
      ),
    select: (r) => r.pollUserOption,
    enabled,
  });
}
