import Cookies from 'js-cookie';

/** spec/001 §9: access token cookie 1 month, refresh token cookie 1 year, both SameSite=Strict. */
export const ACCESS_COOKIE_DAYS = 30;
export const REFRESH_COOKIE_DAYS = 365;

export const COOKIE_NAMES = {
  access: 'mb_access',
  refresh: 'mb_refresh',
  limited: 'mb_limited',
  adminAccess: 'mb_admin_access',
  adminRefresh: 'mb_admin_refresh',
  returnPath: 'mb_su_return',
} as const;

/** spec/000 §3 token pair, with the optional limited flag of a limited login. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  limited?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: Cookies.CookieAttributes): void;
  remove(name: string, options?: Cookies.CookieAttributes): void;
}

export interface TokenStore {
  get(): TokenPair;
  set(pair: TokenPair): void;
  clear(): void;
  /** Admin impersonation: keep the admin's pair aside and swap the other user's pair in. */
  startImpersonation(pair: TokenPair, returnPath: string): void;
  /** Restores the admin's pair; returns the path to go back to, or null when not impersonating. */
  endImpersonation(): string | null;
  isImpersonating(): boolean;
}

/**
 * The document's cookies through js-cookie, parsed once per change of `document.cookie`: every
 * request reads the session's cookies, and js-cookie parses and decodes all of them on each read
 * (a board page's first requests spent 5-10% of their task there at 4x CPU; issue 17).
 */
export function documentCookieJar(): CookieJar {
  let source: string | undefined;
  let parsed: Record<string, string> = {};
  return {
    get(name) {
      const current = document.cookie;
      if (current !== source) {
        parsed = Cookies.get();
        source = current;
      }
      return parsed[name];
    },
    set: (name, value, options) => void Cookies.set(name, value, options),
    remove: (name, options) => Cookies.remove(name, options),
  };
}

export function createTokenStore(jar: CookieJar = documentCookieJar()): TokenStore {
  const base = (): Cookies.CookieAttributes => ({
    sameSite: 'Strict',
    path: '/',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  const write = (name: string, value: string | undefined, days: number) => {
    if (value) jar.set(name, value, { ...base(), expires: days });
    else jar.remove(name, { path: '/' });
  };

  const store: TokenStore = {
    get() {
      return {
        accessToken: jar.get(COOKIE_NAMES.access) ?? '',
        refreshToken: jar.get(COOKIE_NAMES.refresh) ?? '',
        limited: jar.get(COOKIE_NAMES.limited) === '1',
      };
    },
    set(pair) {
      write(COOKIE_NAMES.access, pair.accessToken, ACCESS_COOKIE_DAYS);
      write(COOKIE_NAMES.refresh, pair.refreshToken, REFRESH_COOKIE_DAYS);
      write(COOKIE_NAMES.limited, pair.limited ? '1' : undefined, REFRESH_COOKIE_DAYS);
    },
    clear() {
      for (const name of Object.values(COOKIE_NAMES)) jar.remove(name, { path: '/' });
    },
    startImpersonation(pair, returnPath) {
      if (!store.isImpersonating()) {
        const admin = store.get();
        write(COOKIE_NAMES.adminAccess, admin.accessToken, ACCESS_COOKIE_DAYS);
        write(COOKIE_NAMES.adminRefresh, admin.refreshToken, REFRESH_COOKIE_DAYS);
        write(COOKIE_NAMES.returnPath, returnPath, REFRESH_COOKIE_DAYS);
      }
      store.set(pair);
    },
    endImpersonation() {
      if (!store.isImpersonating()) return null;
      const returnPath = jar.get(COOKIE_NAMES.returnPath) ?? '/home';
      store.set({
        accessToken: jar.get(COOKIE_NAMES.adminAccess) ?? '',
        refreshToken: jar.get(COOKIE_NAMES.adminRefresh) ?? '',
      });
      for (const name of [COOKIE_NAMES.adminAccess, COOKIE_NAMES.adminRefresh, COOKIE_NAMES.returnPath]) {
        jar.remove(name, { path: '/' });
      }
      return returnPath;
    },
    isImpersonating() {
      return !!jar.get(COOKIE_NAMES.adminRefresh) || !!jar.get(COOKIE_NAMES.adminAccess);
    },
  };
  return store;
}

/**
 * Login-type responses carry the pair in the `authorization` and `refresh-token` headers as well as
 * in the body (api.md); the headers win when present.
 */
export function tokensFromResponse(
  headers: Headers,
  result: { accessToken?: unknown; refreshToken?: unknown; limited?: unknown } | null | undefined,
): TokenPair | null {
  const headerAccess = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/iu, '')
    .trim();
  const headerRefresh = headers.get('refresh-token')?.trim();
  const accessToken = headerAccess || (typeof result?.accessToken === 'string' ? result.accessToken : '');
  const refreshToken = headerRefresh || (typeof result?.refreshToken === 'string' ? result.refreshToken : '');
  if (!accessToken) return null;
  return { accessToken, refreshToken, limited: result?.limited === true };
}
