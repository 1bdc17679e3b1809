export { loadEventTexts } from '../../i18n/events.ts';
/** The event screens the router loads (one lazy module, so the home route carries one loader). */
export { FinalistsPage } from '../awards/index.ts';
export { JudgePage, JudgingPage } from '../judging/index.ts';
export { FairPage } from './components/fair-page.tsx';
export { FairSettingsPage } from './components/fair-settings-page.tsx';
export { ComingSoonPage, RegistrationPage } from './components/fairs-list-page.tsx';
export { ReviewPage } from './components/review-page.tsx';
