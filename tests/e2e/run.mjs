// The end-to-end suite: starts the built server on a spare port with a fresh embedded database
// and demo content, then runs the scenarios (tests/e2e/*.e2e.ts) in Debian's Chromium through
// playwright-core. Without Chromium it says so and skips, unless E2E_REQUIRED=1 (CI), where that fails.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium} (install Debian's chromium package).`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${message} E2E_REQUIRED=1, so this fails.`);
    process.exit(1);
  }
  console.log(`${message} Skipping the end-to-end suite.`);
  process.exit(0);
}

if (
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/main.js'))
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Screenshots of this run only (browser.ts writes them here).
rmSync(path.join(root, 'test-results/e2e'), { recursive: true, force: true });

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-e2e-'));
// The server lists the web files once at start; a rebuild of apps/web/dist during the run (another
// build on this machine) would remove the hashed assets it serves. A private copy keeps the run whole.
const webDist = path.join(dataDir, 'web');
cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const baseUrl = `http://127.0.0.1:${port}`;
// The school login of oidc.e2e.ts: a real OpenID Connect provider, running beside the server.
const { startE2eProvider } = await import('./oidc-provider.mjs');
const oidcProvider = await startE2eProvider(`${baseUrl}/api/users/oauth/school/callback`);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    // Many sign-ups from one address in a few minutes: loosen, never remove, the limits.
    RATE_LIMIT_FACTOR: '50',
    PUBLIC_URL: baseUrl,
    WEB_DIST: webDist,
    ...oidcProvider.env,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 1;
try {
  // A fresh database is migrated and seeded first; on a busy shared machine that takes a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // Arguments filter the files, as with vitest: `node tests/e2e/run.mjs live` runs live.e2e.ts only.
  const filters = process.argv.slice(2);
  // Not spawnSync: the test provider answers from this process while the scenarios run.
  const runner = spawn('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...filters], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
  });
  exitCode = await new Promise((resolve) => runner.on('close', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await oidcProvider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
