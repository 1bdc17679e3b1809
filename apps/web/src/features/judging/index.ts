/** What other features may use of the judging feature: its two screens. */

export { BoardJudgingFeedback } from './components/board-feedback.tsx';
export { JudgePage } from './components/judge-page.tsx';
export { JudgingPage } from './components/judging-page.tsx';
