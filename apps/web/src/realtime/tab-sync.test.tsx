import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { tokens } from '../api/http.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { INITIAL_SESSION, type SessionState, sessionStore } from '../api/session-store.ts';
import { makeUser } from '../test/fixtures.ts';
import { RealtimeProvider } from './realtime-provider.tsx';
import { SocketClient } from './socket-client.ts';
import { connectTabSync, identityOf } from './tab-session.ts';
import { createTabChannel, decodeEnvelope, localStorageTransport, type TabTransport } from './tab-sync.ts';
import { FakeSocket } from './test-socket.ts';

const KEY = 'pb-vms';

/** One browser's localStorage, shared by its tabs; a write reaches the other tabs at once. */
function fakeBrowser() {
  let value: string | null = null;
  const tabs = new Set<(value: string | null) => void>();
  let writes = 0;
  const transport = (): TabTransport => {
    let mine: ((value: string | null) => void) | null = null;
    return {
      read: () => value,
      write(next) {
        value = next;
        writes += 1;
        for (const listener of [...tabs]) if (listener !== mine) listener(next);
      },
      listen(onValue) {
        mine = onValue;
        tabs.add(onValue);
        return () => tabs.delete(onValue);
      },
    };
  };
  return { transport, writes: () => writes, value: () => value };
}

/** A tab: its own session store and cache, wired to the shared storage. */
function tab(browser: ReturnType<typeof fakeBrowser>, initial: Partial<SessionState>) {
  let state: SessionState = { ...INITIAL_SESSION, ...initial };
  const listeners = new Set<() => void>();
  const session = {
    get: () => state,
    set(patch: Partial<SessionState>) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const queryClient = new QueryClient();
  const channel = createTabChannel(browser.transport());
  const forgetLocally = vi.fn(() => {
    queryClient.clear();
    session.set({ ...INITIAL_SESSION, status: 'loggedOut', checked: true });
  });
  const onLoggedOutElsewhere = vi.fn();
  const adopt = vi.fn(async () => {});
  const stop = connectTabSync({ channel, queryClient, session, forgetLocally, adopt, onLoggedOutElsewhere });
  return { session, queryClient, channel, forgetLocally, onLoggedOutElsewhere, adopt, stop };
}

const signedIn = (uuid: string): Partial<SessionState> => ({
  status: 'loggedIn',
  checked: true,
  user: makeUser({ uuid }),
});
const signedOut: Partial<SessionState> = { status: 'loggedOut', checked: true, user: null };

describe('the pb-vms channel', () => {
  it('reaches the other tabs but not the writer, keeps the last message, repeats a repeat', () => {
    const browser = fakeBrowser();
    const a = createTabChannel(browser.transport());
    const b = createTabChannel(browser.transport());
    const heardA = vi.fn();
    const heardB = vi.fn();
    a.on(heardA);
    b.on(heardB);
    a.post({ kind: 'update', version: 42 });
    a.post({ kind: 'update', version: 42 });
    expect(heardB).toHaveBeenCalledTimes(2);
    expect(heardB).toHaveBeenCalledWith({ kind: 'update', version: 42 });
    expect(heardA).not.toHaveBeenCalled();
    // A tab opened later reads the last message.
    const c = createTabChannel(browser.transport());
    expect(c.last()).toEqual({ kind: 'update', version: 42 });
    expect(a.id).not.toBe(b.id);
    a.close();
    b.post({ kind: 'session', uuid: null });
    expect(heardA).not.toHaveBeenCalled();
  });

  it('ignores malformed values', () => {
    for (const bad of [
      null,
      '',
      'not json',
      '{}',
      JSON.stringify({ v: 2, from: 'x', message: { kind: 'update', version: 1 } }),
      JSON.stringify({ v: 1, from: 'x', message: { kind: 'unread', username: 'a', count: -1 } }),
      JSON.stringify({ v: 1, from: 'x', message: { kind: 'session', uuid: 5 } }),
      JSON.stringify({ v: 1, from: 'x', message: { kind: 'other' } }),
    ]) {
      expect(decodeEnvelope(bad)).toBeNull();
    }
  });

  it('uses localStorage under pb-vms and hears the storage event of that key only', () => {
    localStorage.removeItem(KEY);
    const transport = localStorageTransport(window);
    const heard = vi.fn();
    const stop = transport.listen(heard);
    transport.write('{"x":1}');
    expect(localStorage.getItem(KEY)).toBe('{"x":1}');
    expect(transport.read()).toBe('{"x":1}');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'other', newValue: 'y', storageArea: localStorage }),
    );
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'z', storageArea: localStorage }));
    expect(heard).toHaveBeenCalledWith('z');
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'w', storageArea: localStorage }));
    expect(heard).toHaveBeenCalledTimes(1);
    localStorage.removeItem(KEY);
  });
});

describe('two tabs in step (spec/000 §4)', () => {
  it('a logout in one tab logs the other out, once, with no echo', () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedIn('u1'));
    const b = tab(browser, signedIn('u1'));
    b.queryClient.setQueryData(['private'], 1);
    a.session.set({ ...INITIAL_SESSION, status: 'loggedOut', checked: true });
    expect(b.forgetLocally).toHaveBeenCalledTimes(1);
    expect(b.onLoggedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(identityOf(b.session.get())).toBeNull();
    expect(b.queryClient.getQueryData(['private'])).toBeUndefined();
    // Only the logging-out tab wrote: the other did not tell it back.
    expect(browser.writes()).toBe(1);
    expect(a.forgetLocally).not.toHaveBeenCalled();
    expect(decodeEnvelope(browser.value())?.message).toEqual({ kind: 'session', uuid: null });
  });

  it('a logout told to a tab that is logged out already, or still checking, changes nothing', () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedIn('u1'));
    const b = tab(browser, signedOut);
    const loading = tab(browser, { status: 'checking', checked: false });
    a.session.set({ status: 'loggedOut', user: null });
    expect(b.forgetLocally).not.toHaveBeenCalled();
    expect(b.onLoggedOutElsewhere).not.toHaveBeenCalled();
    // A tab still checking its session is not sent anywhere.
    expect(loading.onLoggedOutElsewhere).not.toHaveBeenCalled();
  });

  it('a login in one tab makes a logged-out tab read the person; the same person is left alone', async () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedOut);
    const b = tab(browser, signedOut);
    const c = tab(browser, signedIn('u1'));
    a.session.set(signedIn('u1'));
    expect(b.adopt).toHaveBeenCalledTimes(1);
    expect(c.adopt).not.toHaveBeenCalled();
    // b's own login check then settles on u1: not told again.
    b.session.set(signedIn('u1'));
    expect(browser.writes()).toBe(1);
  });

  it('a different person logging in clears the other tab’s cached data before it reads them', () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedOut);
    const b = tab(browser, signedIn('old'));
    b.queryClient.setQueryData(['mine'], 'old data');
    a.session.set(signedIn('new'));
    expect(b.queryClient.getQueryData(['mine'])).toBeUndefined();
    expect(b.adopt).toHaveBeenCalledTimes(1);
  });

  it('a tab still checking its session tells nothing', () => {
    const browser = fakeBrowser();
    const a = tab(browser, { status: 'checking', checked: false });
    tab(browser, signedIn('u1'));
    a.session.set({ pendingUsername: 'x' });
    expect(browser.writes()).toBe(0);
  });

  it('a mark-read in one tab sets the unread count of the other', () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedIn('u1'));
    const b = tab(browser, signedIn('u1'));
    b.queryClient.setQueryData(notificationKeys.unread('priya'), 7);
    a.channel.post({ kind: 'unread', username: 'priya', count: 2 });
    expect(b.queryClient.getQueryData(notificationKeys.unread('priya'))).toBe(2);
    // A count the tab never loaded is not made up.
    a.channel.post({ kind: 'unread', username: 'sam', count: 3 });
    expect(b.queryClient.getQueryData(notificationKeys.unread('sam'))).toBeUndefined();
  });

  it('stops hearing after teardown', () => {
    const browser = fakeBrowser();
    const a = tab(browser, signedIn('u1'));
    const b = tab(browser, signedIn('u1'));
    b.stop();
    a.session.set(signedOut);
    expect(b.forgetLocally).not.toHaveBeenCalled();
  });
});

describe('the app wiring', () => {
  afterEach(() => {
    tokens.clear();
    sessionStore.reset();
    localStorage.removeItem(KEY);
    vi.unstubAllGlobals();
  });

  const envelope = (message: object) =>
    JSON.stringify({ v: 1, from: 'other-tab', nonce: 'n', at: 1, message });

  it('a logout told by another tab resets this one, leaves the cookies, and goes to the logout target', async () => {
    tokens.set({ accessToken: 'acc', refreshToken: 'ref' });
    sessionStore.set({ user: makeUser({ uuid: 'me' }), status: 'loggedIn', checked: true });
    const client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
    const onForcedLogout = vi.fn();
    const view = render(
      <RealtimeProvider client={client} tabSync onForcedLogout={onForcedLogout}>
        <span>app</span>
      </RealtimeProvider>,
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: KEY,
          newValue: envelope({ kind: 'session', uuid: null }),
          storageArea: localStorage,
        }),
      );
    });
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().status).toBe('loggedOut');
    expect(sessionStore.get().user).toBeNull();
    // Only the tab that logged out touches the shared cookies (another login may be in them now).
    expect(tokens.get().accessToken).toBe('acc');
    view.unmount();
  });

  it('this tab’s own logout is written under pb-vms', () => {
    sessionStore.set({ user: makeUser({ uuid: 'me' }), status: 'loggedIn', checked: true });
    const client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
    const view = render(
      <RealtimeProvider client={client} tabSync>
        <span>app</span>
      </RealtimeProvider>,
    );
    act(() => sessionStore.reset());
    expect(decodeEnvelope(localStorage.getItem(KEY))?.message).toEqual({ kind: 'session', uuid: null });
    view.unmount();
  });
});
