import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeUser } from '../../test/factories.ts';
import { createTestApp, openSocket, type TestApp, type TestSocket, until } from '../../test/helpers.ts';
import { FrameBudget, POLICY_VIOLATION } from './limits.ts';

/**
 * What an outsider can make the server hold through the socket is bounded (issue "Fast everywhere
 * at scale, and nothing an outsider can break": 500 sockets sending 1,000 subscribes each grew
 * the server to 4 GB). Real sockets over TCP against a listening server.
 */
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await t.close();
});

/** A real socket over TCP to the listening server. */
const connect = () => openSocket(url);

describe('socket limits (realtime/limits.ts)', () => {
  it('closes a socket that floods it with subscribes, and the server stays responsive', async () => {
    const before = process.memoryUsage().heapUsed;
    const started = Date.now();
    const flood = await connect();
    for (let i = 1; i <= 20_000; i++) {
      if (flood.ws.readyState !== WebSocket.OPEN) break;
      flood.ws.send(JSON.stringify({ action: 'subscribe', type: 'project', id: i }));
    }
    expect(await flood.closed).toBe(POLICY_VIOLATION);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(flood.inbox.some((m) => m.message === 'Too many messages')).toBe(true);
    // It was not allowed to queue the flood: the server is answering, and kept little of it.
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('lets a socket wait on a bounded number of subscribes, and says so to the rest', async () => {
    const limits = t.app.sockets.limits;
    const saved = { ...limits };
    Object.assign(limits, { frameBurst: 1000, framesPerSecond: 1000, pendingPerSocket: 20 });
    try {
      const s = await connect();
      for (let i = 1; i <= 300; i++)
        s.ws.send(JSON.stringify({ action: 'subscribe', type: 'project', id: i }));
      await until(() => s.inbox.filter((m) => m.action === 'subscribe').length === 300);
      const refused = s.inbox.filter((m) => m.message === 'Too many subscriptions');
      expect(refused.length).toBeGreaterThan(0);
      // Every subscribe got an answer, and none of these boards exists: nothing is followed.
      expect(s.inbox.filter((m) => m.action === 'subscribe' && m.ok === true)).toEqual([]);
      s.ws.close();
    } finally {
      Object.assign(limits, saved);
    }
  });

  it('refuses more sockets from one address than the limit, before the upgrade (429)', async () => {
    const limits = t.app.sockets.limits;
    const saved = { ...limits };
    Object.assign(limits, { socketsPerAddress: 5 });
    const open: TestSocket[] = [];
    try {
      for (let i = 0; i < 5; i++) open.push(await connect());
      await expect(connect()).rejects.toThrow('429');
      // One leaves, one more may come.
      open.pop()!.ws.close();
      await until(() => t.app.sockets.admits('127.0.0.1'));
      open.push(await connect());
    } finally {
      for (const s of open) s.ws.close();
      Object.assign(limits, saved);
    }
  });

  it('lets one account hold a bounded number of signed-in sockets', async () => {
    const limits = t.app.sockets.limits;
    const saved = { ...limits };
    Object.assign(limits, { socketsPerAccount: 2 });
    const person = await makeUser(t);
    const open: TestSocket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const s = await connect();
        await s.auth(person.accessToken);
        open.push(s);
      }
      const answers = open.map((s) => s.inbox.find((m) => m.action === 'auth'));
      expect(answers.map((a) => a?.ok)).toEqual([true, true, false]);
      expect(await open[2]!.closed).toBe(POLICY_VIOLATION);
    } finally {
      for (const s of open) s.ws.close();
      Object.assign(limits, saved);
    }
  });
});

describe('the frame budget', () => {
  it('allows a burst, then the sustained rate, and refills with time', () => {
    let now = 0;
    const budget = new FrameBudget(10, 5, () => now);
    const taken = Array.from({ length: 8 }, () => budget.take());
    expect(taken).toEqual([true, true, true, true, true, false, false, false]);
    now += 300; // three frames' worth at 10 a second
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
