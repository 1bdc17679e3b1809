import type { UIMatch } from 'react-router';

/** What a route may hide of the shell (spec/000 §2: footer, mobile navigation, navbar). */
export interface RouteHandle {
  hideNavbar?: boolean;
  hideFooter?: boolean;
  hideMobileNav?: boolean;
  /** Not counted by page-view tracking (spec/000 §2: the story view, the article redirect). */
  skipPageView?: boolean;
}

export function chromeFor(matches: UIMatch[]): Required<Omit<RouteHandle, 'skipPageView'>> {
  const chrome = { hideNavbar: false, hideFooter: false, hideMobileNav: false };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.hideNavbar) chrome.hideNavbar = true;
    if (handle?.hideFooter) chrome.hideFooter = true;
    if (handle?.hideMobileNav) chrome.hideMobileNav = true;
  }
  return chrome;
}

/**
 * The route pattern of a page for page-view tracking: the path with each parameter's value put
 * back as its name (`/profile/sam/about` → `/profile/:username/:tab`), so that counts say which
 * screens are used and nothing about who looked at what. Null for untracked screens.
 */
export function pageViewPath(matches: UIMatch[]): string | null {
  const leaf = matches.at(-1);
  if (!leaf || matches.some((m) => (m.handle as RouteHandle | undefined)?.skipPageView)) return null;
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(leaf.params)) {
    if (value && name !== '*') names.set(value, name);
  }
  const segments = leaf.pathname.split('/').map((segment) => {
    const name = names.get(decodeURIComponent(segment));
    return name ? `:${name}` : segment;
  });
  const path = segments.join('/').replace(/\/+$/, '') || '/';
  return /^\/[A-Za-z0-9_\-.:/]{0,199}$/.test(path) ? path : null;
}
