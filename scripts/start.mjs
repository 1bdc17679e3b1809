// `npm start`: builds what is stale (web app, server bundle), then serves Makerboard on
// http://localhost:3000 with the embedded database under ./data (or DATABASE_URL when set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newest(path.join(root, source)) > built);
}

function run(label, args) {
  console.log(`→ ${label}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(path.join(root, 'apps/web/dist/index.html'), 'apps/web', 'packages/shared/src')) {
  run('building the web app', ['run', 'build', '-w', '@makerboard/web']);
}
if (stale(path.join(root, 'apps/server/dist/main.js'), 'apps/server/src', 'packages/shared/src')) {
  run('building the server', ['run', 'build', '-w', '@makerboard/server']);
}

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  },
);
process.exit(server.status ?? 0);
