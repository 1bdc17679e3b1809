import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signupBody } from './helpers.ts';

/**
 * The server as a process (quality.md, reliability): no acknowledged write is lost when the
 * embedded server is killed with SIGKILL, and SIGTERM finishes requests in flight before exiting.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(path.join(tmpdir(), 'mb-process-'));
// A data folder that does not exist yet, as a deployment names one (with JWT_SECRET given, nothing
// but the embedded database makes it).
const dataDir = path.join(workDir, 'data');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FACTOR: '1000',
      JWT_SECRET: 'process-test-secret-process-test-secret',
    },
    stdio: 'ignore',
  });
  // A fresh embedded database runs every migration first: slow on a busy machine, never a hang.
  const deadline = Date.now() + 100_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

// The process always runs the embedded database (DATABASE_URL is emptied), so the PostgreSQL run of
// the suite (TEST_DATABASE_URL set) would only repeat it: it runs in the PGlite run.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the embedded server as a process', () => {
  it('keeps every acknowledged signup after kill -9', async () => {
    const port = await freePort();
    const server = await start(port);
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const body = signupBody();
        try {
          const r = await fetch(`http://127.0.0.1:${port}/api/users/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (r.status === 201) acknowledged.push(body.email);
        } catch {
          return;
        }
      }
    };
    const workers = [worker(), worker(), worker(), worker()];
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 25 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await exited(server);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const restarted = await start(port);
    try {
      const missing: string[] = [];
      for (const email of acknowledged) {
        const r = await fetch(
          `http://127.0.0.1:${port}/api/users/unique?field=email&value=${encodeURIComponent(email)}`,
        );
        const { result } = (await r.json()) as { result: { unique: boolean } };
        if (result.unique) missing.push(email);
      }
      expect(missing).toEqual([]);
    } finally {
      restarted.kill('SIGKILL');
      await exited(restarted);
    }
  }, 240_000);

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const server = await start(port);
    // The body arrives in two parts: SIGTERM lands while the server is still reading the request.
    const payload = JSON.stringify(signupBody());
    let push!: (chunk: string | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) =>
          chunk === null ? controller.close() : controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const inflight = fetch(`http://127.0.0.1:${port}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      body,
      duplex: 'half',
    } as RequestInit);
    push(payload.slice(0, 10));
    await new Promise((r) => setTimeout(r, 500));
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    push(payload.slice(10));
    push(null);
    const response = await inflight;
    expect(response.status).toBe(201);
    expect(await exited(server)).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 200_000);
});
