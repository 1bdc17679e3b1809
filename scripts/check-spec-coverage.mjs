// Checks docs/spec-coverage.md, the map of spec/001 §7 calls and spec/000 §2 screens:
// - every route named in a "Route here" column (METHOD /api/...) is in docs/openapi.json (method and
//   path; path parameters may have any name);
// - every row has a state of done, partly or left, and a partly or left row says why (Note);
// - every row marked done names a test file, and every test file a row names exists;
// - the summary's counts are the tables' counts.
// Exit 1 listing the problems. No dependencies; reads two files.
// `--write-summary` rewrites the summary's counts (and row totals) from the tables first, for use
// after rows change; every other check still runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docPath = 'docs/spec-coverage.md';
let doc = fs.readFileSync(path.join(root, docPath), 'utf8');
const openapi = JSON.parse(fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8'));

// "GET /api/projects/{}" for every operation; parameter names do not matter.
const shape = (p) => p.replace(/\{[^}]+\}/g, '{}');
const known = new Set();
for (const [p, item] of Object.entries(openapi.paths ?? {})) {
  for (const method of Object.keys(item)) known.add(`${method.toUpperCase()} ${shape(p)}`);
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

const problems = [];
const counts = { calls: { done: 0, partly: 0, left: 0 }, screens: { done: 0, partly: 0, left: 0 } };
const existing = new Map();
const exists = (file) => {
  if (!existing.has(file)) existing.set(file, fs.existsSync(path.join(root, file)));
  return existing.get(file);
};

let part = null; // 'calls' (section 1) or 'screens' (section 2)
let header = null;
let rows = 0;
const lines = doc.split('\n');
lines.forEach((line, i) => {
  const where = `${docPath}:${i + 1}`;
  if (/^## 1\./.test(line)) part = 'calls';
  if (/^## 2\./.test(line)) part = 'screens';
  if (!line.startsWith('|')) {
    header = null;
    return;
  }
  const row = cells(line);
  if (!header) {
    header = row.map((h) => h.toLowerCase());
    return;
  }
  if (row.every((c) => /^:?-+:?$/.test(c))) return;
  if (!part) {
    problems.push(`${where}: a table row before section 1`);
    return;
  }
  const col = (name) => {
    const at = header.findIndex((h) => h.startsWith(name));
    return at === -1 ? '' : (row[at] ?? '');
  };
  rows++;
  const state = col('state');
  if (!(state in counts[part])) {
    problems.push(`${where}: state "${state}" is not done, partly or left`);
    return;
  }
  counts[part][state]++;
  if (state !== 'done' && !col('note')) problems.push(`${where}: a ${state} row says nothing in its note`);

  for (const m of col('route here').matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s;|`,)]+)/g)) {
    if (!known.has(`${m[1]} ${shape(m[2])}`))
      problems.push(`${where}: ${m[1]} ${m[2]} is not in docs/openapi.json`);
  }

  const tests = [...col('test').matchAll(/[\w./-]+\.(?:test|e2e)\.tsx?/g)].map((m) => m[0]);
  if (state === 'done' && tests.length === 0) problems.push(`${where}: marked done but names no test file`);
  for (const file of tests) if (!exists(file)) problems.push(`${where}: test file ${file} does not exist`);
});

// The summary line: "Calls ... (N rows): N done, N partly, N left" and the same for screens.
const summaryLine = (label) =>
  new RegExp(`(${label}[^\\n]*?\\()(\\d+)( rows\\)[^\\n]*?: )(\\d+) done, (\\d+) partly, (\\d+) left`);
if (process.argv.includes('--write-summary')) {
  let written = doc;
  for (const [label, key] of [
    ['\\*\\*Calls', 'calls'],
    ['\\*\\*Screens', 'screens'],
  ]) {
    const c = counts[key];
    written = written.replace(
      summaryLine(label),
      (_all, head, _n, mid) =>
        `${head}${c.done + c.partly + c.left}${mid}${c.done} done, ${c.partly} partly, ${c.left} left`,
    );
  }
  if (written !== doc) fs.writeFileSync(path.join(root, docPath), written);
  doc = written;
}
const summary = (label, key) => {
  const m = doc.match(new RegExp(`${label}[^\\n]*?: (\\d+) done, (\\d+) partly, (\\d+) left`));
  const c = counts[key];
  if (!m) problems.push(`${docPath}: the summary has no "${label} …: N done, N partly, N left" line`);
  else if (+m[1] !== c.done || +m[2] !== c.partly || +m[3] !== c.left)
    problems.push(
      `${docPath}: the summary says ${label} ${m[1]} done, ${m[2]} partly, ${m[3]} left; the tables have ${c.done}, ${c.partly}, ${c.left}`,
    );
};
summary('\\*\\*Calls', 'calls');
summary('\\*\\*Screens', 'screens');

if (rows === 0) problems.push(`${docPath}: no table rows found`);
if (problems.length) {
  console.error(
    `spec coverage map: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const line = (c) => `${c.done} done, ${c.partly} partly, ${c.left} left`;
console.log(`spec coverage map: ${rows} rows; calls ${line(counts.calls)}; screens ${line(counts.screens)}`);
