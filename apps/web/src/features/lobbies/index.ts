/** What other features may use of the lobbies: the 2d page and the clickable-area screens. */
export { ClickableAreasCreatePage } from './components/clickable-areas-create.tsx';
export { ClickableAreasViewPage } from './components/clickable-areas-view.tsx';
export { LobbyPage } from './components/lobby-page.tsx';
export { lobbyKeys } from './keys.ts';
