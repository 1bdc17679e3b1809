/** What other features may use of the banner carousels feature: the shown carousel and the admin section. */
export { BannerCarousel } from './components/banner-carousel.tsx';
export { CarouselsAdminScreen } from './components/carousels-admin.tsx';
export { ShownCarousel } from './components/shown-carousel.tsx';
