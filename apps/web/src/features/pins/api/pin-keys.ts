/** Query keys of the pins feature. */
export const pinKeys = {
  all: ['pins'] as const,
  pin: (userName: string) => ['pins', 'pin', userName.toLowerCase()] as const,
  held: (userName: string) => ['pins', 'held', userName.toLowerCase()] as const,
  swaps: () => ['pins', 'swaps'] as const,
  code: () => ['pins', 'code'] as const,
  stats: (userName: string) => ['pins', 'stats', userName.toLowerCase()] as const,
};
