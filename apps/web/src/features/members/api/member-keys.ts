/** Query keys of a board's members and contributions (under the board's `boards` keys). */
export const memberKeys = {
  members: (id: number) => ['boards', 'members', id] as const,
  contributions: (id: number, offset: number) => ['boards', 'contributions', id, offset] as const,
};
