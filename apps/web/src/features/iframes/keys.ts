/** Query keys of the iframes feature. */
export const iframeKeys = {
  all: ['iframes'] as const,
  list: () => ['iframes', 'list'] as const,
  slug: (slug: string) => ['iframes', 'slug', slug] as const,
  hosts: () => ['iframes', 'hosts'] as const,
  events: () => ['iframes', 'events'] as const,
};
