/** Query keys of the fairs feature, so mutations and live messages refresh the right lists. */
export const fairKeys = {
  all: ['fairs'] as const,
  list: ['fairs', 'list'] as const,
  detail: (id: number) => ['fairs', 'detail', id] as const,
  staff: (id: number) => ['fairs', 'staff', id] as const,
  eligible: (boardId: number) => ['fairs', 'eligible', boardId] as const,
  submissions: (fairId: number) => ['fairs', 'submissions', fairId] as const,
  submissionList: (fairId: number, filter: string, query: string) =>
    ['fairs', 'submissions', fairId, 'list', filter, query] as const,
  submissionCount: (fairId: number, filter: string) =>
    ['fairs', 'submissions', fairId, 'count', filter] as const,
  declineReasons: ['fairs', 'declineReasons'] as const,
};
