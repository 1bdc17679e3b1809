/** What other features may use of the iframes feature: a route's frame, the contests page, the admin section. */
export { ContestsIframesPage } from './components/contests-iframes-page.tsx';
export { IframesAdminScreen } from './components/iframes-admin.tsx';
export { SafeFrame } from './components/safe-frame.tsx';
export { SlugFrame } from './components/slug-frame.tsx';
