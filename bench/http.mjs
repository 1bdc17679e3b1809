// HTTP benchmark of quality.md: the visitor home feed, the logged-in home feed and one board page,
// each beside a bare Fastify JSON route measured in the same run; prints req/s, p99 and the ratio.
// Usage (server already running against the generated data):
//   BASE=http://127.0.0.1:3000 node bench/http.mjs [seconds] [connections]
import autocannon from 'autocannon';
import Fastify from 'fastify';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

async function run(url, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const bare = Fastify();
bare.get('/bare', async () => ({ result: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: process.env.BENCH_USER ?? 'sam',
    password: process.env.BENCH_PASSWORD ?? 'Makerboard-Demo-2026',
  }),
});
const token = login.ok ? (await login.json()).result.accessToken : null;
const feed = await (await fetch(`${base}/api/projects?limit=1`)).json();
const boardId = feed.result.projects[0]?.id;

for (let round = 1; round <= 2; round++) {
  const bareRun = await run(bareUrl);
  const scenarios = [
    ['visitor home feed', `${base}/api/projects?limit=20`, {}],
    [
      'logged-in home feed',
      `${base}/api/projects?limit=20`,
      token ? { authorization: `Bearer ${token}` } : {},
    ],
    ['board page: board', `${base}/api/projects/${boardId}`, {}],
    ['board page: sections', `${base}/api/projects/${boardId}/posts?limit=20`, {}],
    ['board page: comments', `${base}/api/projects/${boardId}/comments?limit=20`, {}],
  ];
  console.log(`\nround ${round}: bare route ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms`);
  for (const [label, url, headers] of scenarios) {
    const r = await run(url, headers);
    console.log(
      `${label.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${((100 * r.rps) / bareRun.rps).toFixed(1)}% of bare${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  }
}
await bare.close();
