import type { UIMatch } from 'react-router';

/** What a route may hide of the shell (spec/000 §2: footer, mobile navigation, navbar). */
export interface RouteHandle {
  hideNavbar?: boolean;
  hideFooter?: boolean;
  hideMobileNav?: boolean;
}

export function chromeFor(matches: UIMatch[]): Required<RouteHandle> {
  const chrome = { hideNavbar: false, hideFooter: false, hideMobileNav: false };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.hideNavbar) chrome.hideNavbar = true;
    if (handle?.hideFooter) chrome.hideFooter = true;
    if (handle?.hideMobileNav) chrome.hideMobileNav = true;
  }
  return chrome;
}
