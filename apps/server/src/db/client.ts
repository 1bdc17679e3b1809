import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparedStatements } from './prepared.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: services take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Counts queries, for the query-count tests of quality.md. */
  queryCount(): number;
  /** An in-memory PGlite's data directory as a tarball (for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * Run PGlite in its own process behind the wire protocol (the default for a data directory),
   * or inside this process (tests with an in-memory database).
   */
  pgliteProcess?: boolean;
  /**
   * An in-memory PGlite starts from this dump of a data directory (made by `dumpDataDir`) instead
   * of an empty cluster: the tests start every file from one migrated copy.
   */
  loadDataDir?: Blob;
}

/** Starts the PGlite host process and resolves with its socket directory once it listens. */
async function startPgliteHost(
  dataDir: string,
  initOnly = false,
): Promise<{ socketDir: string; stop: () => Promise<void> }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fromSource ? path.join(here, 'pglite-host.ts') : path.join(here, 'pglite-host.js');
  if (!existsSync(entry)) throw new Error(`missing ${entry}`);
  const socketDir = path.join(path.dirname(dataDir), 'run');
  const child = fork(entry, [], {
    env: {
      ...process.env,
      PGLITE_DATA_DIR: dataDir,
      PGLITE_SOCKET_DIR: socketDir,
      PGLITE_INIT_ONLY: initOnly ? '1' : '0',
    },
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the embedded database did not start in 60 s')), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited with code ${code}`));
    });
  });
  return {
    socketDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/** Beside this file: `src/db/migrations` in source, `dist/migrations` beside the bundle (build.mjs copies them). */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = new CountingLogger();
  const folder = migrationsFolder();
  const dataDirForHost = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (!options.url && dataDirForHost && options.pgliteProcess !== false) {
    if (!existsSync(path.join(dataDirForHost, 'PG_VERSION'))) {
      await startPgliteHost(dataDirForHost, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const host = await startPgliteHost(dataDirForHost);
    // PGlite is one session: one connection, so transactions never interleave.
    const pool = new pg.Pool({
      host: host.socketDir,
      port: 5432,
      user: 'postgres',
      database: 'postgres',
      max: 1,
    });
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await pool.end();
        await host.stop();
      },
      queryCount: () => logger.count,
    };
  }
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    new PreparedStatements().install(pool);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      queryCount: () => logger.count,
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // relaxedDurability stays off: every acknowledged query is flushed to the data directory.
  const client = new PGlite(dataDir ?? 'memory://', {
    relaxedDurability: false,
    extensions: { pg_trgm },
    ...(options.loadDataDir && !dataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    queryCount: () => logger.count,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer `{rows}`). */
export async function queryRows<T>(db: Tx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
