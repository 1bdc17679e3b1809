import type { Db } from '../db/client.ts';
import { iframeHosts } from '../db/schema/index.ts';

/**
 * The hosts admins list for iframes, for the pages' content policy: `frame-src` names exactly
 * them, so a browser loads no frame from anywhere else, whatever a row says. Read at most every
 * few seconds (pages are asked for far less often than the API), and never failing a page: if the
 * database cannot answer, no other host is allowed.
 */
export function frameHostsSource(db: Db, ttlMs = 5000): () => Promise<string[]> {
  let at = 0;
  let hosts: string[] = [];
  let pending: Promise<string[]> | null = null;
  return async () => {
    if (Date.now() - at < ttlMs) return hosts;
    pending ??= db
      .select({ host: iframeHosts.host })
      .from(iframeHosts)
      .then(
        (rows) => {
          hosts = rows.map((r) => r.host).sort();
          at = Date.now();
          return hosts;
        },
        () => [],
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** A page's content policy with `frame-src 'self'` and the listed hosts (https only). */
export function withFrameSrc(policy: string, hosts: readonly string[]): string {
  const sources = ["'self'", ...hosts.filter((h) => /^[a-z0-9.-]+$/.test(h)).map((h) => `https://${h}`)];
  return `${policy};frame-src ${sources.join(' ')}`;
}
