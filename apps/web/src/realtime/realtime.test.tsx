import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../api/http.ts';
import { sessionStore } from '../api/session-store.ts';
import { makeUser } from '../test/fixtures.ts';
import { connectAppSocket } from './realtime-provider.tsx';
import { SocketClient } from './socket-client.ts';
import { FakeSocket } from './test-socket.ts';
import { onVersionUpdate } from './version-signal.ts';

describe('the app socket', () => {
  let client: SocketClient;
  beforeEach(() => {
    FakeSocket.all = [];
    client = new SocketClient({
      WebSocket: FakeSocket,
      url: 'ws://t/ws',
      getToken: () => tokens.get().accessToken,
      logger: { error: vi.fn() },
    });
  });
  afterEach(() => {
    tokens.clear();
    sessionStore.reset();
  });

  function loggedIn(limited = false) {
    tokens.set({ accessToken: 'acc', refreshToken: 'ref', limited });
    sessionStore.set({ user: makeUser({ uuid: 'me' }), status: 'loggedIn', checked: true });
  }

  it('identifies with the token and forces a logout for this user only', () => {
    loggedIn();
    const onForcedLogout = vi.fn();
    const stop = connectAppSocket(client, { onForcedLogout });
    FakeSocket.last().open();
    expect(FakeSocket.last().sent).toEqual([{ action: 'auth', token: 'acc' }]);
    FakeSocket.last().receive({ action: 'auth', ok: true });
    FakeSocket.last().receive({ action: 'logout', type: 'user', uuid: 'someone-else' });
    expect(onForcedLogout).not.toHaveBeenCalled();
    FakeSocket.last().receive({ action: 'logout', type: 'user', uuid: 'me' });
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(tokens.get().accessToken).toBe('');
    expect(sessionStore.get().status).toBe('loggedOut');
    // Logged out: the socket starts over, anonymous.
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last().open();
    expect(FakeSocket.last().sent).toEqual([]);
    stop();
  });

  it('keeps a limited login on a logout message', () => {
    loggedIn(true);
    const onForcedLogout = vi.fn();
    const stop = connectAppSocket(client, { onForcedLogout });
    FakeSocket.last().open();
    FakeSocket.last().receive({ action: 'logout', type: 'user', uuid: 'me' });
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(tokens.get().accessToken).toBe('acc');
    stop();
  });

  it('sends auth on the open socket after a login', () => {
    const stop = connectAppSocket(client);
    FakeSocket.last().open();
    loggedIn();
    expect(FakeSocket.last().sent).toEqual([{ action: 'auth', token: 'acc' }]);
    stop();
  });

  it('triggers the version check on a version update message', () => {
    const check = vi.fn();
    const off = onVersionUpdate(check);
    const stop = connectAppSocket(client);
    FakeSocket.last().open();
    FakeSocket.last().receive({ action: 'update', type: 'version' });
    expect(check).toHaveBeenCalledTimes(1);
    off();
    stop();
  });
});
