/** What other features may use of the questions feature. */
export { QuestionsCard } from './components/questions-card.tsx';
export { questionPath } from './question-link.ts';
