import { isPartnerSlug, KNOWN_ROUTE_NAMES } from '@makerboard/shared/web-routes';

export { isPartnerSlug, KNOWN_ROUTE_NAMES };

/** The default X-Event slug of this build (spec/001 §4), injected at build time. */
export const DEFAULT_EVENT =
  typeof __DEFAULT_EVENT__ === 'string' ? __DEFAULT_EVENT__ : 'makerboard-community';

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
