/** What other features may use of the comments feature. */
export { CommentsPanel, SectionComments } from './components/comments-panel.tsx';
export { commentKeys } from './keys.ts';
