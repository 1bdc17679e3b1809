/** Query keys of follows: the lists of a person and whether one follows them. */
export const followKeys = {
  all: ['follows'] as const,
  list: (username: string, direction: 'following' | 'followers') => ['follows', username, direction] as const,
  isFollowing: (username: string) => ['follows', 'is', username] as const,
};

/** Query keys of a person's coarse location. */
export const locationKeys = {
  of: (username: string) => ['location', username] as const,
};
