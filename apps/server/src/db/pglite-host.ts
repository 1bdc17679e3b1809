/**
 * The embedded database as its own process: PGlite (PostgreSQL in WebAssembly) behind the
 * PostgreSQL wire protocol on a unix socket. The server talks to it with node-postgres, exactly
 * as to a real PostgreSQL, so a slow query never stalls the server's event loop and the server's
 * memory stays its own (architecture.md). Started by openDatabase() with fork(); it exits when
 * its parent goes away, closing PGlite cleanly.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.env.PGLITE_DATA_DIR;
const socketDir = process.env.PGLITE_SOCKET_DIR;
if (!dataDir || !socketDir) throw new Error('PGLITE_DATA_DIR and PGLITE_SOCKET_DIR are required');

const lockFile = path.join(path.dirname(dataDir), 'pglite-host.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One host per data folder: wait for a previous one (still closing after a crash) to go. */
async function takeLock(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (!pid || pid === process.pid || !alive(pid)) break;
    if (Date.now() > deadline) throw new Error(`another database host (pid ${pid}) holds ${dataDir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  writeFileSync(lockFile, String(process.pid));
}

async function main(): Promise<void> {
  // The folder may be new (a DATA_DIR named for the first time, with JWT_SECRET given, so nothing
  // else has made it yet): the lock file sits beside the data.
  mkdirSync(dataDir!, { recursive: true });
  await takeLock();
  mkdirSync(socketDir!, { recursive: true });
  const socketPath = path.join(socketDir!, '.s.PGSQL.5432');
  rmSync(socketPath, { force: true });
  // relaxedDurability off: every statement is on disk before its answer leaves.
  const db = await PGlite.create(dataDir!, { relaxedDurability: false, extensions: { pg_trgm } });
  if (process.env.PGLITE_INIT_ONLY === '1') {
    // initdb's memory high-water mark stays with the WebAssembly instance: a first start creates
    // the cluster in a throwaway process, and the long-lived one opens it fresh.
    await db.close();
    rmSync(lockFile, { force: true });
    process.send?.({ initialised: true });
    process.exit(0);
  }
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    try {
      await server.stop();
      await db.close();
    } finally {
      rmSync(lockFile, { force: true });
      process.exit(0);
    }
  };
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => {});
  process.on('message', (message) => {
    if (message === 'close') void close();
  });
  process.send?.({ ready: true, socketDir });
}

main().catch((error) => {
  console.error(error);
  rmSync(lockFile, { force: true });
  process.exit(1);
});
