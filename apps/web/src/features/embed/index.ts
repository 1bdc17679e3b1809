/** What other features may use of the embed feature: the page and the snippet that frames it. */
export { EmbedPage, embeddedBoardId } from './components/embed-page.tsx';
export { embedSnippet } from './snippet.ts';
