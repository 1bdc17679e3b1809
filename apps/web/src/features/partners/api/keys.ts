/** Query keys of the partners feature (partners of the second API, regions). */
export const partnerKeys = {
  all: ['partners'] as const,
  list: (kind: string) => ['partners', 'list', kind] as const,
  one: (name: string) => ['partners', 'one', name] as const,
  pageInfo: (id: number) => ['partners', 'page-info', id] as const,
  provinces: () => ['regions', 'provinces'] as const,
  region: (id: number) => ['regions', 'one', id] as const,
};
