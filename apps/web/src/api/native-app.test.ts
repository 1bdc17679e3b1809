import { describe, expect, it, vi } from 'vitest';
import {
  APP_CODE_KEY,
  appPathOf,
  hashAddressFor,
  listenForRedirects,
  nativeAppCode,
  REDIRECT_EVENT,
} from './native-app.ts';

/** A fresh session store for each case. */
function store(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('the native shell (spec/000 §2 routing rules; spec/001 §9 app codes BF05 and 9DF6)', () => {
  it('knows the app by ?app= on the first load and keeps it for the session', () => {
    const session = store();
    expect(nativeAppCode({ search: '?app=BF05' }, 'Mozilla/5.0', session)).toBe('BF05');
    expect(session.getItem(APP_CODE_KEY)).toBe('BF05');
    // A later page of the same session has no query any more.
    expect(nativeAppCode({ search: '' }, 'Mozilla/5.0', session)).toBe('BF05');
  });

  it('knows the app by its user agent token, in any case', () => {
    expect(nativeAppCode({ search: '' }, 'Mozilla/5.0 (Linux; Android 14) MakerboardApp/9df6', store())).toBe(
      '9DF6',
    );
  });

  it('is a browser for any other code or none', () => {
    expect(nativeAppCode({ search: '?app=XXXX' }, 'Mozilla/5.0 MakerboardApp/1234', store())).toBeNull();
    expect(nativeAppCode({ search: '' }, 'Mozilla/5.0', store())).toBeNull();
  });

  it('moves a history-style address to hash style, dropping the app code', () => {
    expect(hashAddressFor({ pathname: '/story/12', search: '?app=BF05&tab=2', hash: '' })).toBe(
      '/#/story/12?tab=2',
    );
    expect(hashAddressFor({ pathname: '/', search: '?app=BF05', hash: '#/inbox' })).toBeNull();
    expect(hashAddressFor({ pathname: '/index.html', search: '', hash: '' })).toBeNull();
  });

  it('takes only paths of this site, with the web root removed', () => {
    const origin = 'https://makerboard.example';
    expect(appPathOf('/profile/kim', origin)).toBe('/profile/kim');
    expect(appPathOf('https://makerboard.example/story/3?x=1', origin)).toBe('/story/3?x=1');
    expect(appPathOf('https://evil.example/story/3', origin)).toBeNull();
    expect(appPathOf('//evil.example/x', origin)).toBeNull();
    expect(appPathOf('javascript:alert(1)', origin)).toBeNull();
    expect(appPathOf('', origin)).toBeNull();
    expect(appPathOf(42, origin)).toBeNull();
  });

  it('navigates on the redirect event and on a redirect message of its own origin, and ignores the rest', () => {
    const navigate = vi.fn();
    const stop = listenForRedirects(navigate);
    window.dispatchEvent(new CustomEvent(REDIRECT_EVENT, { detail: { path: '/story/5' } }));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'redirect', path: '/inbox' },
        origin: window.location.origin,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'redirect', path: '/admin' },
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(new CustomEvent(REDIRECT_EVENT, { detail: { path: 'https://evil.example/' } }));
    expect(navigate.mock.calls).toEqual([['/story/5'], ['/inbox']]);
    stop();
    window.dispatchEvent(new CustomEvent(REDIRECT_EVENT, { detail: { path: '/home' } }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
