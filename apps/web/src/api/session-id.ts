export const SESSION_ID_KEY = 'mb_session_id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** An id kept for the page's life where the browser refuses storage. */
let pageSessionId: string | null = null;

/**
 * The anonymous session id sent as X-Session-ID when there is no token (spec/001 §4). It lives for
 * the browser tab's session. Where the browser refuses storage (the embed page framed by another
 * site, with third-party storage blocked), even reading `sessionStorage` throws: the id then
 * lasts for the page.
 */
export function getSessionId(storage?: Storage): string {
  try {
    const store = storage ?? globalThis.sessionStorage;
    const existing = store?.getItem(SESSION_ID_KEY);
    if (existing) return existing;
    const id = randomId();
    store?.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    pageSessionId ??= randomId();
    return pageSessionId;
  }
}

/** A short random key, e.g. for the logout redirect's cache-busting query (spec/000 §2). */
export function randomKey(length = 8): string {
  return Math.random()
    .toString(36)
    .slice(2, 2 + length)
    .padEnd(length, '0');
}
