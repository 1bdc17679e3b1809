/** Addresses shown from data are checked again before they reach an attribute (components/safe-url.ts). */
export { safeImage, safeLink } from '../../components/safe-url.ts';
