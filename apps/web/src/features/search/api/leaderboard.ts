import type { socialEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { searchKeys } from '../keys.ts';

type Api = typeof socialEndpoints;

/** GET /users/leaderboard: the top 20 by engagement. */
export function useLeaderboard() {
  return useQuery({
    queryKey: searchKeys.leaderboard,
    queryFn: async () =>
      (await call<Api['leaderboard']>({ method: 'GET', path: '/users/leaderboard' })).users,
    staleTime: 60_000,
  });
}
