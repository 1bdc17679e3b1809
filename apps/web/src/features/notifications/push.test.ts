import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, pushState, registerPushAfterLogin, savePushToken } from './push.ts';

const subscription = {
  endpoint: 'https://push.example/abc',
  toJSON: () => ({
    endpoint: 'https://push.example/abc',
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  }),
};

function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ result: { saved: true } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  savePushToken.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push in the browser', () => {
  it('turns the base64url VAPID key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('saves the push token at most once per 2 s (spec/001 §4 Push tokens)', async () => {
    const save = savePushToken;
    const fetchMock = browserWithPush('granted');
    await Promise.all([save(), save(), save()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/pushToken');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body)).subscription.endpoint).toBe('https://push.example/abc');
    vi.setSystemTime(Date.now() + 1999);
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2);
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('registers the token after login only where notifications were already allowed, never prompting', async () => {
    const fetchMock = browserWithPush('default');
    await registerPushAfterLogin();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await pushState()).toBe('on');
  });

  it('says when the browser blocks notifications or has no push', async () => {
    browserWithPush('denied');
    expect(await pushState()).toBe('denied');
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await pushState()).toBe('unsupported');
  });
});
