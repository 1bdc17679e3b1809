/**
 * The route rules of a partner or event build (spec/000 §2 "{partner}" builds, §6 science-fair
 * variant): data kept on the partner record, never code. The web router applies them to every path
 * under the partner's `{partner}` segment (docs/routes.md, "Partner builds"). No zod here: the web
 * bundle takes these functions; the schema is `RouteRulesSchema` (api/partners.ts).
 *
 * A pattern names app paths without the partner segment and without a leading slash:
 * - `finalists` is that path exactly;
 * - `story/*` is `story/` followed by one or more segments;
 * - `viewAll?view=mine` is that path with that query value.
 */
export const ROUTE_PATTERN =
  /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*(?:\/\*)?(?:\?[A-Za-z0-9_-]+=[A-Za-z0-9_-]+)?$/;
/** Where a rule sends the browser: an app path with no query (`home`, `coming-soon`). */
export const ROUTE_TARGET = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export interface RouteRules {
  /**
   * The only paths someone without an admin-type role reaches; any other goes to `fallback`.
   * Null: every path.
   */
  only: string[] | null;
  /** Where a path outside `only` goes. */
  fallback: string;
  /** Paths that always send everyone on (`coming-soon` → `home`), applied first. */
  redirects: Array<{ from: string; to: string }>;
}

/** A build with no rules of its own: every path as the community build has it. */
export const OPEN_ROUTE_RULES: RouteRules = { only: null, fallback: 'coming-soon', redirects: [] };

/**
 * The science-fair variant (spec/000 §6): non-admins reach only coming-soon, finalists, profile,
 * project pages, viewAll for "mine" and "submissions", and logout; everything else goes to
 * coming-soon. The login pages stay reachable, or no admin could ever sign in to the build
 * (docs/decisions.md, "Site variants and partner builds").
 */
export const SCIENCE_FAIR_ROUTE_RULES: RouteRules = {
  only: [
    'coming-soon',
    'finalists',
    'profile',
    'profile/*',
    'story/*',
    'project/*',
    'viewAll?view=mine',
    'viewAll?view=submissions',
    'logout',
    'loginPage',
    'login/sms',
    'login/sms/*',
    'password/reset',
    'oauth/callback',
    'su/exit',
  ],
  fallback: 'coming-soon',
  redirects: [],
};

/** The second partner variant (spec/000 §6): coming-soon goes to the landing page. */
export const LANDING_ROUTE_RULES: RouteRules = {
  only: null,
  fallback: 'coming-soon',
  redirects: [{ from: 'coming-soon', to: 'home' }],
};

/** Whether an app path (no partner segment, no leading slash) and its query match a pattern. */
export function matchesRoutePattern(pattern: string, path: string, query: URLSearchParams): boolean {
  const [pathPart = '', queryPart] = pattern.split('?');
  if (queryPart) {
    const [key = '', value] = queryPart.split('=');
    if (query.get(key) !== value) return false;
  }
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (pathPart.endsWith('/*')) {
    const prefix = pathPart.slice(0, -1);
    return clean.startsWith(prefix) && clean.length > prefix.length;
  }
  return clean === pathPart;
}

export interface RouteContext {
  /** The app path without the partner segment: `story/12`, `coming-soon`, `` for the root. */
  path: string;
  query: URLSearchParams;
  /** admin, analytic, curator or resourceEditor (spec/000 §6). */
  adminType: boolean;
}

/**
 * Where a build's rules send a path: the target app path (no partner segment, no slash), or null
 * to stay. Redirects apply to everyone first; then, for non-admins, a path outside `only` goes to
 * the fallback. A rule never sends a path to itself.
 */
export function routeRuleTarget(rules: RouteRules, context: RouteContext): string | null {
  const clean = context.path.replace(/^\/+|\/+$/g, '');
  for (const redirect of rules.redirects) {
    if (redirect.to !== clean && matchesRoutePattern(redirect.from, clean, context.query)) return redirect.to;
  }
  if (rules.only === null || context.adminType || clean === rules.fallback) return null;
  return rules.only.some((pattern) => matchesRoutePattern(pattern, clean, context.query))
    ? null
    : rules.fallback;
}

/** A path a pattern names, to follow the rules from: `story/*` stands for `story/1`. */
function samplePath(pattern: string): { path: string; query: URLSearchParams } {
  const [pathPart = '', queryPart] = pattern.split('?');
  return {
    path: pathPart.endsWith('/*') ? `${pathPart.slice(0, -1)}1` : pathPart,
    query: new URLSearchParams(queryPart ?? ''),
  };
}

/**
 * A path from which the rules never settle, or null. Rules an admin writes could send a browser
 * round in circles (`coming-soon` → `home` while `home` is outside `only` and falls back to
 * `coming-soon`): every path the rules name, the fallback and the root are followed as a visitor
 * until they stay; one that comes back to where it has been is a loop. A target keeps no query.
 */
export function routeRulesLoop(rules: RouteRules): string | null {
  const starts = [
    '',
    'home',
    rules.fallback,
    ...rules.redirects.flatMap((r) => [r.from, r.to]),
    ...(rules.only ?? []),
  ];
  for (const start of starts) {
    let { path, query } = samplePath(start);
    const seen = new Set<string>();
    for (;;) {
      const next = routeRuleTarget(rules, { path, query, adminType: false });
      if (next === null) break;
      if (seen.has(next)) return start || '/';
      seen.add(next);
      path = next;
      query = new URLSearchParams();
    }
  }
  return null;
}
