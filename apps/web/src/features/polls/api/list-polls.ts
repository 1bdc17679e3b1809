import type { pollEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pollKeys } from './keys.ts';

type Api = typeof pollEndpoints;

/** GET /poll: the open community polls, newest first. */
export function useOpenPolls(limit = 3) {
  return useQuery({
    queryKey: pollKeys.open,
    queryFn: async ({ signal }) => {
      const r = await call<Api['list']>(
        { method: 'GET', path: '/poll' },
        { query: { limit, offset: 0 }, signal },
      );
      return 'polls' in r ? r.polls : [];
    },
  });
}
