// Cold start and idle memory of the built server (quality.md: cold start to first answer under 3 s,
// idle RSS under 200 MB). Usage: node bench/startup.mjs [runs] ; with DATABASE_URL set it measures
// PostgreSQL mode, otherwise the embedded PGlite mode on a fresh data folder each run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const port = 3900;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(fresh) {
  const dataDir = fresh
    ? mkdtempSync(path.join(tmpdir(), 'mb-bench-'))
    : path.join(tmpdir(), 'mb-bench-warm');
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo' },
    stdio: 'ignore',
  });
  let ready;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        ready = performance.now() - started;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  await new Promise((r) => setTimeout(r, 5000));
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const rss = Number(/^makerboard_process_resident_memory_bytes (\d+)/m.exec(metrics)[1]) / 1024 / 1024;
  // The embedded database runs in its own process: report its memory too.
  const pidFile = path.join(dataDir, 'pglite-host.pid');
  let dbRss = 0;
  if (existsSync(pidFile)) {
    const status = readFileSync(`/proc/${readFileSync(pidFile, 'utf8').trim()}/status`, 'utf8');
    dbRss = Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  return { ready, rss, dbRss };
}

const mode = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
for (const fresh of [true, false]) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(fresh));
  console.log(
    `${mode}, ${fresh ? 'empty data folder (migrations + demo seed)' : 'existing data'}: ` +
      `cold start to /healthz median ${median(results.map((r) => r.ready)).toFixed(0)} ms ` +
      `[${results.map((r) => r.ready.toFixed(0)).join(', ')}], idle RSS median ${median(results.map((r) => r.rss)).toFixed(0)} MB ` +
      `[${results.map((r) => r.rss.toFixed(0)).join(', ')}]` +
      (results[0].dbRss
        ? `, database process RSS median ${median(results.map((r) => r.dbRss)).toFixed(0)} MB`
        : ''),
  );
}
rmSync(path.join(tmpdir(), 'mb-bench-warm'), { recursive: true, force: true });
