/** Query keys of the resources feature. */
export const resourceKeys = {
  all: ['resources'] as const,
  library: (type: string) => ['resources', 'library', type] as const,
  section: (slug: string, type: string) => ['resources', 'section', slug, type] as const,
  registration: (id: number) => ['resources', 'registration', id] as const,
  embedHosts: () => ['resources', 'embed-hosts'] as const,
  one: (id: number) => ['resources', 'one', id] as const,
  boards: (id: number) => ['resources', 'boards', id] as const,
  kind: (type: string) => ['resources', 'kind', type] as const,
};
