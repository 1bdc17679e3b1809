export { INFO_CONTENT } from './content/index.ts';
export type { InfoContent, InfoLanguage } from './content/types.ts';
export { AboutPage, CookiesPage, FaqPage, LegalPage, PrivacyPage, TermsPage } from './pages.tsx';
