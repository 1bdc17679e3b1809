/** Query keys of the judging feature: a fair's teams, floor and results, a judge's boards and scores. */
export const judgingKeys = {
  fair: (fairId: number) => ['judging', fairId] as const,
  teams: (fairId: number) => ['judging', fairId, 'teams'] as const,
  floor: (fairId: number) => ['judging', fairId, 'floor'] as const,
  results: (fairId: number, sort: string, optionIds: readonly number[]) =>
    ['judging', fairId, 'results', sort, optionIds.join(',')] as const,
  boards: (fairId: number) => ['judging', fairId, 'boards'] as const,
  polls: (fairId: number, boardIds: readonly number[]) =>
    ['judging', fairId, 'polls', boardIds.join(',')] as const,
  filter: (fairId: number, boardIds: readonly number[]) =>
    ['judging', fairId, 'filter', boardIds.join(',')] as const,
  scores: (fairId: number) => ['judging', fairId, 'scores'] as const,
};
