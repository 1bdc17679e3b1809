// Every GET route of the OpenAPI document on the benchmark data (quality.md: "every other read
// path"): each route is called at 20 connections for a few seconds, beside a bare Fastify JSON
// route measured in the same run, and its throughput, p99 and share of the bare route printed.
// Path parameters are filled from the data the server serves (a board, its section and comment,
// their author, a conversation of the signed-in person…); routes whose parameters name nothing
// found are listed as skipped, with the parameter. Usage (server running on the benchmark data):
//   BASE=http://127.0.0.1:3000 node bench/routes.mjs [seconds=5] [connections=20] [filter]
// Signs in as BENCH_USER (default ada, an admin of the demo content) for routes that need it.
// With STATEMENTS_FROM set to the server's database URL, a column tells the statements each request
// sent to PostgreSQL: the database's committed transactions during the route's run (each statement
// outside a transaction is one) over the requests answered; the server's background jobs add a
// little, so read it to a tenth.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const filter = process.argv[4] ? new RegExp(process.argv[4]) : null;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8'));

async function api(url, token) {
  const response = await fetch(`${base}/api${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return null;
  return (await response.json()).result;
}

const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: process.env.BENCH_USER ?? 'ada',
    password: process.env.BENCH_PASSWORD ?? 'Makerboard-Demo-2026',
  }),
});
let token = login.ok ? (await login.json()).result.accessToken : null;
if (!token) console.warn('could not sign in: routes that need a person are measured as a visitor');

// Samples for the path parameters, read from what the server serves.
const board = (await api('/projects?limit=1&sort=popular'))?.projects?.[0];
const section = board ? (await api(`/projects/${board.id}/posts?limit=1`))?.posts?.[0] : undefined;
const comment = board ? (await api(`/projects/${board.id}/comments?limit=1`))?.comments?.[0] : undefined;
const conversation = token ? (await api('/conversations?limit=1', token))?.conversations?.[0] : undefined;
const message = conversation
  ? (await api(`/conversations/${conversation.id}/messages?limit=1`, token))?.messages?.[0]
  : undefined;
// The event domains: the demo fair (its entries), a poll, a class (the demo content has them).
const fair = (await api('/fairs?limit=1', token))?.fairs?.[0];
const award = (await api('/award?limit=1'))?.awards?.[0];
const poll = token ? (await api('/poll/all?limit=1', token))?.polls?.[0] : undefined;
/** A session of another demo person (the class of the demo teacher is read as that teacher). */
async function sessionOf(username) {
  const r = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.BENCH_PASSWORD ?? 'Makerboard-Demo-2026' }),
  });
  return r.ok ? (await r.json()).result.accessToken : null;
}
let teacher = await sessionOf(process.env.BENCH_TEACHER ?? 'tmueller');
// Access tokens last 15 minutes and a whole walk takes longer: both sessions are renewed every ten.
let signedAt = Date.now();
async function renewSessions() {
  if (Date.now() - signedAt < 10 * 60_000) return;
  token = (await sessionOf(process.env.BENCH_USER ?? 'ada')) ?? token;
  teacher = (await sessionOf(process.env.BENCH_TEACHER ?? 'tmueller')) ?? teacher;
  signedAt = Date.now();
}
const klass = teacher ? (await api('/teachers/classes', teacher))?.classes?.[0] : undefined;
// Partners of the second API and a region (issue 13).
const partner = (await api('/v2/partners?limit=1'))?.partners?.[0];
const region = (await api('/regions/provinces'))?.provinces?.flatMap((p) => p.regions)?.[0];
// A section of the resources library and a webinar in it (issue 13).
const resourceSection = (await api('/partner/getResources?type=webinar'))?.resourcesWithSections?.find(
  (s) => s.resources.length > 0,
);
const resource = resourceSection?.resources?.[0];
const me = token ? (await api(`/users/${process.env.BENCH_USER ?? 'ada'}/profile`, token))?.user : undefined;
const samples = {
  username: board?.user?.userName ?? process.env.BENCH_USER ?? 'ada',
  userName: board?.user?.userName ?? 'ada',
  topic: 'robotics',
  chatType: 'project',
  projectID: board?.id,
  projectId: board?.id,
  postID: section?.id,
  pollID: poll?.id,
  userID: me?.id,
};
/** Query strings of routes that need one (the fair of a review list, the boards of poll lookups). */
const queries = {
  '/api/partner/submissions': fair ? `?fairID=${fair.id}&filter=pending` : '',
  '/api/partner/submissions/export': fair ? `?fairID=${fair.id}&filter=approved` : '',
  '/api/poll/project': board ? `?projectIDs=${board.id}` : '',
  '/api/poll/filter': board ? `?projectIDs=${board.id}` : '',
  '/api/poll/user/project': board ? `?projectIDs=${board.id}` : '',
  // The demo fair's judging (its organisers' views; the token's person must run the fair).
  ...Object.fromEntries(
    [
      'teams',
      'teamGroups',
      'registration_projects',
      'registrations',
      'results',
      'getReport',
      'floor',
      'audit',
    ].map((path) => [`/api/judging/${path}`, fair ? `?fairID=${fair.id}` : '']),
  ),
};
/** The sample for `:name` in a path: what the path's first segment names. */
function sample(name, url) {
  if (name === 'userName' && url.startsWith('/api/teachers/')) return process.env.BENCH_STUDENT ?? 'sam';
  if (name === 'name' && url.startsWith('/api/v2/partners/')) return partner?.name;
  if (name !== 'id') return samples[name];
  if (url.startsWith('/api/projects/')) return board?.id;
  if (url.startsWith('/api/posts/')) return section?.id;
  if (url.startsWith('/api/comments/')) return comment?.id;
  if (url.startsWith('/api/conversations/')) return conversation?.id;
  if (url.startsWith('/api/messages/')) return message?.id;
  if (url.startsWith('/api/fairs/')) return fair?.id;
  if (url.startsWith('/api/poll/')) return poll?.id;
  if (url.startsWith('/api/award/')) return award?.id;
  if (url.startsWith('/api/teachers/classes/')) return klass?.id;
  if (url.startsWith('/api/v2/partners/')) return partner?.id;
  if (url.startsWith('/api/regions/')) return region?.id;
  if (url.startsWith('/api/partnerResource/sections/')) return resourceSection?.id;
  if (url.startsWith('/api/partnerResource/resources/') || url.startsWith('/api/resources/'))
    return resource?.id;
  return undefined;
}

const statsDb = process.env.STATEMENTS_FROM
  ? new pg.Client({ connectionString: process.env.STATEMENTS_FROM })
  : null;
await statsDb?.connect();
/** The database's committed transactions so far, once its backends have reported them (about a second). */
async function committed() {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const { rows } = await statsDb.query(
    'select xact_commit::bigint as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0].n);
}

async function run(url, headers = {}) {
  const before = statsDb ? await committed() : 0;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // This client's own two statements are not the route's.
  const statements = statsDb ? (await committed()) - before - 1 : null;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    perRequest: statements === null ? null : statements / Math.max(1, result.requests.total),
  };
}

const bare = Fastify();
bare.get('/bare', async () => ({ result: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

const routes = [];
const skipped = [];
for (const [openPath, operations] of Object.entries(document.paths)) {
  if (!operations.get || !openPath.startsWith('/api/') || openPath.startsWith('/api/docs')) continue;
  if (openPath.startsWith('/api/dev/') || openPath.startsWith('/api/files/')) continue;
  // The spec's lock toggle is a GET that changes the team (spec/001 §7): not a read to measure.
  if (openPath === '/api/judging/setTeamLock') continue;
  const url = openPath.replace(/\{(\w+)\}/g, ':$1');
  if (filter && !filter.test(url)) continue;
  let missing = null;
  const filled = url.replace(/:(\w+)/g, (_all, name) => {
    const value = sample(name, url);
    if (value === undefined || value === null) missing = name;
    return encodeURIComponent(String(value));
  });
  if (missing) skipped.push(`${url} (no sample for :${missing})`);
  else routes.push({ url, filled: filled + (queries[openPath] ?? '') });
}

const bareRun = await run(bareUrl);
console.log(
  `bare route ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms; ${connections} connections, ${seconds} s each\n`,
);
console.log(
  `${'route'.padEnd(52)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'% bare'.padStart(7)}${statsDb ? ' stmts/req' : ''}`,
);
const misses = [];
for (const { url, filled } of routes) {
  await renewSessions();
  // A class's routes are the teacher's; everything else is read as BENCH_USER.
  const as = url.startsWith('/api/teachers/') && teacher ? teacher : token;
  const headers = as ? { authorization: `Bearer ${as}` } : {};
  const r = await run(`${base}${filled}`, headers);
  const share = (100 * r.rps) / bareRun.rps;
  const flag = r.p99 >= 50 || share < 10 ? '  MISS' : '';
  if (flag) misses.push(url);
  const statements = r.perRequest === null ? '' : r.perRequest.toFixed(1).padStart(10);
  console.log(
    `${url.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(7)} ${share.toFixed(1).padStart(7)}${statements}${r.errors ? `  (${r.errors} non-2xx)` : ''}${flag}`,
  );
}
await bare.close();
await statsDb?.end();
console.log(
  `\n${routes.length} routes measured; targets (p99 < 50 ms, ≥ 10% of bare) missed by ${misses.length}`,
);
if (skipped.length) console.log(`skipped:\n  ${skipped.join('\n  ')}`);
