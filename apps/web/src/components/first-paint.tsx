import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

/**
 * The first screen the server wrote into index.html for a public page (a public board, or home for a
 * visitor: apps/server/src/plugins/first-paint.ts), read once before React replaces the page, so the app
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

/** How long a page shows the server's first screen at most, while its own is not ready. */
export const FIRST_SCREEN_WAIT_MS = 10_000;

const ScreenShown = createContext<() => void>(() => {});

/**
 * The server's first screen of `path` (the first visit only) in place of `children` until they say
 * they are ready (`useFirstScreenShown`), for a page that renders in parts (home: banners, tabs and
 * feed). The page renders meanwhile, hidden, and replaces the markup in the same frame it is ready:
 * no skeleton flashes between the two, and its first cover, loaded by the markup, is already in.
 */
export function FirstPaintUntilShown({ path, children }: { path: string; children: ReactNode }) {
  const [html] = useState(() => (page && page.path === path ? page.html : null));
  const [shown, setShown] = useState(html === null);
  const show = useCallback(() => {
    setShown(true);
    firstPaintShown();
  }, []);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(show, FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown, show]);
  return (
    <ScreenShown.Provider value={show}>
      {shown || html === null ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, as the server sent it
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <div style={{ display: shown ? 'contents' : 'none' }}>{children}</div>
    </ScreenShown.Provider>
  );
}

/** A part of a page says its first screen is ready (FirstPaintUntilShown); elsewhere it does nothing. */
export function useFirstScreenShown(ready: boolean) {
  const show = useContext(ScreenShown);
  // Before the browser paints, so the markup and the page never show together or both missing.
  useLayoutEffect(() => {
    if (ready) show();
  }, [ready, show]);
}
