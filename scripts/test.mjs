// `npm test`: every check: lint and format, types, the contract guards (merged migrations
// unchanged, the OpenAPI document current, the import rules, the spec coverage map) and the
// production build first, two at a time; then unit and integration tests (on PGlite, or with
// TEST_DATABASE_URL set the server's on PostgreSQL and those about the embedded database on PGlite),
// the bundle budget and the end-to-end suite in Chromium.
// Stops at the first failing stage and says which checks failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Checks that need nothing but the sources; each prints when it is done (output kept whole). */
const first = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['build', ['npm', 'run', 'build']],
  ['lint and format', ['npx', 'biome', 'ci', '.']],
  ['merged migrations unchanged', ['node', 'scripts/check-migrations.mjs']],
  [
    'OpenAPI document current (docs/openapi.json)',
    ['npx', 'tsx', 'apps/server/scripts/openapi.ts', '--check'],
  ],
  ['import rules (web features, server layers, no module cycles)', ['node', 'scripts/check-imports.mjs']],
  ['spec coverage map (docs/spec-coverage.md)', ['node', 'scripts/check-spec-coverage.mjs']],
];
/**
 * The server files about the embedded database itself: the server as a process on its own data
 * folder, restarts that find their jobs again, search's word list (an extension of its own). With
 * PostgreSQL at hand (CI), these run on PGlite as well and the rest of the server suite on
 * PostgreSQL only: the embedded database is PostgreSQL too, and the end-to-end suite runs the whole
 * app on it.
 */
const EMBEDDED = [
  'test/process.test.ts',
  'src/jobs/queue.test.ts',
  'src/modules/media/transcode.job.test.ts',
  'src/modules/search/words.test.ts',
];
/** The test suites use both cores each, so they run one after the other. */
const then = [];
if (process.env.TEST_DATABASE_URL) {
  const pglite = { TEST_DATABASE_URL: '' };
  then.push(
    ['unit tests (shared, web)', ['npx', 'vitest', 'run', '--project', 'shared', '--project', 'web'], pglite],
    [
      'server integration tests, embedded database (PGlite)',
      ['npx', 'vitest', 'run', '--project', 'server', ...EMBEDDED.map((file) => `apps/server/${file}`)],
      pglite,
    ],
    [
      'server integration tests (PostgreSQL)',
      ['npx', 'vitest', 'run', '--project', 'server'],
      { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    ],
  );
} else {
  then.push(['unit and integration tests (PGlite)', ['npx', 'vitest', 'run'], { TEST_DATABASE_URL: '' }]);
}
then.push(['home route bundle budget (quality.md)', ['node', 'bench/bundle.mjs']]);
then.push(['end-to-end tests (Chromium)', ['node', 'tests/e2e/run.mjs']]);

const results = [];

function run([label, [command, ...args], env = {}], { buffered }) {
  const started = Date.now();
  return new Promise((resolve) => {
    if (!buffered) console.log(`\n━━ ${label} ━━`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(buffered ? { FORCE_COLOR: '0' } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n━━ ${label} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

function finish() {
  const failed = results.filter((line) => line.startsWith('FAIL')).length;
  console.log(`\n${results.join('\n')}`);
  // A plain closing line for tools that read the end of the output: the checks above.
  console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// Two at a time (two cores): the long ones (types, build) start first.
const queue = [...first];
const worker = async () => {
  let ok = true;
  for (let step = queue.shift(); step; step = queue.shift()) ok = (await run(step, { buffered: true })) && ok;
  return ok;
};
const passed = (await Promise.all([worker(), worker()])).every(Boolean);
if (!passed) finish();
for (const step of then) {
  if (!(await run(step, { buffered: false }))) finish();
}
finish();
