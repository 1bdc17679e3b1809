import type { ReactNode } from 'react';

/**
 * The first screen the server wrote into index.html for a public page (a public board:
 * apps/server/src/plugins/first-paint.ts), read once before React replaces the page, so the app
 * shows the same markup until its own screen is ready: no blank frame between the HTML and the
 * app, and no jump. The markup is the server's, escaped there; it is shown as it came.
 */
const node = typeof document === 'undefined' ? null : document.getElementById('mb-first');
const shell = node ? (document.getElementById('root')?.innerHTML ?? '') : '';
let page: { path: string; html: string } | null = node
  ? { path: node.dataset.path ?? '', html: node.outerHTML }
  : null;

/** The loading shell with the page's first screen in it, while the router starts (its HydrateFallback). */
export function FirstPaintShell() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, as the server sent it
  return shell ? <div dangerouslySetInnerHTML={{ __html: shell }} /> : null;
}

/** The server's first screen of `path` while the screen's data loads (the first visit only), else `fallback`. */
export function FirstPaintOf({ path, fallback }: { path: string; fallback: ReactNode }) {
  if (!page || page.path !== path) return fallback;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, as the server sent it
  return <div dangerouslySetInnerHTML={{ __html: page.html }} />;
}

/** The app's own screen has taken the markup's place: later visits show their own loading state. */
export function firstPaintShown() {
  page = null;
}
