// A Makerboard server of a test's own, started from the built files like run.mjs starts the shared
// one: for scenarios that stop and restart a server (a deploy of a newer version) without disturbing
// the server the other scenarios use.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  readonly url: string;
  /** Starts (or starts again) the process on the same port and data folder. */
  start(env?: Record<string, string>): Promise<void>;
  /** Stops the process (SIGTERM, as a deploy does) and waits until it has gone. */
  stop(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

/** A server on a spare port with its own embedded database (no demo content unless asked). */
export async function ownServer(): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-e2e-own-'));
  // A private copy of the web files, as run.mjs keeps one (a rebuild elsewhere cannot pull them away).
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  let child: ChildProcess | null = null;

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const timeout = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timeout);
  };

  return {
    url,
    async start(env = {}) {
      await stop();
      const started = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          SMTP_URL: '',
          SEED: 'none',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: url,
          WEB_DIST: webDist,
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child = started;
      // Generous: a first start creates the database, and the machine may be shared.
      const deadline = Date.now() + 120_000;
      for (;;) {
        try {
          const response = await fetch(`${url}/healthz`);
          if (response.ok) return;
        } catch {}
        if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
        if (Date.now() > deadline) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
