import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, openTestDatabase, signupAndVerify, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { multipart } from './multipart.test-support.ts';

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

const asTestApp = (app: FastifyInstance, cfg: Config): TestApp => ({
  app,
  database,
  config: cfg,
  close: () => app.close(),
});

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

  it('transcodes a video uploaded while no worker ran, after the restart', async () => {
    const offline = await buildApp({ config: config(false), database });
    await offline.ready();
    const user = await signupAndVerify(asTestApp(offline, config(false)));
    const dir = mkdtempSync(path.join(tmpdir(), 'mb-video-'));
    const file = path.join(dir, 'clip.webm');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=160x120:rate=10',
      '-c:v',
      'libvpx',
      '-y',
      file,
    ]);
    const body = multipart([{ name: 'file', filename: 'clip.webm', content: readFileSync(file) }]);
    const r = await offline.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(user.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode).toBe(201);
    const id = json(r).result.upload.id;
    await offline.close();

    const online = await buildApp({ config: config(true), database });
    await online.ready();
    const ready = await waitFor(async () => {
      const view = json(await online.inject({ url: `/api/uploads/${id}`, headers: bearer(user.accessToken) }))
        .result.upload;
      return view.status === 'ready' || view.status === 'failed' ? view : undefined;
    });
    await online.close();
    expect(ready.status).toBe('ready');
    const transcodes = await database.db.select().from(jobs).where(eq(jobs.type, 'media.transcode'));
    expect(transcodes.filter((j) => (j.payload as { uploadId: number }).uploadId === id)).toHaveLength(1);
    expect(transcodes.find((j) => (j.payload as { uploadId: number }).uploadId === id)?.attempts).toBe(1);
  }, 90_000);
});
