/** What other features may use of the embed feature: the page other sites frame. */
export { EmbedPage, embeddedBoardId } from './components/embed-page.tsx';
