/** What other features may use of the system screens. */
export { NotFoundPage } from './not-found-page.tsx';
