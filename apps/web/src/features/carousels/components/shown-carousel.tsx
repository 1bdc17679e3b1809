import { useShownCarousel } from '../api.ts';
import { BannerCarousel } from './banner-carousel.tsx';

/**
 * The carousel home shows (the default one), or a category page (the one whose category set holds
 * it, else the default). Banners are extra to the page: while loading, when there is none, or when
 * the call fails, the page simply goes on without them.
 */
export function ShownCarousel({ category }: { category?: string | undefined }) {
  const shown = useShownCarousel(category);
  const carousel = shown.data?.carousel;
  if (!carousel || carousel.banners.length === 0) return null;
  return <BannerCarousel key={carousel.id} carousel={carousel} />;
}
