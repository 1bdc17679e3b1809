// The home route's JavaScript, gzip-compressed (quality.md: under 200 KB): the entry with every
// chunk it imports statically, plus the home page's lazy chunk and its static imports — what a
// first visit to /home downloads before it can run. Usage after `npm run build`:
//   node bench/bundle.mjs            (exit code 1 when over budget)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 200;

const files = new Set();
function take(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) take(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
take(entry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
if (!homeKey) throw new Error('home page chunk not found in the manifest');
take(homeKey);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    return [file, size];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows.slice(0, Number(process.env.SHOW ?? 8)))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `home route JS: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`,
);
if (total / 1024 > BUDGET_KB) process.exitCode = 1;
