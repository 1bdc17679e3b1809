/**
 * First path segments that belong to the app (spec/000 §2). Any other first segment that looks like
 * a slug is a partner or event slug: /acme/home is the home page of the "acme" build.
 */
export const KNOWN_ROUTE_NAMES = new Set([
  'home',
  'index.html',
  'loginPage',
  'login',
  'logout',
  'password',
  'project',
  'tag',
  'category',
  'explore',
  'discover',
  'viewAll',
  'create',
  'story',
  'contact',
  'legal',
  'terms-and-conditions',
  'privacy-policy',
  'FAQ',
  'about',
  'cookies',
  'partners',
  'sponsors',
  'special-award-organizations',
  'registration',
  'finalists',
  'embed',
  'scienceday',
  'bsef',
  'coming-soon',
  'stemevents',
  'schools',
  'leaderboard',
  'ranking',
  'legacy-search-results',
  'search-results',
  'profile',
  'inbox',
  'admin',
  'contests',
  'su',
  'join',
  'signup',
  'startButtonTemplate',
  'start',
  'blankpage',
  'redirect',
  'maintenance',
  'feed',
  'adminJudge',
  'resources',
  'resource',
  'auditorium',
  '2d',
  'notFound',
  'article',
  'makershed',
  'oster-challenge',
  'oster-contest',
  // Classes and pins (issue 12).
  'classes',
  'teachers',
  'oas',
  'booth',
  'dev',
  'api',
  'ws',
  'healthz',
]);

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/iu;

/** The default X-Event slug of this build (spec/001 §4), injected at build time. */
export const DEFAULT_EVENT =
  typeof __DEFAULT_EVENT__ === 'string' ? __DEFAULT_EVENT__ : 'makerboard-community';

export function isPartnerSlug(segment: string | undefined): segment is string {
  return !!segment && SLUG.test(segment) && !KNOWN_ROUTE_NAMES.has(segment);
}

/** The partner slug of a path, when its first segment is one and something follows it. */
export function partnerFromPath(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (second === undefined) return null;
  return isPartnerSlug(first) ? first : null;
}

/** The value of the X-Event header for a path. */
export function eventForPath(pathname: string): string {
  return partnerFromPath(pathname) ?? DEFAULT_EVENT;
}

/** Prefixes an app path with the partner segment of the current path, if any. */
export function withPartner(path: string, pathname: string): string {
  const partner = partnerFromPath(pathname);
  const clean = path.startsWith('/') ? path : `/${path}`;
  return partner ? `/${partner}${clean}` : clean;
}

/** Only same-site paths are followed after login or from /redirect (no open redirects). */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
