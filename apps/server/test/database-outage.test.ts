import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { postgresBin, startOwnPostgres } from './postgres-process.ts';

/**
 * PostgreSQL down (issue "nothing an outsider can break", finding 4; quality.md "PostgreSQL
 * restarted under load"): every API call answers 503 with Retry-After while the database is
 * unreachable, instead of a 500, and the server recovers by itself when it is back. The test runs
 * a PostgreSQL server of its own, which it stops and starts.
 */
const bin = postgresBin();
let pg: Awaited<ReturnType<typeof startOwnPostgres>>;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  if (!bin) return;
  pg = await startOwnPostgres();
  database = await openDatabase({ url: pg.url, poolSize: 4 });
  await database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', JOBS: 'off', NOTIFY_SWEEP_MS: '0' },
    {
      jwtSecret: 'outage-outage-outage-outage-outage-0123',
      dataDir: mkdtempSync(path.join(tmpdir(), 'mb-')),
    },
  );
  app = await buildApp({ config, database });
  await app.ready();
}, 120_000);
afterAll(async () => {
  if (!bin) return;
  await app?.close();
  await database?.close().catch(() => {});
  await pg?.remove();
});

describe.skipIf(!bin)('a database outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is down, and recovers when it is back', async () => {
    expect((await app.inject('/api/projects')).statusCode).toBe(200);
    await pg.stop();
    const down = await app.inject({ url: '/api/projects', headers: { 'accept-language': 'fr' } });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(down.json().messages[0]).toContain('base de données');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'nobody', password: 'Nothing-42' },
    });
    expect(login.statusCode).toBe(503);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    await pg.start();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject('/api/projects')).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  }, 120_000);
});
