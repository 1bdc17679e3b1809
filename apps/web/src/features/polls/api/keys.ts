export const pollKeys = {
  open: ['polls', 'open'] as const,
  mine: (pollId: number) => ['polls', 'mine', pollId] as const,
  summary: (pollId: number) => ['polls', 'summary', pollId] as const,
};
