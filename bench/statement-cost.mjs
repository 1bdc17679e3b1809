// What one database statement costs a route on this machine, apart from everything the app does:
// a bare Fastify JSON route beside the same route making 1, 2, 3 and 5 trivial statements in turn
// (`select $1::int`, prepared by name, through node-postgres as the server's pool does), each at
// 20 connections in the same run. Routes of the app that read a few statements cannot beat the
// share of the bare route their statement count allows here (docs/performance.md).
// Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/statement-cost.mjs [seconds=5] [connections=20]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const url = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const pool = new pg.Pool({ connectionString: url, max: 10 });

const app = Fastify();
app.get('/bare', async () => ({ result: { ok: true } }));
app.get('/statements/:n', async (request) => {
  const n = Number(request.params.n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const { rows } = await pool.query({ name: 'one', text: 'select $1::int as v', values: [i] });
    sum += rows[0].v;
  }
  return { result: { ok: true, sum } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

async function run(path) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// Warm the pool's connections and their prepared statement.
await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/statements/1`)));
const bare = await run('/bare');
console.log(`${url.replace(/\/\/[^@]*@/, '//')}; ${connections} connections, ${seconds} s each`);
console.log(
  `bare route           ${bare.rps.toFixed(0).padStart(6)} req/s  p99 ${String(bare.p99).padStart(3)} ms`,
);
for (const n of [1, 2, 3, 5]) {
  const r = await run(`/statements/${n}`);
  console.log(
    `${`${n} statement${n > 1 ? 's' : ''}`.padEnd(20)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms  ${((100 * r.rps) / bare.rps).toFixed(1).padStart(5)}% of bare`,
  );
}
await app.close();
await pool.end();
