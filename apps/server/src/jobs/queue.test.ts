import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, until } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * Durable jobs (docs/decisions.md "Background jobs"): a job queued before a crash or shutdown
 * runs after the restart, once; the same on PGlite and PostgreSQL.
 */
let database: Database;
let drop: () => Promise<void>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-jobs-'));
const config = (jobsEnabled: boolean): Config =>
  loadConfig(
    { NODE_ENV: 'test', RATE_LIMIT_FACTOR: '1000' },
    { jwtSecret: 'test-secret-test-secret-test-secret-0123', dataDir, jobsEnabled },
  );

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

/** A job's effect, polled for up to a minute (a worker on a busy machine). */
const waitFor = <T>(read: () => Promise<T | undefined>) =>
  until(read, { timeout: 60_000, interval: 50, what: 'the job' });

describe('durable jobs', () => {
  it('runs a job queued before a shutdown after the restart, exactly once', async () => {
    const first = await buildApp({ config: config(false), database });
    const ran: number[] = [];
    first.ctx.jobs.register('test.count', async (payload) => {
      ran.push(Number(payload.n));
    });
    await first.ready();
    const id = await first.ctx.jobs.enqueue('test.count', { n: 7 });
    await first.close();
    expect(ran).toEqual([]);

    // A new app on the same database: its worker finds the job.
    const second = await buildApp({ config: config(true), database });
    second.ctx.jobs.register('test.count', async (payload) => {
      ran.push(Number(payload.n));
    });
    await second.ready();
    const done = await waitFor(async () => {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      return row?.status === 'done' ? row : undefined;
    });
    // A third worker on the same database does not run it again.
    const third = await buildApp({ config: config(true), database });
    third.ctx.jobs.register('test.count', async (payload) => {
      ran.push(Number(payload.n));
    });
    await third.ready();
    expect(await third.ctx.jobs.runOne()).toBe(false);
    await third.close();
    await second.close();
    expect(ran).toEqual([7]);
    expect(done.attempts).toBe(1);
  });

  it('hands a running job back on close and finishes it on the next start', async () => {
    const app = await buildApp({ config: config(true), database });
    let started = 0;
    let finished = 0;
    app.ctx.jobs.register('test.slow', async (_payload, { signal }) => {
      started += 1;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 30_000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('stopped'));
        });
      });
      finished += 1;
    });
    await app.ready();
    const id = await app.ctx.jobs.enqueue('test.slow', {});
    await waitFor(async () => (started > 0 ? true : undefined));
    await app.close();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const next = await buildApp({ config: config(true), database });
    next.ctx.jobs.register('test.slow', async () => {
      finished += 1;
    });
    await next.ready();
    await waitFor(async () => {
      const [r] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      return r?.status === 'done' ? r : undefined;
    });
    await next.close();
    expect(finished).toBe(1);
  });
});
