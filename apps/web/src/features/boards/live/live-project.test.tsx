// The board's live rules (spec/001 §4 "Handled live messages"): what each project message refreshes,
// adds or removes in the cache, and the hook that follows a board while it is shown.
import type { Board, Section, ServerMessage } from '@makerboard/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newBoards } from '../../../realtime/new-boards.ts';
import { RealtimeProvider } from '../../../realtime/realtime-provider.tsx';
import { SocketClient } from '../../../realtime/socket-client.ts';
import { FakeSocket } from '../../../realtime/test-socket.ts';
import { commentKeys } from '../../comments/index.ts';
import { boardKeys } from '../keys.ts';
import { applyProjectMessage, type LiveFetchers } from './live-project.ts';
import { useLiveProject } from './use-live-project.ts';

const BOARD = 5;

function seeded() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(boardKeys.detail(BOARD), { id: BOARD });
  qc.setQueryData(boardKeys.sections(BOARD), []);
  qc.setQueryData(commentKeys.board(BOARD), { pages: [], pageParams: [] });
  qc.setQueryData(commentKeys.replies(77), { comments: [] });
  qc.setQueryData(boardKeys.links(BOARD), []);
  qc.setQueryData(boardKeys.detail(6), { id: 6 });
  return qc;
}
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? null;
const event = (over: Partial<ServerMessage>): ServerMessage => ({
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
      expect(stale(qc, commentKeys.board(BOARD))).toBe(true);
      expect(stale(qc, commentKeys.replies(77))).toBe(true);
      expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
      expect(stale(qc, boardKeys.sections(BOARD))).toBe(false);
      expect(stale(qc, boardKeys.detail(6))).toBe(false);
    }
  });

  it('a post update refreshes the sections; a like or subscription the counts; a link the links', () => {
    let qc = seeded();
    applyProjectMessage(qc, BOARD, event({ action: 'update', childType: 'post', childTypeID: 3 }));
    expect(stale(qc, boardKeys.sections(BOARD))).toBe(true);
    expect(stale(qc, commentKeys.board(BOARD))).toBe(false);
    for (const childType of ['like', 'subscription'] as const) {
      qc = seeded();
      applyProjectMessage(qc, BOARD, event({ childType }));
      expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
      expect(stale(qc, commentKeys.board(BOARD))).toBe(false);
    }
    qc = seeded();
    applyProjectMessage(qc, BOARD, event({ action: 'delete', childType: 'link' }));
    expect(stale(qc, boardKeys.links(BOARD))).toBe(true);
  });

  it('a project update refreshes the board; a delete removes it; other boards are ignored', () => {
    let qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ action: 'update' }))).toBe('refreshed');
    expect(stale(qc, boardKeys.detail(BOARD))).toBe(true);
    qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ action: 'delete' }))).toBe('deleted');
    expect(qc.getQueryData(boardKeys.detail(BOARD))).toBeUndefined();
    expect(qc.getQueryData(boardKeys.sections(BOARD))).toBeUndefined();
    expect(qc.getQueryData(commentKeys.board(BOARD))).toBeUndefined();
    qc = seeded();
    expect(applyProjectMessage(qc, BOARD, event({ id: 6, childType: 'comment' }))).toBe('ignored');
    expect(stale(qc, commentKeys.board(BOARD))).toBe(false);
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

describe('following a board', () => {
  let client: SocketClient;
  beforeEach(() => {
    FakeSocket.all = [];
    client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
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
    expect(stale(qc, commentKeys.board(BOARD))).toBe(true);
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
