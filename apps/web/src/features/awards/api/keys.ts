export const awardKeys = {
  one: (id: number) => ['awards', 'one', id] as const,
  board: (id: number) => ['awards', 'board', id] as const,
  user: (username: string) => ['awards', 'user', username] as const,
  mine: ['awards', 'permissions'] as const,
  finalists: ['awards', 'finalists'] as const,
};
