import type { SiteResult, siteEndpoints } from '@makerboard/shared';
import { call } from './endpoint.ts';

type Api = typeof siteEndpoints;

/**
 * GET /site for an event (the `{partner}` segment of the path being opened, or the build's
 * default): the server's variant and the partner build with its look and route rules. One web
 * build serves every variant, so the server says which (docs/decisions.md, "Site variants").
 * Answers are kept for the page's life; a failed check is asked again next time.
 */
const builds = new Map<string, Promise<SiteResult>>();

export function loadSite(event: string): Promise<SiteResult> {
  let pending = builds.get(event);
  if (!pending) {
    pending = call<Api['get']>({ method: 'GET', path: '/site' }, { headers: { 'X-Event': event } });
    builds.set(event, pending);
    pending.catch(() => builds.delete(event));
  }
  return pending;
}

/** Forgets the known builds (tests; an admin who changed a partner's rules). */
export function forgetSites(): void {
  builds.clear();
}
