/** What other features may use of the event pages feature: the pages the router opens. */
export { BsefPage, OsterContestPage, SchoolsPage, ScienceDayPage } from './components/event-page.tsx';
