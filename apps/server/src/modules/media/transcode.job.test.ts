import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { asTestApp, bearer, json, openTestDatabase, type TestApp, until } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { multipart } from './multipart.test-support.ts';

/**
 * The video job is a durable job (docs/decisions.md "Background jobs"; the queue itself is tested
 * in src/jobs/queue.test.ts): a video uploaded while no worker ran is transcoded after the restart,
 * once; the same on PGlite and PostgreSQL.
 */
let database: Database;
let drop: () => Promise<void>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-transcode-'));
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

const testApp = (app: FastifyInstance, cfg: Config): TestApp =>
  asTestApp({ app, database, config: cfg, close: () => app.close() });

describe('the video job', () => {
  it('transcodes a video uploaded while no worker ran, after the restart', async () => {
    const offline = await buildApp({ config: config(false), database });
    await offline.ready();
    const user = await makeUser(testApp(offline, config(false)));
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
    const ready = await until(
      async () => {
        const view = json(
          await online.inject({ url: `/api/uploads/${id}`, headers: bearer(user.accessToken) }),
        ).result.upload;
        return view.status === 'ready' || view.status === 'failed' ? view : undefined;
      },
      { timeout: 60_000, interval: 50, what: 'the transcode' },
    );
    await online.close();
    expect(ready.status).toBe('ready');
    const transcodes = await database.db.select().from(jobs).where(eq(jobs.type, 'media.transcode'));
    expect(transcodes.filter((j) => (j.payload as { uploadId: number }).uploadId === id)).toHaveLength(1);
    expect(transcodes.find((j) => (j.payload as { uploadId: number }).uploadId === id)?.attempts).toBe(1);
  }, 90_000);
});
