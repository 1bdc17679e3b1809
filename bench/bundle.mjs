// First-load JavaScript of the main screens, gzip-compressed: the entry with every chunk it imports
// statically, plus the screen's lazy chunk and its static imports, what a first visit to that
// screen downloads before it can run. The home route's has a budget (quality.md: under 200 KB);
// the others are weighed so their change shows. Usage after `npm run build`:
//   node bench/bundle.mjs            (exit code 1 when home is over budget; SHOW=n lists home's n largest files)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 200;
const SCREENS = {
  home: 'src/features/home/home-page.tsx',
  'board page': 'src/features/boards/components/board-page.tsx',
  profile: 'src/features/profile/profile-page.tsx',
  inbox: 'src/features/inbox/inbox-page.tsx',
  explore: 'src/features/boards/components/explore-page.tsx',
  search: 'src/features/search/components/search-page.tsx',
};

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
function take(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) take(imported, files);
}
function firstLoad(screenKey) {
  if (!manifest[screenKey]) throw new Error(`${screenKey} not found in the manifest`);
  const files = new Set();
  take('index.html', files);
  take(screenKey, files);
  const rows = [...files].filter((file) => file.endsWith('.js')).map((file) => [file, gz(file)]);
  return { rows: rows.sort((a, b) => b[1] - a[1]), total: rows.reduce((sum, [, size]) => sum + size, 0) };
}

const home = firstLoad(SCREENS.home);
for (const [file, size] of home.rows.slice(0, Number(process.env.SHOW ?? 8)))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
for (const [name, key] of Object.entries(SCREENS).slice(1)) {
  const { rows, total } = firstLoad(key);
  console.log(`${name} JS: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files`);
}
console.log(
  `home route JS: ${(home.total / 1024).toFixed(1)} KB gzip in ${home.rows.length} files (budget ${BUDGET_KB} KB)`,
);
if (home.total / 1024 > BUDGET_KB) process.exitCode = 1;
