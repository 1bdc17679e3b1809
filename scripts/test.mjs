// `npm test`: every check, in order: lint and format, types, the contract guards (merged migrations
// unchanged, the OpenAPI document current, the import rules, the spec coverage map), unit and
// integration tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), the production
// build, then the end-to-end suite in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint and format', ['npx', 'biome', 'ci', '.']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['merged migrations unchanged', ['node', 'scripts/check-migrations.mjs']],
  [
    'OpenAPI document current (docs/openapi.json)',
    ['npx', 'tsx', 'apps/server/scripts/openapi.ts', '--check'],
  ],
  ['import rules (web features, server layers, no module cycles)', ['node', 'scripts/check-imports.mjs']],
  ['spec coverage map (docs/spec-coverage.md)', ['node', 'scripts/check-spec-coverage.mjs']],
  ['unit and integration tests (PGlite)', ['npx', 'vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server integration tests (PostgreSQL)',
    ['npx', 'vitest', 'run', '--project', 'server'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
steps.push(['build', ['npm', 'run', 'build']]);
steps.push(['home route bundle budget (quality.md)', ['node', 'bench/bundle.mjs']]);
steps.push(['end-to-end tests (Chromium)', ['node', 'tests/e2e/run.mjs']]);

const results = [];
for (const [label, [command, ...args], env = {}] of steps) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  if (result.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    console.log(`checks: ${results.length - 1} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
// A plain closing line for tools that read the end of the output: the checks above.
console.log(`checks: ${results.length} passed, 0 failed`);
