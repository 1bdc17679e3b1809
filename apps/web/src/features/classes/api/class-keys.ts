/** Query keys of the classes feature. */
export const classKeys = {
  all: ['classes'] as const,
  list: () => ['classes', 'list'] as const,
  one: (id: number) => ['classes', id] as const,
  students: (id: number) => ['classes', id, 'students'] as const,
  review: (id: number) => ['classes', id, 'review'] as const,
  boards: (id: number, userName: string) => ['classes', id, 'boards', userName] as const,
  question: (id: number) => ['classes', id, 'question'] as const,
};
