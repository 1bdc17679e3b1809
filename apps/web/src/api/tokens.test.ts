import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, createTokenStore, documentCookieJar, tokensFromResponse } from './tokens.ts';

afterEach(() => {
  for (const name of Object.values(COOKIE_NAMES)) Cookies.remove(name, { path: '/' });
});

describe('token store (cookies)', () => {
  it('reads cookies written elsewhere at once, parsing them once per change', () => {
    const jar = documentCookieJar();
    Cookies.set('mb_access', 'a1', { path: '/' });
    const parse = vi.spyOn(Cookies, 'get');
    expect(jar.get('mb_access')).toBe('a1');
    expect(jar.get('mb_refresh')).toBeUndefined();
    expect(parse).toHaveBeenCalledTimes(1);
    // Another tab refreshed the session: the next read has the new token.
    Cookies.set('mb_access', 'a2', { path: '/' });
    expect(jar.get('mb_access')).toBe('a2');
    expect(parse).toHaveBeenCalledTimes(2);
    jar.remove('mb_access', { path: '/' });
    expect(jar.get('mb_access')).toBeUndefined();
    parse.mockRestore();
  });

  it('keeps the pair and the limited flag in cookies', () => {
    const store = createTokenStore();
    store.set({ accessToken: 'a1', refreshToken: 'r1', limited: true });
    expect(Cookies.get('mb_access')).toBe('a1');
    expect(store.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1', limited: true });
    store.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(store.get().limited).toBe(false);
    store.clear();
    expect(store.get()).toEqual({ accessToken: '', refreshToken: '', limited: false });
  });

  it('writes access for 30 days and refresh for 365 days, SameSite=Strict', () => {
    const jar = { get: vi.fn(), set: vi.fn(), remove: vi.fn() };
    createTokenStore(jar).set({ accessToken: 'a', refreshToken: 'r' });
    expect(jar.set).toHaveBeenCalledWith(
      'mb_access',
      'a',
      expect.objectContaining({ expires: 30, sameSite: 'Strict' }),
    );
    expect(jar.set).toHaveBeenCalledWith(
      'mb_refresh',
      'r',
      expect.objectContaining({ expires: 365, sameSite: 'Strict' }),
    );
  });

  it('impersonation stores the admin pair and exit restores it with the return path', () => {
    const store = createTokenStore();
    store.set({ accessToken: 'admin-a', refreshToken: 'admin-r' });
    store.startImpersonation({ accessToken: 'user-a', refreshToken: 'user-r' }, '/admin/users/list');
    expect(store.isImpersonating()).toBe(true);
    expect(store.get()).toMatchObject({ accessToken: 'user-a', refreshToken: 'user-r' });
    // A second swap keeps the original admin pair.
    store.startImpersonation({ accessToken: 'other-a', refreshToken: 'other-r' }, '/elsewhere');
    expect(store.endImpersonation()).toBe('/admin/users/list');
    expect(store.get()).toMatchObject({ accessToken: 'admin-a', refreshToken: 'admin-r' });
    expect(store.isImpersonating()).toBe(false);
    expect(store.endImpersonation()).toBeNull();
  });
});

describe('tokensFromResponse', () => {
  it('prefers the authorization and refresh-token headers', () => {
    const headers = new Headers({ authorization: 'Bearer h-a', 'refresh-token': 'h-r' });
    expect(tokensFromResponse(headers, { accessToken: 'b-a', refreshToken: 'b-r' })).toEqual({
      accessToken: 'h-a',
      refreshToken: 'h-r',
      limited: false,
    });
  });

  it('falls back to the body and carries the limited flag', () => {
    expect(
      tokensFromResponse(new Headers(), { accessToken: 'b-a', refreshToken: 'b-r', limited: true }),
    ).toEqual({
      accessToken: 'b-a',
      refreshToken: 'b-r',
      limited: true,
    });
    expect(tokensFromResponse(new Headers(), {})).toBeNull();
  });
});
