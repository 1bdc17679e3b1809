// What a socket fan-out costs on this machine apart from the app (the floor under bench/fanout.mjs):
// a bare `ws` server in a child process holds N sockets and, K times, sends one small frame to all
// of them as the app's hub does (encoded once, one `send` per socket); the parent holds the N client
// sockets and measures the time from asking to the last socket's frame. The server reports how long
// its own loop of sends took, so the figure splits into the server's writes and the clients' reads.
// Usage: node bench/socket-floor.mjs [sockets=5000] [rounds=20]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';

if (process.argv[2] === '--server') {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('listening', () => process.send({ port: server.address().port }));
  process.on('message', (message) => {
    if (message !== 'send') return;
    const started = performance.now();
    const data = Buffer.from(
      JSON.stringify({ action: 'create', type: 'project', id: 1, childType: 'comment', childTypeID: 1 }),
    );
    for (const client of server.clients) client.send(data, { binary: false });
    process.send({ loop: performance.now() - started });
  });
} else {
  const sockets = Number(process.argv[2] ?? 5000);
  const rounds = Number(process.argv[3] ?? 20);
  const child = fork(fileURLToPath(import.meta.url), ['--server']);
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  const clients = [];
  let remaining = 0;
  let allReceived = () => {};
  for (let i = 0; i < sockets; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      JSON.parse(data.toString());
      remaining -= 1;
      if (remaining === 0) allReceived();
    });
    clients.push(ws);
  }
  const totals = [];
  const loops = [];
  for (let round = 0; round < rounds; round++) {
    remaining = sockets;
    const started = performance.now();
    const received = new Promise((resolve) => {
      allReceived = resolve;
    });
    const loop = new Promise((resolve) => child.once('message', (m) => resolve(m.loop)));
    child.send('send');
    await received;
    totals.push(performance.now() - started);
    loops.push(await loop);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  };
  console.log(
    `${sockets} sockets, ${rounds} frames, no app: ask to last socket p50 ${pct(totals, 50)} ms, p99 ${pct(totals, 99)} ms; ` +
      `the server's loop of sends p50 ${pct(loops, 50)} ms, p99 ${pct(loops, 99)} ms`,
  );
  for (const ws of clients) ws.terminate();
  child.kill();
}
