/** Query keys of the auditorium feature. */
export const auditoriumKeys = {
  all: ['auditoriums'] as const,
  list: () => ['auditoriums', 'list'] as const,
  one: (id: number) => ['auditoriums', 'one', id] as const,
  bySlug: (slug: string) => ['auditoriums', 'slug', slug] as const,
};
