// The import rules of the code base (style.md "Imports flow one way"), checked on every `npm test`:
//
// web (apps/web/src)
//   - a feature uses another feature only through that feature's index.ts (its public surface);
//   - api/, realtime/, components/, i18n/ and test/ never import a feature;
//   - nothing imports app/ but main.tsx (the app shell sits on top).
// server (apps/server/src)
//   - lib/, db/, jobs/, mail/ and storage/ never import a module (modules/ sit on top of them);
//   - a module uses another through what that module exports, and modules import each other in no
//     cycle (type-only imports count: a cycle of types is still a knot).
// Usage: node scripts/check-imports.mjs   (exit 1 with the offending imports listed)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(full);
  }
  return out;
}

/** Relative imports of a file, resolved to paths under its source root. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]/g)) {
    found.push(path.resolve(path.dirname(file), match[1]));
  }
  for (const match of text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    found.push(path.resolve(path.dirname(file), match[1]));
  }
  return found;
}

const isTest = (file) => /\.test\.tsx?$|[\\/]test[\\/]|test-support/.test(file);

// ---- web ----
const web = path.join(root, 'apps/web/src');
const top = (file) => path.relative(web, file).split(path.sep);
for (const file of files(web)) {
  const [area, feature] = top(file);
  for (const target of importsOf(file)) {
    const [toArea, toFeature, ...rest] = top(target);
    const where = `${path.relative(root, file)} → ${path.relative(root, target)}`;
    if (toArea === 'features') {
      if (['api', 'realtime', 'components', 'i18n'].includes(area))
        problems.push(`${where}: ${area}/ may not import a feature`);
      else if (area === 'features' && feature !== toFeature && rest.join('/') !== 'index.ts' && !isTest(file))
        problems.push(`${where}: use ${toFeature}'s index.ts, not its internals`);
    }
    if (toArea === 'app' && area !== 'app' && area !== 'main.tsx' && !isTest(file))
      problems.push(`${where}: only the app shell imports app/`);
  }
}

// ---- server ----
const server = path.join(root, 'apps/server/src');
const part = (file) => path.relative(server, file).split(path.sep);
const moduleGraph = new Map();
for (const file of files(server)) {
  if (isTest(file)) continue;
  const [area, mod] = part(file);
  for (const target of importsOf(file)) {
    const [toArea, toMod] = part(target);
    const where = `${path.relative(root, file)} → ${path.relative(root, target)}`;
    if (['lib', 'db', 'jobs', 'mail', 'storage', 'plugins'].includes(area) && toArea === 'modules')
      problems.push(`${where}: ${area}/ may not import a module`);
    if (area === 'modules' && toArea === 'modules' && mod !== toMod && mod !== 'compose.ts') {
      if (!moduleGraph.has(mod)) moduleGraph.set(mod, new Map());
      const edges = moduleGraph.get(mod);
      if (!edges.has(toMod)) edges.set(toMod, where);
    }
  }
}
// Cycles among modules: a depth-first search that reports each back edge once.
const state = new Map();
const stack = [];
function visit(mod) {
  state.set(mod, 'open');
  stack.push(mod);
  for (const [next, where] of moduleGraph.get(mod) ?? []) {
    if (state.get(next) === 'open') {
      const cycle = [...stack.slice(stack.indexOf(next)), next].join(' → ');
      problems.push(`module cycle ${cycle} (closed by ${where})`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(mod, 'done');
}
for (const mod of moduleGraph.keys()) if (!state.has(mod)) visit(mod);

if (problems.length) {
  console.error(`import rules broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import rules hold (web features, server layers, no module cycles)');
