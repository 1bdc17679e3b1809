// Reads while others write (issue 15: "a mixed read/write scenario"): the home feeds, a person's
// recommendations, a board page and a profile are read at 20 connections while comments, likes and
// new boards are written at a steady rate, each rate beside a bare Fastify JSON route measured in the
// same run. Every write empties the pages it changes, so this measures what people read while a
// site is busy, not only the kept answers of a quiet one. Prints each read's req/s, p99 and share
// of the bare route, and the writes actually made with their p99.
// Usage (server running on the benchmark data, rate limits loosened with RATE_LIMIT_FACTOR):
//   BASE=http://127.0.0.1:3000 node bench/mixed.mjs [seconds=5] [connections=20] [writes/s list=0,10,50]
// Writes as the demo people WRITERS (default ada,lea,noah,priya); reads signed in as BENCH_USER (sam).
// The boards and comments it writes stay (a few thousand a run beside the 100k boards and 1M
// comments): compare builds in alternation on the same data, not one run against an older one.
import autocannon from 'autocannon';
import Fastify from 'fastify';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const rates = (process.argv[4] ?? '0,10,50').split(',').map(Number);
const password = process.env.BENCH_PASSWORD ?? 'Makerboard-Demo-2026';

async function signIn(username) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`could not sign in as ${username}: ${response.status}`);
  return (await response.json()).result.accessToken;
}

const reader = process.env.BENCH_USER ?? 'sam';
const readerToken = await signIn(reader);
const writers = await Promise.all(
  (process.env.WRITERS ?? 'ada,lea,noah,priya').split(',').map(async (name) => ({
    name,
    token: await signIn(name),
  })),
);
const popular = (await (await fetch(`${base}/api/projects?limit=50&sort=popular`)).json()).result.projects;
if (popular.length === 0) throw new Error('no boards: run bench/generate.mjs first');
const board = popular[0];
const category = (await (await fetch(`${base}/api/categories`)).json()).result.categories[0].id;
const signedIn = { authorization: `Bearer ${readerToken}` };
const reads = [
  ['visitor home feed', '/projects?limit=20', {}],
  ['signed-in home feed', '/projects?limit=20', signedIn],
  ['recommended (signed in)', '/projects?limit=20&sort=recommended', signedIn],
  ['followed feed', '/projects/feed?limit=20', signedIn],
  ['board page: board', `/projects/${board.id}`, {}],
  ['board page: comments', `/projects/${board.id}/comments?limit=20`, {}],
  ["a person's profile", `/users/${board.user.userName}/profile`, signedIn],
];

/**
 * Writes at `perSecond` until stopped, in turn: a comment on one of the popular boards, a like of
 * one (taken back on its next turn, so the counts stay level), and every tenth write a new public
 * board. Each writer waits for its previous write, so a slow server lowers the rate: the rate made is
 * printed beside the rate asked.
 */
function startWriting(perSecond) {
  const latencies = [];
  let errors = 0;
  let stopped = false;
  let turn = 0;
  const liked = new Set();
  const write = async (writer) => {
    const n = turn++;
    const target = popular[n % popular.length];
    let request;
    if (n % 10 === 9) {
      request = [
        'POST',
        '/projects',
        {
          title: `Busy site board ${n}`,
          description: 'Written by the mixed bench.',
          categories: [category],
          sections: [{ title: 'What we built', body: '<p>A board made while others read.</p>' }],
        },
      ];
    } else if (n % 2 === 0) {
      request = ['POST', '/comments', { projectID: target.id, body: `A comment while others read (${n}).` }];
    } else {
      const key = `${writer.name}|${target.id}`;
      const method = liked.has(key) ? 'DELETE' : 'POST';
      if (method === 'POST') liked.add(key);
      else liked.delete(key);
      request = [method, `/projects/${target.id}/like`];
    }
    const [method, path, body] = request;
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${writer.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else errors++;
    } catch {
      errors++;
    }
  };
  const loops = (perSecond > 0 ? writers : []).map(async (writer, i) => {
    const every = (1000 * writers.length) / perSecond;
    await new Promise((r) => setTimeout(r, (i * every) / writers.length));
    let next = performance.now();
    while (!stopped) {
      await write(writer);
      next += every;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else next = performance.now();
    }
  });
  const began = performance.now();
  return async () => {
    stopped = true;
    await Promise.all(loops);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      made: latencies.length / ((performance.now() - began) / 1000),
      p99: sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : 0,
      errors,
    };
  };
}

async function run(url, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const bare = Fastify();
bare.get('/bare', async () => ({ result: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

console.log(
  `${connections} connections, ${seconds} s a read; reads as ${reader}, writes as ${writers.map((w) => w.name).join(', ')}`,
);
for (const rate of rates) {
  const bareRun = await run(bareUrl);
  console.log(`\n${rate} writes/s asked: bare route ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms`);
  for (const [label, path, headers] of reads) {
    const stop = startWriting(rate);
    const r = await run(`${base}/api${path}`, headers);
    const w = await stop();
    console.log(
      `${label.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${((100 * r.rps) / bareRun.rps).toFixed(1).padStart(5)}% of bare${r.errors ? `  (${r.errors} errors)` : ''}` +
        (rate
          ? `   writes: ${w.made.toFixed(1)}/s, p99 ${w.p99.toFixed(0)} ms${w.errors ? `, ${w.errors} failed` : ''}`
          : ''),
    );
  }
}
await bare.close();
