// Merged migrations are append-only (style.md): each SQL migration's SHA-256 is recorded in
// apps/server/src/db/migrations/checksums.txt, and a recorded migration may never change or go.
//   node scripts/check-migrations.mjs          fails when a recorded migration changed or went, or
//                                              when a migration is not recorded yet
//   node scripts/check-migrations.mjs --record records the new migrations (never rewrites a line)
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/server/src/db/migrations');
const list = path.join(dir, 'checksums.txt');
const record = process.argv.includes('--record');

const recorded = new Map();
if (existsSync(list)) {
  for (const line of readFileSync(list, 'utf8').split('\n')) {
    const [hash, name] = line.trim().split(/\s+/);
    if (hash && name && !hash.startsWith('#')) recorded.set(name, hash);
  }
}
const sha = (name) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, name)))
    .digest('hex');
const present = readdirSync(dir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

const problems = [];
for (const [name, hash] of recorded) {
  if (!present.includes(name)) problems.push(`${name} was merged and is gone`);
  else if (sha(name) !== hash)
    problems.push(`${name} was merged and has changed: add a new migration instead`);
}
const fresh = present.filter((name) => !recorded.has(name));
if (record && fresh.length) {
  if (!existsSync(list))
    appendFileSync(list, '# SHA-256 of every merged migration: append-only (scripts/check-migrations.mjs)\n');
  appendFileSync(list, fresh.map((name) => `${sha(name)}  ${name}\n`).join(''));
  console.log(`recorded ${fresh.join(', ')}`);
} else if (fresh.length) {
  problems.push(`not recorded yet: ${fresh.join(', ')} (run node scripts/check-migrations.mjs --record)`);
}
if (problems.length) {
  console.error(`migrations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (!record) console.log(`${present.length} migrations, none changed since it was merged`);
