/** Query keys of the banner carousels feature. */
export const carouselKeys = {
  all: ['carousels'] as const,
  list: () => ['carousels', 'list'] as const,
  shown: (category: string | undefined) => ['carousels', 'shown', category ?? ''] as const,
};
