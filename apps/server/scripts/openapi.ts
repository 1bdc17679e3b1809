// Writes the OpenAPI document of the API to docs/openapi.json, generated from the same zod
// contract the routes use (packages/shared/src/api). `--check` writes nothing and fails when the
// committed document is stale, or when an operation of the API declares no success response.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(root, 'docs/openapi.json');
const check = process.argv.includes('--check');

const database = await openDatabase({});
await database.migrate();
const config = loadConfig(
  { NODE_ENV: 'test', SEED: 'none', JOBS: 'off', NOTIFY_SWEEP_MS: '0' },
  {
    jwtSecret: 'openapi-openapi-openapi-openapi-0123',
    dataDir: mkdtempSync(path.join(tmpdir(), 'mb-openapi-')),
  },
);
const app = await buildApp({ config, database, logger: false });
await app.ready();
type Operation = { responses?: Record<string, { content?: unknown }> };
const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
await app.close();
await database.close();

const missing: string[] = [];
for (const [url, operations] of Object.entries(document.paths)) {
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
  for (const [method, operation] of Object.entries(operations)) {
    const ok = Object.entries(operation.responses ?? {}).some(
      ([code, response]) => /^2\d\d$/.test(code) && response.content !== undefined,
    );
    if (!ok) missing.push(`${method.toUpperCase()} ${url}`);
  }
}
const text = `${JSON.stringify(document, null, 2)}\n`;

if (check) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  const problems: string[] = [];
  if (committed !== text) problems.push('docs/openapi.json is stale: run `npm run openapi` and commit it.');
  if (missing.length) problems.push(`operations without a success response:\n  ${missing.join('\n  ')}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`docs/openapi.json is current (${Object.keys(document.paths).length} paths).`);
} else {
  writeFileSync(target, text);
  console.log(`wrote docs/openapi.json (${Object.keys(document.paths).length} paths)`);
  if (missing.length) console.log(`operations without a success response: ${missing.length}`);
}
