import type { PublicUser } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export interface LeaderboardEntry {
  rank: number;
  score: number;
  user: PublicUser;
}

/** GET /users/leaderboard: the top 20 by engagement. */
export function useLeaderboard() {
  return useQuery({
    queryKey: ['leaderboard'],
    queryFn: async () =>
      (await api.request<{ users?: LeaderboardEntry[] }>('/users/leaderboard')).users ?? [],
    staleTime: 60_000,
  });
}
