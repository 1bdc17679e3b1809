import { NATIVE_APP_CODES, type NativeAppCode } from '@makerboard/shared/constants';

/**
 * The native shell (spec/000 §2 routing rules, spec/001 §9 app codes; docs/native-shell.md). A
 * native app (codes BF05 and 9DF6) hosts this very build in a web view and says so by opening it
 * with `?app=<code>` (kept for the session, so later pages know it too) or by a
 * `MakerboardApp/<code>` token in its user agent. Inside it the router uses hash-style addresses,
 * the app may send a redirect event carrying a path, and the update notice says "app".
 */
export const APP_CODE_KEY = 'mb_app_code';
const isCode = (value: string | null | undefined): value is NativeAppCode =>
  !!value && (NATIVE_APP_CODES as readonly string[]).includes(value.toUpperCase());

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The app code of the native shell this page runs in, or null in a browser. */
export function nativeAppCode(
  location: Pick<Location, 'search'> = globalThis.location,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  storage: Storage | null = sessionStore(),
): NativeAppCode | null {
  const asked = new URLSearchParams(location?.search ?? '').get('app');
  if (isCode(asked)) {
    storage?.setItem(APP_CODE_KEY, asked.toUpperCase());
    return asked.toUpperCase() as NativeAppCode;
  }
  const fromAgent = /\bMakerboardApp\/(\w+)/.exec(userAgent)?.[1];
  if (isCode(fromAgent)) return fromAgent.toUpperCase() as NativeAppCode;
  const kept = storage?.getItem(APP_CODE_KEY);
  return isCode(kept) ? (kept.toUpperCase() as NativeAppCode) : null;
}

/** Read once at start: a page is in the native shell or not for its whole life. */
export const inNativeApp: boolean = typeof window !== 'undefined' && nativeAppCode() !== null;

/**
 * A path the app may be sent to: one of ours, never another site. The web root (scheme, host,
 * port of an absolute link to this site) is removed, as push deep links do (spec/001 §2).
 */
export function appPathOf(
  target: unknown,
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  if (typeof target !== 'string' || target.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(target.trim(), `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Inside the native shell, a page opened at a history-style address (a deep link of a push
 * notification, a shared link) moves to the same place in hash style before the router starts,
 * so every address works in both: /story/12?x=1 becomes /#/story/12?x=1. The app code is kept.
 */
export function hashAddressFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const path = location.pathname.replace(/\/index\.html$/, '/');
  if (path === '/' || path === '') return null;
  const search = new URLSearchParams(location.search);
  search.delete('app');
  const query = search.toString();
  return `/#${path}${query ? `?${query}` : ''}`;
}

/** The name of the DOM event a native app may dispatch on window to send the app somewhere. */
export const REDIRECT_EVENT = 'makerboard:redirect';

/**
 * The redirect event of spec/000 §2: the native app sends a path and the client navigates there.
 * It arrives as `window.dispatchEvent(new CustomEvent('makerboard:redirect', {detail: {path}}))`
 * or as `window.postMessage({type: 'redirect', path})` from the page's own origin (what web views
 * inject). Anything that is not one of our paths is ignored. Returns the stop function.
 */
export function listenForRedirects(navigate: (path: string) => void, target: Window = window): () => void {
  const go = (value: unknown) => {
    const path = appPathOf(value, target.location.origin);
    if (path) navigate(path);
  };
  const onEvent = (event: Event) => go((event as CustomEvent<{ path?: unknown }>).detail?.path);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== target.location.origin && event.origin !== '') return;
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data && typeof data === 'object' && data.type === 'redirect') go(data.path);
  };
  target.addEventListener(REDIRECT_EVENT, onEvent);
  target.addEventListener('message', onMessage);
  return () => {
    target.removeEventListener(REDIRECT_EVENT, onEvent);
    target.removeEventListener('message', onMessage);
  };
}
