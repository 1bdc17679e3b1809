/**
 * The HTML another site pastes to show a public board (the embed page in a frame): sandboxed,
 * lazy, sending no referrer, sized for the card.
 */
export function embedSnippet(origin: string, boardId: number, title: string): string {
  const src = `${origin}/embed?board=${boardId}`;
  const safeTitle = title
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return `<iframe src="${src}" title="${safeTitle}" width="420" height="400" loading="lazy" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" style="border:0"></iframe>`;
}
