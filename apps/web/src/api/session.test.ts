import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, stubServer } from '../test/fixtures.ts';
import { tokens } from './http.ts';
import { autoLogout, login, loginCheck, logout, resetSession, signup, verifyAccount } from './session.ts';
import { getSessionId } from './session-id.ts';
import { sessionStore } from './session-store.ts';

const loginResult = (verified: boolean, access: string, limited = false) => ({
  user: makeUser({ verified }),
  verified,
  hasPassword: true,
  accessToken: access,
  refreshToken: `${access}-refresh`,
  created: '2026-01-01T00:00:00.000Z',
  lastVerified: null,
  signupSource: 'web',
  ...(limited ? { limited: true } : {}),
});

beforeEach(() => {
  resetSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('session transitions (spec/000 §4)', () => {
  it('signup: user known but unverified, with a limited token; verify: logged in with stored tokens', async () => {
    const { calls } = stubServer((url) => {
      if (url === '/api/users/signup')
        return { status: 201, body: { result: loginResult(false, 'limited-a', true) } };
      if (url === '/api/users/verify') {
        return {
          status: 200,
          body: { result: loginResult(true, 'full-a') },
          headers: { authorization: 'Bearer full-h', 'refresh-token': 'full-r' },
        };
      }
      return { status: 200, body: { result: {} } };
    });
    await signup(
      {
        email: 'ada@example.org',
        userName: 'ada',
        password: 'Tinker-42',
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate: '2000-01-01',
      },
      '/home',
    );
    expect(sessionStore.get()).toMatchObject({ status: 'unverified', pendingUsername: 'ada' });
    expect(tokens.get()).toMatchObject({ accessToken: 'limited-a', limited: true });
    // Signup tracking ran once.
    expect(calls.filter((c) => c.url === '/api/users/signup/track')).toHaveLength(1);

    await verifyAccount('ada', '123456');
    expect(sessionStore.get().status).toBe('loggedIn');
    expect(tokens.get()).toEqual({ accessToken: 'full-h', refreshToken: 'full-r', limited: false });
    expect(calls.find((c) => c.url === '/api/users/verify')?.body).toEqual({
      username: 'ada',
      code: '123456',
    });
  });

  it('an unverified login returns the user for verification without logging in', async () => {
    stubServer(() => ({ status: 200, body: { result: loginResult(false, 'limited-b', true) } }));
    const result = await login('ada', 'Tinker-42');
    expect(result.verified).toBe(false);
    expect(sessionStore.get().status).toBe('unverified');
  });

  it('logout calls the server, resets nearly all state and goes home with the logout flag', async () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    sessionStore.set({ status: 'loggedIn', user: makeUser() });
    localStorage.setItem('mb_language', 'de');
    const { calls } = stubServer(() => ({ status: 200, body: { result: {} } }));
    const target = await logout('/profile/ada');
    expect(calls[0]).toMatchObject({ url: '/api/users/logout', method: 'POST', body: { token: 'r' } });
    expect(target).toMatch(/^\/home\?k=[a-z0-9]+&logout=true$/);
    expect(sessionStore.get()).toMatchObject({ status: 'loggedOut', user: null });
    expect(tokens.get().accessToken).toBe('');
    expect(localStorage.getItem('mb_language')).toBe('de');
  });

  it('the login check logs out on 401 from the current-user check (refresh refused)', async () => {
    tokens.set({ accessToken: 'old', refreshToken: 'r' });
    stubServer(() => ({ status: 401, body: { messages: ['Invalid refresh token'] } }));
    loginCheck.reset();
    await loginCheck();
    expect(sessionStore.get().status).toBe('loggedOut');
    expect(tokens.get().refreshToken).toBe('');
  });

  it('automatic logout is skipped while a limited login is active', () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r', limited: true });
    expect(autoLogout()).toBe(false);
    expect(tokens.get().accessToken).toBe('a');
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    expect(autoLogout()).toBe(true);
    expect(tokens.get().accessToken).toBe('');
  });

  it('the login check with a good token logs the user in', async () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    stubServer((url) =>
      url === '/api/users/current'
        ? { status: 200, body: { result: { user: makeUser(), referralCode: 'RC' } } }
        : { status: 200, body: { result: { settings: {} } } },
    );
    loginCheck.reset();
    await loginCheck();
    expect(sessionStore.get()).toMatchObject({ status: 'loggedIn', referralCode: 'RC', checked: true });
  });
});

describe('the anonymous session id (spec/001 §4 X-Session-ID)', () => {
  it('is kept for the tab, and for the page where the browser refuses storage (a framed embed)', () => {
    const first = getSessionId();
    expect(getSessionId()).toBe(first);
    // Third-party storage blocked: even reading sessionStorage throws a SecurityError.
    vi.stubGlobal('sessionStorage', undefined);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const blocked = getSessionId();
      expect(blocked).toMatch(/\S{8,}/);
      expect(getSessionId()).toBe(blocked);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(getSessionId()).toBe(first);
  });
});
