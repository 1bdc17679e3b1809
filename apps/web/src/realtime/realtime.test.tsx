import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../api/http.ts';
import { sessionStore } from '../api/session-store.ts';
import { boardKeys } from '../features/boards/api/types.ts';
import { makeUser } from '../test/fixtures.ts';
import { applyProjectMessage, boardLinksKey } from './live-project.ts';
import { connectAppSocket, RealtimeProvider } from './realtime-provider.tsx';
import { SocketClient } from './socket-client.ts';
import { FakeSocket } from './test-socket.ts';
import { useLiveProject } from './use-live-project.ts';
import { onVersionUpdate } from './version-signal.ts';

const BOARD = 5;

function seeded() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(boardKeys.detail(BOARD), { id: BOARD });
  qc.setQueryData(boardKeys.sections(BOARD), []);
  qc.setQueryData(boardKeys.comments(BOARD), { pages: [], pageParams: [] });
  qc.setQueryData(boardKeys.replies(77), { comments: [] });
  qc.setQueryData(boardLinksKey(BOARD), []);
  qc.setQueryData(boardKeys.detail(6), { id: 6 });
  return qc;
}
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? null;
const event = (over: object) => ({ action: 'add', type: 'project', id: BOARD, ...over });

describe('live project messages (spec/001 §4)', () => {
  it('a comment refreshes the latest comments, the replies and the board counts', () => {
    for (const action of ['add', 'update', 'delete']) {
      const qc = seeded();
      expect(applyProjectMessage(qc, BOARD, event({ action, childType: 'comment', childTypeID: 9 }))).toBe(
        'refreshed',
      );
      expect(stale(qc, boardKeys.comments(BOARD))).toBe(true);
      expect(stale(qc, boardKeys.replies(77))).toBe(true);
      expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
      expect(stale(qc, boardKeys.sections(BOARD))).toBe(false);
      expect(stale(qc, boardKeys.detail(6))).toBe(false);
    }
  });

  it('a post refreshes the sections; a like or subscription the counts; a link the links', () => {
    let qc = seeded();
    applyProjectMessage(qc, BOARD, event({ childType: 'post', childTypeID: 3 }));
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(true);
    expect(stale(qc, boardKeys.comments(BOARD))).toBe(false);
    for (const childType of ['like', 'subscription']) {
      qc = seeded();
      applyProjectMessage(qc, BOARD, event({ childType }));
      expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
      expect(stale(qc, boardKeys.comments(BOARD))).toBe(false);
    }
    qc = seeded();
    applyProjectMessage(qc, BOARD, event({ action: 'delete', childType: 'link' }));
    expect(stale(qc, boardLinksKey(BOARD))).toBe(true);
  });

  it('a project update refreshes the board; a delete removes it; other boards are ignored', () => {
    let qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ action: 'update' }))).toBe('refreshed');
    expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
    qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ action: 'delete' }))).toBe('deleted');
    expect(qc.getQueryData(boardKeys.detail(BOARD))).toBeUndefined();
    expect(qc.getQueryData(boardKeys.sections(BOARD))).toBeUndefined();
    expect(qc.getQueryData(boardKeys.comments(BOARD))).toBeUndefined();
    qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ id: 6, childType: 'comment' }))).toBe('ignored');
    expect(stale(qc, boardKeys.comments(BOARD))).toBe(false);
  });
});

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

  it('useLiveProject follows the board while mounted and refreshes it on messages and reconnects', () => {
    vi.useFakeTimers();
    const qc = seeded();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <RealtimeProvider client={client}>{children}</RealtimeProvider>
      </QueryClientProvider>
    );
    const first = renderHook(() => useLiveProject(BOARD), { wrapper });
    const second = renderHook(() => useLiveProject(BOARD), { wrapper });
    FakeSocket.last().open();
    expect(FakeSocket.last().sent).toEqual([{ action: 'subscribe', type: 'project', id: BOARD }]);
    FakeSocket.last().receive(event({ childType: 'comment', childTypeID: 1 }));
    expect(stale(qc, boardKeys.comments(BOARD))).toBe(true);
    const fresh = seeded();
    qc.setQueryData(boardKeys.sections(BOARD), fresh.getQueryData(boardKeys.sections(BOARD)));
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(false);
    FakeSocket.last().fail();
    vi.advanceTimersByTime(250);
    FakeSocket.last().open();
    expect(FakeSocket.last().sent).toEqual([{ action: 'subscribe', type: 'project', id: BOARD }]);
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(true);
    first.unmount();
    expect(FakeSocket.last().actions()).toEqual(['subscribe']);
    second.unmount();
    vi.useRealTimers();
  });
});
