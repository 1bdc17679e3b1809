/**
 * A notification's deep link as an app path (spec/001 §2): an absolute address loses its web root
 * (scheme, host and port), so the link always stays inside the app.
 */
export function deepLinkPath(deepLink: string): string {
  const link = deepLink.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(link) || link.startsWith('//')) {
    try {
      const url = new URL(link, 'http://web-root.invalid');
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return '/home';
    }
  }
  if (!link) return '/home';
  return link.startsWith('/') ? link : `/${link}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday" in the given language; null under a minute (the caller says "just now"). */
export function relativeTime(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return null;
}
