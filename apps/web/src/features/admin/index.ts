/** What other features may use of the admin area. */
export { AdminPage } from './components/admin-page.tsx';
export { JudgingAdminPage } from './components/judging-admin-page.tsx';
export { ADMIN_SECTIONS } from './sections.ts';
