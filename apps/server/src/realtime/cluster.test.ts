import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  json,
  latestCode,
  openSocket,
  openTestDatabase,
  signupBody,
  until as waitUntil,
} from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * Two servers on one PostgreSQL and one Redis (issue 5; runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set, as in CI). This test starts its own redis-server on a spare port, so that
 * it can restart it without touching the machine's Redis.
 */
const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let redis: ChildProcess;
let redisPort: number;
async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(redisPort, '127.0.0.1');
      socket.once('listening', () => socket.close(() => resolve(false)));
      socket.once('error', () => resolve(true));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let a: FastifyInstance;
let b: FastifyInstance;
let dbA: Database;
let dbB: Database;
let drop: () => Promise<void>;

describe.runIf(enabled)('two servers, one PostgreSQL, one Redis', () => {
  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    const opened = await openTestDatabase();
    dbA = opened.database;
    drop = opened.drop;
    dbB = await openDatabase({ url: opened.url!, poolSize: 3 });
    const config = (name: string) =>
      loadConfig(
        { NODE_ENV: 'test', REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_FACTOR: '1000' },
        { jwtSecret: 'cluster-secret-cluster-secret-cluster-0123', dataDir: `/tmp/mb-cluster-${name}` },
      );
    a = await buildApp({ config: config('a'), database: dbA });
    b = await buildApp({ config: config('b'), database: dbB });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.close();
    await drop?.();
    redis?.kill('SIGKILL');
  });

  const socketOn = (app: FastifyInstance) => openSocket({ app });
  /** Events cross from A to B through Redis: a little longer than in one process. */
  const until = (check: () => boolean) =>
    waitUntil(check, { timeout: 10_000, interval: 20, what: 'a socket message' });

  it('counts rate limits across both servers (Redis counters)', async () => {
    // With counters per server, each would report its own first attempt; shared, B counts A's too.
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'nobody', password: 'Whatever-1' },
      });
    const first = await attempt(a);
    const second = await attempt(b);
    const remaining = (r: Awaited<ReturnType<typeof attempt>>) => Number(r.headers['x-ratelimit-remaining']);
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it("carries a private message made through server A to the recipient's socket on server B, not to others", async () => {
    const person = async () => {
      const body = signupBody({ birthDate: '1990-01-01' });
      await a.inject({ method: 'POST', url: '/api/users/signup', payload: body });
      const code = await latestCode(dbA, body.email);
      const verified = json(
        await a.inject({
          method: 'POST',
          url: '/api/users/verify',
          payload: { username: body.userName, code },
        }),
      ).result;
      return { userName: body.userName, token: verified.accessToken as string };
    };
    const [sender, recipient, outsider] = [await person(), await person(), await person()];
    const listen = async (token: string) => {
      const client = await socketOn(b);
      client.ws.send(JSON.stringify({ action: 'auth', token }));
      await until(() => client.inbox.some((m) => m.action === 'auth' && m.ok === true));
      return client;
    };
    const heard = await listen(recipient.token);
    const stranger = await listen(outsider.token);
    await new Promise((r) => setTimeout(r, 300));
    const created = json(
      await a.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(sender.token),
        payload: { users: [recipient.userName], message: 'Across servers' },
      }),
    ).result;
    const messageId = created.messages[0].id;
    await until(() => heard.inbox.some((m) => m.childTypeID === messageId));
    expect(heard.inbox.find((m) => m.childTypeID === messageId)).toMatchObject({
      action: 'add',
      type: 'conversation',
      id: created.conversation.id,
      childType: 'message',
    });
    // Sentinel: a message to the outsider, sent after, crosses the same way; by then the first
    // would have reached them too.
    const sentinel = json(
      await a.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(sender.token),
        payload: { users: [outsider.userName], message: 'Your turn' },
      }),
    ).result;
    const sentinelId = sentinel.messages[0].id;
    expect(
      await stranger.before(
        (m) => m.childTypeID === sentinelId,
        (m) => m.type === 'conversation' && m.childTypeID !== sentinelId,
      ),
    ).toEqual([]);
    heard.ws.terminate();
    stranger.ws.terminate();
  });

  it('carries a comment made through server A to a socket on server B, and again after Redis restarts', async () => {
    const body = signupBody();
    await a.inject({ method: 'POST', url: '/api/users/signup', payload: body });
    const code = await latestCode(dbA, body.email);
    const token = json(
      await a.inject({
        method: 'POST',
        url: '/api/users/verify',
        payload: { username: body.userName, code },
      }),
    ).result.accessToken as string;
    const category = json(await a.inject('/api/categories')).result.categories[0].subCategories[0].id;
    const board = json(
      await a.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(token),
        payload: {
          title: 'Cluster board',
          description: 'Across servers',
          categories: [category],
          sections: [{ title: 'x', body: '<p>x</p>' }],
        },
      }),
    ).result.project;
    const client = await socketOn(b);
    client.ws.send(JSON.stringify({ action: 'subscribe', type: 'project', id: board.id }));
    await until(() => client.inbox.some((m) => m.action === 'subscribe' && m.ok === true));
    // Give both Redis connections time to be up before the first event.
    await new Promise((r) => setTimeout(r, 300));
    const comment = (text: string) =>
      a.inject({
        method: 'POST',
        url: '/api/comments',
        headers: bearer(token),
        payload: { projectID: board.id, comment: text },
      });
    const first = json(await comment('From server A')).result.comment;
    await until(() => client.inbox.some((m) => m.childTypeID === first.id));
    expect(client.inbox.find((m) => m.childTypeID === first.id)).toMatchObject({
      action: 'add',
      type: 'project',
      id: board.id,
      childType: 'comment',
    });

    // Redis goes away: server A keeps answering; then Redis comes back and events flow again.
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect((await comment('While Redis is down')).statusCode).toBe(201);
    await startRedis();
    const deadline = Date.now() + 15_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      const next = json(await comment(`After the restart ${Date.now()}`)).result.comment;
      await new Promise((r) => setTimeout(r, 500));
      delivered = client.inbox.some((m) => m.childTypeID === next.id);
    }
    expect(delivered).toBe(true);
    client.ws.terminate();
  }, 60_000);
});
