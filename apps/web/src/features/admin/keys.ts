/** Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: 'open' | 'closed') => ['admin', 'reports', status] as const,
  people: (query: string) => ['admin', 'people', query] as const,
  user: (userName: string) => ['admin', 'user', userName.toLowerCase()] as const,
  maintenance: ['admin', 'maintenance'] as const,
  online: () => ['admin', 'online'] as const,
  /** With private categories; no language: every language's. */
  categories: (language?: string) =>
    (language ? ['admin', 'categories', language] : ['admin', 'categories']) as readonly string[],
  pageViews: (days: number) => ['admin', 'pageviews', days] as const,
  awards: ['admin', 'awards'] as const,
};
