import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signupBody, type TestApp } from '../../test/helpers.ts';

/** Email goes through nodemailer over real SMTP when SMTP_URL is set: a local SMTP sink receives it. */
let sink: SMTPServer;
let received: { to: string; raw: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('sends the verification code by SMTP and keeps the dev outbox closed', async () => {
    received = [];
    const body = signupBody();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: body,
      headers: { 'accept-language': 'de' },
    });
    expect(r.statusCode).toBe(201);
    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
    const mail = received[0]!;
    expect(mail.to).toBe(body.email);
    expect(mail.raw).toMatch(/Best=C3=A4tigungscode|Bestätigungscode/);
    expect(mail.raw).toMatch(/\b\d{6}\b/);
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    expect(json(await t.app.inject('/api/dev/outbox')).code).toBe('NOT_FOUND');
  });
});
