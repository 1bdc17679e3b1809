import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isPartnerSlug, partnerFromPath, withPartner } from '../api/partner.ts';

export { safeRedirectTarget } from '../api/partner.ts';

import { loginCheck } from '../api/session.ts';
import { isLoggedIn } from '../api/session-store.ts';
import { loadSite } from '../api/site.ts';
import { captureTracking } from '../api/tracking.ts';
import { enterPartnerBuild, type PartnerBuildData, partnerRedirect } from './partner-build.ts';

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** The login check completes before every navigation (spec/000 §2); it is throttled to once per 3 s. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  captureTracking(url.search, typeof document === 'undefined' ? '' : document.referrer);
  // Outside a partner's paths the plain variant's look is back.
  if (!partnerFromPath(url.pathname)) enterPartnerBuild(null);
  await loginCheck();
  return null;
}

/**
 * A first segment that is a known route name is not a partner: show the not-found page. A partner
 * build's record (GET /site with its X-Event) brings its look, its default language and its route
 * rules: the science-fair variant sends non-admins to coming-soon, another partner sends coming-soon
 * to its landing page (spec/000 §6). The login check completes first, so an admin is known.
 */
export async function partnerLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('index.html')) throw redirect(withPartner(`/home${url.search}`, url.pathname));
  if (!isPartnerSlug(params.partner)) throw new Response('Not found', { status: 404 });
  const [site] = await Promise.all([loadSite(params.partner).catch(() => null), loginCheck()]);
  const partner = site?.partner ?? null;
  enterPartnerBuild(partner);
  if (!partner) return null;
  const rest = url.pathname.split('/').slice(2).join('/');
  const target = partnerRedirect(partner, rest, url.searchParams);
  if (target) throw redirect(`/${params.partner}/${target}`);
  // The shell shows only the links the build's rules let through (app/layout.tsx).
  return { routeRules: partner.routeRules } satisfies PartnerBuildData;
}

export function loginPagePath(url: URL): string {
  return withPartner(`/loginPage?redirect=${encodeURIComponent(pathOf(url))}`, url.pathname);
}

/** Login required: visitors go to the login page with a redirect back, or to a route's own fallback. */
export function requireLogin(fallback: 'login' | 'home' | 'blankpage' = 'login') {
  return async ({ request }: LoaderFunctionArgs) => {
    await loginCheck();
    if (isLoggedIn()) return null;
    const url = new URL(request.url);
    if (fallback === 'home') throw redirect(withPartner('/home', url.pathname));
    if (fallback === 'blankpage') throw redirect(withPartner('/blankpage', url.pathname));
    throw redirect(loginPagePath(url));
  };
}

/**
 * loginPage redirects home when already logged in, unless a redirect query is present; the phone
 * login page always does.
 */
export function redirectIfLoggedIn(options: { unlessRedirectQuery: boolean }) {
  return async ({ request }: LoaderFunctionArgs) => {
    await loginCheck();
    if (!isLoggedIn()) return null;
    const url = new URL(request.url);
    if (options.unlessRedirectQuery && url.searchParams.has('redirect')) return null;
    throw redirect(withPartner('/home', url.pathname));
  };
}

/** A plain redirect that keeps the partner segment and, optionally, the query. */
export function redirectTo(path: string, keepQuery = false) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const query =
      keepQuery && url.search ? (path.includes('?') ? `&${url.search.slice(1)}` : url.search) : '';
    throw redirect(withPartner(`${path}${query}`, url.pathname));
  };
}

/** Unknown paths: paths ending in index.html go home; everything else is the not-found page. */
export function catchAllLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('index.html')) throw redirect(withPartner(`/home${url.search}`, url.pathname));
  return null;
}
