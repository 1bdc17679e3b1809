import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server binaries, if installed (CI has them). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().pop();
  const bin = version ? path.join(root, version, 'bin') : null;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null;
}

export function sparePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL server of a test's own, on a spare port, that the test may stop and start (the
 * machine's shared server is never touched). PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user.
 */
export async function startOwnPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-pg-'));
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  const gid = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : undefined;
  if (asRoot) chownSync(dir, uid!, gid!);
  const run = (command: string, args: string[]) =>
    execFileSync(path.join(bin, command), args, { uid, gid, stdio: 'pipe' });
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'root', '--no-sync']);
  const port = await sparePort();
  let server: ChildProcess | null = null;
  const start = async () => {
    server = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        path.join(dir, 'data'),
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
      ],
      { uid, gid, stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
          stdio: 'ignore',
        });
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('own PostgreSQL did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGQUIT'); // immediate shutdown: what a crash or a failover looks like to clients
    await exited;
  };
  await start();
  return {
    url: `postgres://root@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
