/**
 * What other features may use of the banner carousels feature: the shown carousel, and the admin
 * section loaded on demand (its forms and pickers stay out of home, which shows a carousel).
 */
export { BannerCarousel } from './components/banner-carousel.tsx';
export { ShownCarousel } from './components/shown-carousel.tsx';
export const loadCarouselsAdmin = () =>
  import('./components/carousels-admin.tsx').then((m) => m.CarouselsAdminScreen);
