/** What other features may use of the fairs feature. */

export { useFair } from './api/get-fair.ts';
export { useFairs } from './api/list-fairs.ts';
export { BoardFairsPanel } from './components/board-fairs-panel.tsx';
export { useFairId } from './components/fair-page.tsx';
