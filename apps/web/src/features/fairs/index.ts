/** What other features may use of the fairs feature. */
export { BoardFairsPanel } from './components/board-fairs-panel.tsx';
