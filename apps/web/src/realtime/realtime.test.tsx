import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../api/http.ts';
import { sessionStore } from '../api/session-store.ts';
import type { Board, Section } from '../features/boards/api/types.ts';
import { boardKeys } from '../features/boards/api/types.ts';
import { makeUser } from '../test/fixtures.ts';
import { applyProjectMessage, boardLinksKey, type LiveFetchers } from './live-project.ts';
import { newBoards } from './new-boards.ts';
import { connectAppSocket, RealtimeProvider } from './realtime-provider.tsx';
import type { SocketMessage } from './socket-client.ts';
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
const event = (over: Partial<SocketMessage>): SocketMessage => ({
  action: 'add',
  type: 'project',
  id: BOARD,
  ...over,
});

describe('live project messages (spec/001 §4)', () => {
  it('a comment refreshes the latest comments, the replies and the board counts', () => {
    for (const action of ['add', 'update', 'delete'] as const) {
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

  it('a post update refreshes the sections; a like or subscription the counts; a link the links', () => {
    let qc = seeded();
    applyProjectMessage(qc, BOARD, event({ action: 'update', childType: 'post', childTypeID: 3 }));
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(true);
    expect(stale(qc, boardKeys.comments(BOARD))).toBe(false);
    for (const childType of ['like', 'subscription'] as const) {
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

describe('live adds (spec/001 §4)', () => {
  const section = (id: number, priority: number) => ({ id, priority, title: `s${id}` }) as Section;
  const fetchers = (over: Partial<LiveFetchers> = {}): LiveFetchers => ({
    board: vi.fn(async (id: number) => ({ id, isPrivate: false }) as Board),
    addedSection: vi.fn(async () => null),
    ...over,
  });
  afterEach(() => newBoards.clear());

  it('a post add reads only that section (limit 1) and slots it in board order', async () => {
    const qc = seeded();
    qc.setQueryData(boardKeys.sections(BOARD), [section(1, 0), section(2, 2)]);
    const f = fetchers({ addedSection: vi.fn(async () => section(3, 1)) });
    applyProjectMessage(qc, BOARD, event({ childType: 'post', childTypeID: 3 }), f);
    expect(f.addedSection).toHaveBeenCalledWith(BOARD, 3);
    await vi.waitFor(() =>
      expect(qc.getQueryData<Section[]>(boardKeys.sections(BOARD))?.map((s) => s.id)).toEqual([1, 3, 2]),
    );
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(false);
    expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
  });

  it('a failed single read falls back to reading the sections again; a delete removes the section', async () => {
    const qc = seeded();
    qc.setQueryData(boardKeys.sections(BOARD), [section(1, 0), section(2, 1)]);
    applyProjectMessage(
      qc,
      BOARD,
      event({ childType: 'post', childTypeID: 3 }),
      fetchers({ addedSection: vi.fn(async () => Promise.reject(new Error('down'))) }),
    );
    await vi.waitFor(() => expect(stale(qc, boardKeys.sections(BOARD))).toBe(true));
    const qc2 = seeded();
    qc2.setQueryData(boardKeys.sections(BOARD), [section(1, 0), section(2, 1)]);
    applyProjectMessage(
      qc2,
      BOARD,
      event({ action: 'delete', childType: 'post', childTypeID: 1 }),
      fetchers(),
    );
    expect(qc2.getQueryData<Section[]>(boardKeys.sections(BOARD))?.map((s) => s.id)).toEqual([2]);
  });

  it('post-type messages are ignored by the board', () => {
    const qc = seeded();
    expect(applyProjectMessage(qc, BOARD, { action: 'add', type: 'post', id: BOARD }, fetchers())).toBe(
      'ignored',
    );
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(false);
  });

  it('a board added with no child type is fetched and marked new; a private one is not marked', async () => {
    const qc = seeded();
    const f = fetchers();
    expect(applyProjectMessage(qc, BOARD, event({ action: 'add' }), f)).toBe('added');
    expect(f.board).toHaveBeenCalledWith(BOARD);
    await vi.waitFor(() => expect(newBoards.has(BOARD)).toBe(true));
    const priv = fetchers({ board: vi.fn(async (id: number) => ({ id, isPrivate: true }) as Board) });
    applyProjectMessage(qc, 6, event({ action: 'add', id: 6 }), priv);
    await vi.waitFor(() => expect(priv.board).toHaveBeenCalled());
    await Promise.resolve();
    expect(newBoards.has(6)).toBe(false);
  });

  it('a failed fetch of an added board removes it from local data', async () => {
    const qc = seeded();
    applyProjectMessage(
      qc,
      BOARD,
      event({ action: 'add' }),
      fetchers({ board: vi.fn(async () => Promise.reject(new Error('gone'))) }),
    );
    await vi.waitFor(() => expect(qc.getQueryData(boardKeys.detail(BOARD))).toBeUndefined());
    expect(newBoards.has(BOARD)).toBe(false);
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
