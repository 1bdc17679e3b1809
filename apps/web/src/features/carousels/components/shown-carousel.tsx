import type { ReactNode } from 'react';
import { useShownCarousel } from '../api.ts';
import { BannerCarousel } from './banner-carousel.tsx';

/**
 * The carousel home shows (the default one), or a category page (the one whose category set holds
 * it, else the default). Banners are extra to the page: when there is none, or when the call fails,
 * the page simply goes on without them.
 *
 * `below` is what the page shows under the banners: it appears together with them, once the
 * carousel is known (`placeholder` until then), so banners arriving never push the page down
 * (issue 17: home's feed moved down when its carousel came in).
 */
export function ShownCarousel({
  category,
  below,
  placeholder,
}: {
  category?: string | undefined;
  below?: ReactNode;
  placeholder?: ReactNode;
}) {
  const shown = useShownCarousel(category);
  if (shown.isPending) return placeholder ?? null;
  const carousel = shown.data?.carousel;
  return (
    <>
      {carousel && carousel.banners.length > 0 ? (
        <BannerCarousel key={carousel.id} carousel={carousel} />
      ) : null}
      {below}
    </>
  );
}
