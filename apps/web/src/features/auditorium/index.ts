/** What other features may use of the auditorium: its page, its list and language names. */
export { useAuditoriums } from './api/list-auditoriums.ts';
export { AuditoriumPage, languageName } from './components/auditorium-page.tsx';
export { auditoriumKeys } from './keys.ts';
