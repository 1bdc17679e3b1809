/** Query keys of search and the leaderboard. */
export const searchKeys = {
  results: (q: string, type: string) => ['search', q, type] as const,
  leaderboard: ['leaderboard'] as const,
};
