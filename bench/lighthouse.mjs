// Lighthouse (mobile: simulated slow 4G, a 4x slower CPU) on the main screens of a running
// Makerboard: home and a board page as a visitor sees them, a profile, and the inbox signed in.
// Usage, against `npm start` (demo content) or any BASE:
//   node bench/lighthouse.mjs [runs per page, default 3]
//   BASE=http://127.0.0.1:3000 USERNAME=sam PASSWORD=Makerboard-Demo-2026 node bench/lighthouse.mjs 3
// Prints the median of each page's runs: performance score, first and largest contentful paint,
// total blocking time, speed index and layout shift; then whether Chromium finds the app installable
// (its own installability check, as its install prompt uses it: manifest, icons, service worker).
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = process.env.BASE ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.argv[2] ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const USERNAME = process.env.USERNAME_DEMO ?? process.env.USERNAME ?? 'sam';
const PASSWORD = process.env.PASSWORD ?? 'Makerboard-Demo-2026';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

async function api(method, url, body) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return (await response.json()).result;
}

/** A Chromium profile holding a signed-in session, as the web app keeps it (its token cookies). */
async function signedInProfile() {
  const login = await api('POST', '/users/login', { username: USERNAME, password: PASSWORD });
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME, args: FLAGS });
  const { hostname } = new URL(BASE);
  const cookie = (name, value) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    sameSite: 'Strict',
    expires: Date.now() / 1000 + 86400,
  });
  await context.addCookies([
    cookie('mb_access', login.accessToken),
    cookie('mb_refresh', login.refreshToken),
  ]);
  // Nothing is visited here, so the inbox is measured with an empty cache like the other pages.
  await context.close();
  return dir;
}

function lighthouse(url, profile) {
  const out = path.join(tmpdir(), `mb-lighthouse-${process.pid}.json`);
  const chromeFlags = [...FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ');
  const args = [
    url,
    `--chrome-path=${CHROME}`,
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    ...(profile ? ['--disable-storage-reset'] : []),
  ];
  const run = spawnSync(path.join(root, 'node_modules/.bin/lighthouse'), args, { encoding: 'utf8' });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  if (run.status !== 0 && !report.categories) throw new Error(run.stderr);
  // A run Lighthouse could not complete (it says why: a page that did not paint in its window, a
  // protocol timeout) scores 0 with no figures; it is reported and left out of the median.
  if (report.runtimeError || report.categories.performance.score === null)
    return { failed: report.runtimeError?.code ?? 'no score' };
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const board = (await api('GET', '/projects?sort=popular&limit=1')).projects[0];
const pages = [
  ['home', `${BASE}/home`],
  ['board page', `${BASE}/story/${board.id}`],
  ['profile', `${BASE}/profile/${board.user?.userName ?? USERNAME}`],
  ['inbox (signed in)', `${BASE}/inbox`, await signedInProfile()],
];
console.log(`Lighthouse mobile, median of ${RUNS} runs, ${BASE}`);
console.log('| page | performance | FCP | LCP | TBT | speed index | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, url, profile] of pages) {
  const all = Array.from({ length: RUNS }, () => lighthouse(url, profile));
  const runs = all.filter((run) => !run.failed);
  for (const run of all) if (run.failed) console.log(`(${name}: a run failed in Lighthouse: ${run.failed})`);
  if (runs.length === 0) continue;
  const m = (key) => median(runs.map((run) => run[key]));
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `| ${name} | ${m('score')} (${runs.map((r) => r.score).join(', ')}) | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${s(m('si'))} | ${m('cls').toFixed(2)} |`,
  );
  if (profile) rmSync(profile, { recursive: true, force: true });
}

/** Chromium's installability check of home once its service worker controls the page. */
async function installability() {
  // A profile on disk: Chromium never offers to install from an incognito window.
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-install-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME, args: FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${BASE}/home`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors } = await cdp.send('Page.getAppManifest');
    return {
      manifest: url,
      errors: [...installabilityErrors.map((e) => e.errorId), ...errors.map((e) => e.message)],
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
const installable = await installability();
console.log(
  installable.errors.length === 0
    ? `installable: yes (manifest ${installable.manifest}, service worker ready, no installability error)`
    : `installable: no (${installable.errors.join('; ')})`,
);
