import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECODE_ERROR, SocketClient } from './socket-client.ts';
import { FakeSocket } from './test-socket.ts';

const last = () => FakeSocket.last();

function client(token = '', logger: { error: (...a: unknown[]) => void } | null = { error: vi.fn() }) {
  let current = token;
  const c = new SocketClient({
    url: 'ws://test/ws',
    WebSocket: FakeSocket,
    getToken: () => current,
    logger,
  });
  return {
    c,
    setToken: (next: string) => {
      current = next;
    },
  };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SocketClient', () => {
  it('reconnects with exponential backoff from 250 ms, and starts over after a good open', () => {
    const { c } = client();
    c.start();
    expect(FakeSocket.all).toHaveLength(1);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      last().fail();
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(1);
        waited += 1;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000]);
    last().open();
    last().fail();
    vi.advanceTimersByTime(249);
    expect(FakeSocket.all).toHaveLength(9);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(10);
    c.stop();
  });

  it('connects to the given url and stops reconnecting after stop()', () => {
    const { c } = client();
    c.start();
    expect(last().url).toBe('ws://test/ws');
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends auth after open when there is a token, and waits for its answer before subscribing', () => {
    const { c } = client('tok-1');
    c.start();
    c.subscribe('project', 5);
    last().open();
    expect(last().sent).toEqual([{ action: 'auth', token: 'tok-1' }]);
    expect(c.ready).toBe(false);
    last().receive({ action: 'auth', ok: true });
    expect(c.ready).toBe(true);
    expect(last().sent[1]).toEqual({ action: 'subscribe', type: 'project', id: 5 });
    c.stop();
  });

  it('is identified at once without a token, and never sends auth', () => {
    const { c } = client('');
    c.start();
    last().open();
    expect(c.ready).toBe(true);
    c.subscribe('project', 7);
    expect(last().sent).toEqual([{ action: 'subscribe', type: 'project', id: 7 }]);
    c.stop();
  });

  it('sends auth on the open socket after a login, and reconnects anonymous after a logout', () => {
    const { c, setToken } = client('');
    c.start();
    last().open();
    c.subscribe('project', 3);
    setToken('fresh');
    c.tokenChanged();
    expect(last().sent.at(-1)).toEqual({ action: 'auth', token: 'fresh' });
    c.tokenChanged(); // unchanged: nothing more
    expect(last().actions()).toEqual(['subscribe', 'auth']);
    setToken('');
    c.tokenChanged();
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ action: 'subscribe', type: 'project', id: 3 }]);
    c.stop();
  });

  it('skips a duplicate subscribe and unsubscribes when the last view leaves', () => {
    const { c } = client();
    c.start();
    last().open();
    const first = c.subscribe('project', 5);
    const second = c.subscribe('project', 5);
    expect(last().actions()).toEqual(['subscribe']);
    first();
    first(); // idempotent
    expect(last().actions()).toEqual(['subscribe']);
    second();
    expect(last().sent.at(-1)).toEqual({ action: 'unsubscribe', type: 'project', id: 5 });
    expect(c.topics).toEqual([]);
    c.stop();
  });

  it('re-sends every subscription after a reconnect and signals "reconnected"', () => {
    const { c } = client();
    const reconnected = vi.fn();
    c.on('reconnected', reconnected);
    c.start();
    last().open();
    c.subscribe('project', 1);
    c.subscribe('project', 2);
    expect(reconnected).not.toHaveBeenCalled();
    last().fail();
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      { action: 'subscribe', type: 'project', id: 1 },
      { action: 'subscribe', type: 'project', id: 2 },
    ]);
    expect(reconnected).toHaveBeenCalledTimes(1);
    c.stop();
  });

  it('asks again for a topic refused while anonymous once the auth answer comes', () => {
    const { c, setToken } = client('');
    c.start();
    last().open();
    c.subscribe('project', 9);
    last().receive({ action: 'subscribe', type: 'project', id: 9, ok: false });
    setToken('member');
    c.tokenChanged();
    last().receive({ action: 'auth', ok: true });
    expect(last().actions()).toEqual(['subscribe', 'auth', 'subscribe']);
    c.stop();
  });

  it('send() waits for an open, identified socket: retries after 500 ms, then every 3 s', async () => {
    const { c } = client('tok');
    c.start();
    const sent = c.send({ action: 'ping' });
    let done = false;
    void sent.then(() => {
      done = true;
    });
    vi.advanceTimersByTime(499);
    last().open(); // open, but the auth answer is still out
    vi.advanceTimersByTime(1); // the 500 ms retry: still not identified
    expect(last().actions()).toEqual(['auth']);
    last().receive({ action: 'auth', ok: true });
    vi.advanceTimersByTime(2999);
    expect(last().actions()).toEqual(['auth']);
    vi.advanceTimersByTime(1); // the 3 s retry
    expect(last().actions()).toEqual(['auth', 'ping']);
    await Promise.resolve();
    expect(done).toBe(true);
    // Ready: the next send goes at once.
    void c.send({ action: 'ping' });
    expect(last().actions()).toEqual(['auth', 'ping', 'ping']);
    c.stop();
  });

  it('routes messages to listeners and logs a decode failure', () => {
    const logger = { error: vi.fn() };
    const { c } = client('', logger);
    const heard = vi.fn();
    const off = c.on('message', heard);
    c.start();
    last().open();
    last().receive('{not json');
    expect(logger.error).toHaveBeenCalledWith(DECODE_ERROR, expect.anything());
    expect(heard).not.toHaveBeenCalled();
    const event = { action: 'add', type: 'project', id: 5, childType: 'comment', childTypeID: 8, uuid: 'u' };
    last().receive(event);
    expect(heard).toHaveBeenCalledWith(event);
    off();
    last().receive(event);
    expect(heard).toHaveBeenCalledTimes(1);
    c.stop();
  });

  it('re-throws a decode failure when there is no logger', () => {
    const { c } = client('', null);
    c.start();
    last().open();
    expect(() => last().receive('nope')).toThrow();
    c.stop();
  });

  it('signals a refused token so the caller can refresh it', () => {
    const { c } = client('old');
    const failed = vi.fn();
    c.on('authFailed', failed);
    c.start();
    last().open();
    last().receive({ action: 'auth', ok: false });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(c.ready).toBe(true); // anonymous, but usable
    c.stop();
  });
});
