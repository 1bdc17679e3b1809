// Socket fan-out (quality.md realtime budgets): N sockets follow one board; a comment is posted
// over HTTP and the time from the request to the last socket's message is measured, K times.
// Usage (servers already running; SOCKET_BASE may point at a second server sharing Redis, or list
// several, comma-separated, to spread the sockets over them in turn):
//   BASE=http://127.0.0.1:3000 [SOCKET_BASE=http://127.0.0.1:3001[,…]] node bench/fanout.mjs 50 20
// The servers run with RATE_LIMIT_FACTOR=100: one address may hold 100 sockets otherwise
// (apps/server/src/realtime/limits.ts).
import WebSocket from 'ws';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const socketBases = (process.env.SOCKET_BASE ?? base).split(',').map((b) => b.trim().replace(/^http/, 'ws'));
const sockets = Number(process.argv[2] ?? 50);
const rounds = Number(process.argv[3] ?? 20);

async function api(path, options = {}) {
  const response = await fetch(`${base}/api${path}`, {
    ...options,
    headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.result;
}

const { accessToken } = await api('/users/login', {
  method: 'POST',
  body: JSON.stringify({
    username: process.env.BENCH_USER ?? 'priya',
    password: process.env.BENCH_PASSWORD ?? 'Makerboard-Demo-2026',
  }),
});
const auth = { authorization: `Bearer ${accessToken}` };
const [board] = (await api('/projects?limit=1')).projects;

const clients = [];
for (let i = 0; i < sockets; i++) {
  const ws = new WebSocket(`${socketBases[i % socketBases.length]}/ws`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const client = { ws, waiting: null };
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.childType === 'comment' && client.waiting && message.childTypeID === client.waiting.id)
      client.waiting.done();
    if (message.action === 'subscribe') client.subscribed?.();
  });
  await new Promise((resolve) => {
    client.subscribed = resolve;
    ws.send(JSON.stringify({ action: 'subscribe', type: 'project', id: board.id }));
  });
  clients.push(client);
}

const latencies = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  let resolveAll;
  const all = new Promise((resolve) => {
    resolveAll = resolve;
  });
  let remaining = clients.length;
  const pending = { id: null };
  for (const client of clients) {
    client.waiting = {
      get id() {
        return pending.id;
      },
      done: () => {
        client.waiting = null;
        remaining -= 1;
        if (remaining === 0) resolveAll();
      },
    };
  }
  const posted = api('/comments', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ projectID: board.id, comment: `Fan-out probe ${round} ${Date.now()}` }),
  });
  // The comment id is known only when the answer arrives; messages for it may come first.
  const early = [];
  for (const client of clients) {
    const onMessage = (data) => early.push([client, JSON.parse(data.toString())]);
    client.ws.on('message', onMessage);
    client.early = onMessage;
  }
  pending.id = (await posted).comment.id;
  for (const client of clients) client.ws.off('message', client.early);
  for (const [client, message] of early)
    if (message.childTypeID === pending.id && client.waiting) client.waiting.done();
  await all;
  latencies.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 50));
}
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `${sockets} sockets${process.env.SOCKET_BASE ? ` on ${socketBases.join(' and ')} (through Redis where not the writer)` : ''}, ${rounds} comments: ` +
    `request to last socket p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
);
for (const client of clients) client.ws.terminate();
