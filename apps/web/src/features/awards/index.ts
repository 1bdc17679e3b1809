/** What other features may use of the awards feature. */

export { useAward } from './api/get-award.ts';
export { useUserAwards } from './api/user-awards.ts';
export { AwardBadges } from './components/award-badges.tsx';
export { BoardAwards } from './components/board-awards.tsx';
export { FinalistsPage } from './components/finalists-page.tsx';
