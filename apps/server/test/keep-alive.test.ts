import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { createTestApp, type Session, type TestApp } from './helpers.ts';

/**
 * A refused upload must not leave its connection dead (issue "nothing an outsider can break",
 * finding 8): after a 413 or 415 answered before the body was read, the server used to say
 * keep-alive and then read the unread body as the next request, so the browser's next call on
 * that connection never got an answer. Raw TCP, as a browser's kept-alive connection.
 */
let t: TestApp;
let port: number;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  user = await makeUser(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Writes a request whose body is only partly sent, then a second request; reads what comes back. */
function exchange(first: string, second: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => {
      closed = true;
      resolve({ text, closed });
    });
    socket.write(first);
    // The second request follows once the first is answered, as a kept-alive client would send it.
    const timer = setInterval(() => {
      if (text.includes('\r\n\r\n') && !closed) {
        clearInterval(timer);
        socket.write(second);
        setTimeout(() => {
          if (!closed) {
            socket.destroy();
            resolve({ text, closed: false });
          }
        }, 1500);
      }
    }, 10);
  });
}

describe('a refused upload', () => {
  it('after a 415, closes its connection instead of reading the rest of the body as the next request', async () => {
    // A program (ELF) is no type we take: refused from its first bytes, with most of the body unsent.
    const head =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="tool.bin"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n\x7fELF' +
      '\u0002'.repeat(70_000);
    const declared = 5 * 1024 * 1024;
    const first =
      'POST /api/uploads HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${user.accessToken}\r\n` +
      'Content-Type: multipart/form-data; boundary=x\r\n' +
      `Content-Length: ${declared}\r\nConnection: keep-alive\r\n\r\n${head}`;
    const second = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { text, closed } = await exchange(first, second);
    expect(text).toMatch(/^HTTP\/1\.1 415/);
    expect(text.toLowerCase()).toContain('connection: close');
    // The client learns to open a new connection: this one ends, nothing waits on it.
    expect(closed).toBe(true);
  });

  it('keeps ordinary answers on a kept-alive connection', async () => {
    const { text } = await exchange(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(text.match(/HTTP\/1\.1 200/g)?.length).toBe(2);
  });
});
