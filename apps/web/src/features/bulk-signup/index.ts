export { BulkSignupPage } from './components/bulk-signup-page.tsx';
