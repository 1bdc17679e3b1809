/**
 * The web app's route patterns (spec/000 §2), in React Router's syntax. The web router registers
 * exactly these (a test compares them), and the server answers 404 with the app's not-found page for
 * any other path, so a wrong address is a real 404 to browsers, crawlers and link checkers.
 */
export const WEB_ROUTE_PATTERNS = [
  'home',
  'project/:id',
  'tag/:tag',
  'category/:category',
  'loginPage',
  'login/sms/:view?',
  'logout',
  'password/reset',
  'signup',
  'su/exit',
  'oauth/callback',
  'join',
  'profile/:username?/:tab?',
  'contact',
  'legal',
  'terms-and-conditions',
  'privacy-policy',
  'cookies',
  'about',
  'FAQ',
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
  'oster-contest',
  'explore/categories/:year',
  'explore/:explorepage',
  'discover/:discoverpage',
  'viewAll',
  'leaderboard',
  'ranking',
  'legacy-search-results/:searchQuery',
  'search-results/:searchQuery',
  'fair/:id',
  'fair/:id/review',
  'fair/:id/settings',
  'fair/:id/judging',
  'fair/:id/judge',
  'story/:id',
  'story/video/:id',
  'story/:id/edit',
  'create/:id?',
  'resource/:id',
  'article/:id',
  'resources',
  'resources/:resourceSlug',
  'resources/:resourceSlug/:resourceSort',
  'exploreResources',
  'auditorium/:auditoriumSlug',
  '2d/:path',
  'classes/:id',
  'classes/:id/sheet',
  'teachers/join',
  'oas/:code?',
  'signup/bulk',
  'booth',
  'booth/:username',
  'inbox/:username?',
  'inbox/project/:projectID',
  'inbox/public/:topic',
  'inbox/group/:topic',
  'feed',
  'start/:template',
  'startButtonTemplate',
  'contests/iframes',
  'admin',
  'admin/clickableAreas/create',
  'admin/clickableAreas/View',
  'admin/:section/:name',
  'adminJudge',
  'blankpage',
  'redirect',
  'maintenance',
  'notFound',
  'dev/outbox',
  'makershed',
  'oster-challenge',
] as const;

/** Pages of the community variant only (spec/000 §6): any other variant answers them as not found. */
export const COMMUNITY_ONLY_ROUTES: ReadonlySet<string> = new Set(['exploreresources']);

/** First segments that are never a partner slug: the routes' own, and the server's. */
export const KNOWN_ROUTE_NAMES: ReadonlySet<string> = new Set([
  ...WEB_ROUTE_PATTERNS.map((pattern) => pattern.split('/')[0] as string),
  'index.html',
  'login',
  'password',
  'api',
  'ws',
  'healthz',
  'readyz',
  'metrics',
]);

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/iu;

/** A first segment that names a partner or event build (`/acme/home`). */
export function isPartnerSlug(segment: string | undefined): segment is string {
  return !!segment && SLUG.test(segment) && !KNOWN_ROUTE_NAMES.has(segment);
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  let at = 0;
  for (const part of parts) {
    const segment = segments[at];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (part.endsWith('?')) continue;
        return false;
      }
      at += 1;
      continue;
    }
    // React Router matches static segments without regard to case.
    if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return false;
    at += 1;
  }
  return at === segments.length;
}

function isAppPath(segments: string[]): boolean {
  if (segments.length === 0) return true; // "/" goes home
  return WEB_ROUTE_PATTERNS.some((pattern) => matches(pattern, segments));
}

/**
 * Whether a path is one of the app's pages, with or without a leading partner segment. Paths that
 * end in index.html go home (spec/000 §2). `notFound` is the not-found page itself: not a page.
 */
export function isWebRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-1) === 'index.html') return true;
  const last = segments.at(-1);
  if (last !== undefined && last.toLowerCase() === 'notfound') return false;
  if (isAppPath(segments)) return true;
  // Under a partner segment, a partner's home is /{partner}/home: a bare /{partner} is not a page.
  const [first, ...rest] = segments;
  return rest.length > 0 && isPartnerSlug(first) && isAppPath(rest);
}

/** Whether a web page exists in a variant: a community-only page is not found in the others. */
export function isWebRouteIn(pathname: string, variant: string): boolean {
  if (!isWebRoute(pathname)) return false;
  if (variant === 'community') return true;
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  const app = rest.length > 0 && isPartnerSlug(first) ? rest : segments;
  return !(app.length === 1 && COMMUNITY_ONLY_ROUTES.has((app[0] ?? '').toLowerCase()));
}
