/** What other features may use of the system screens. */
export { BuildingPanel } from './building-panel.tsx';
export { NotFoundPage } from './not-found-page.tsx';
