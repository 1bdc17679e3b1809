/** What other features may use of the resources feature: its screens and its admin section. */

export { ResourcesAdminScreen } from './components/resources-admin.tsx';
export { ResourcesPage } from './components/resources-page.tsx';
