export { InstallOnboarding } from './install-onboarding.tsx';
