/** What other features may use of the partners feature: its pages and its admin sections. */

export { partnerKeys } from './api/keys.ts';
export { usePartners } from './api/list-partners.ts';
export { PartnersAdminScreen, RegionsAdminScreen } from './components/admin-screens.tsx';
export { PageInfoEditor } from './components/page-info-editor.tsx';
export { PartnerLogo } from './components/partner-logo.tsx';
export { PartnersPage, SpecialAwardsPage, SponsorsPage } from './components/partners-page.tsx';
export { RegionEditor } from './components/region-editor.tsx';
export { RegionsAdmin } from './components/regions-admin.tsx';
export { RegionsPage } from './components/regions-page.tsx';
export { safeImage, safeLink } from './safe-url.ts';
