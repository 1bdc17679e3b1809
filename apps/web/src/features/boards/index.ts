/** What other features may use of the boards feature. */

export { useBoard } from './api/get-board.ts';
export {
  type BoardListParams,
  FEED_SORTS,
  type FeedFilter,
  type FeedSort,
  feedParams,
  useBoards,
} from './api/list-boards.ts';
export {
  USER_BOARD_FILTERS,
  USER_BOARD_STATUSES,
  type UserBoardFilter,
  type UserBoardStatus,
  useUserBoards,
} from './api/user-boards.ts';
export { useUserContributions } from './api/user-contributions.ts';
export { BoardCard } from './components/board-card.tsx';
export { BoardCover } from './components/board-cover.tsx';
export { BoardGrid, BoardSkeletons, InfiniteBoardGrid } from './components/board-grid.tsx';
export { boardKeys } from './keys.ts';
