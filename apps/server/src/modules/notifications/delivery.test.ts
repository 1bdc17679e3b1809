import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';
import { notifications, outboxMessages, pushSubscriptions, users } from '../../db/schema/index.ts';
import { INSTANT_GRACE_MS, notificationMailer } from './notification-mailer.ts';
import { notificationsService } from './notifications.service.ts';
import { isPushService } from './push.ts';

let t: TestApp;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  // Our own push service in the test listens on 127.0.0.1; real ones are on the default list.
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000', PUSH_SERVICE_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function person(settings: Record<string, unknown>): Promise<Session> {
  const session = await makeUser(t);
  const r = await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: bearer(session.accessToken),
    payload: { settings },
  });
  expect(r.statusCode).toBe(200);
  return session;
}

let counter = 0;
async function notifyOf(session: Session, board = 'Solar oven') {
  counter++;
  await notificationsService(t.app.ctx, { sees: async () => true }).notify([
    {
      userId: session.userId,
      key: `section-review:${counter}`,
      kind: 'sectionReview',
      params: { name: 'Sam Rivera', section: `Step ${counter}`, board },
      deepLink: `/story/${counter}#section-${counter}`,
    },
  ]);
}

async function mailsTo(session: Session) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, session.email))
    .orderBy(outboxMessages.id)
    .then((rows) => rows.filter((row) => row.subject.startsWith('Makerboard:')));
}

describe('notification emails and digests (issue 5 item 5)', () => {
  const mailer = () => notificationMailer(t.app.ctx, t.app.log);

  it('emails an unread notification once, after the grace period, when asked for instant emails', async () => {
    const ada = await person({ receiveEmails: true, emailFrequency: 'instant' });
    await notifyOf(ada, 'Pizza-box solar oven');
    expect(await mailer().sweep(new Date())).toBe(0);
    await mailer().sweep(new Date(Date.now() + INSTANT_GRACE_MS + 1000));
    const mails = await mailsTo(ada);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Makerboard: 1 new notification');
    expect(mails[0]!.text).toContain('Pizza-box solar oven');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/story/`);
    expect(mails[0]!.text).toContain(`/profile/${ada.userName}/settings`);
    await mailer().sweep(minutes(10));
    expect(await mailsTo(ada)).toHaveLength(1);
  });

  it('sends nothing for what was read in the app, or to people who turned emails off', async () => {
    const reader = await person({ receiveEmails: true, emailFrequency: 'instant' });
    const quiet = await person({ receiveEmails: false, emailFrequency: 'instant' });
    await notifyOf(reader);
    await notifyOf(quiet);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications/read',
      headers: bearer(reader.accessToken),
      payload: { keys: [] },
    });
    await mailer().sweep(minutes(30));
    expect(await mailsTo(reader)).toHaveLength(0);
    expect(await mailsTo(quiet)).toHaveLength(0);
  });

  it('gathers a daily digest at most once a day, in the reader’s language', async () => {
    const lea = await person({ receiveEmails: true, emailFrequency: 'daily', language: 'de' });
    await notifyOf(lea);
    await mailer().sweep(minutes(5));
    expect(await mailsTo(lea)).toHaveLength(1);
    await notifyOf(lea);
    await notifyOf(lea);
    await mailer().sweep(minutes(60));
    expect(await mailsTo(lea)).toHaveLength(1);
    await mailer().sweep(minutes(24 * 60 + 10));
    const mails = await mailsTo(lea);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Makerboard: 2 neue Benachrichtigungen');
  });

  it('sends one email when two instances sweep at the same time', async () => {
    const sam = await person({ receiveEmails: true, emailFrequency: 'instant' });
    await notifyOf(sam);
    const at = minutes(5);
    await Promise.all([mailer().sweep(at), mailer().sweep(at), mailer().sweep(at)]);
    expect(await mailsTo(sam)).toHaveLength(1);
  });

  it('keeps what could not be sent for the next sweep', async () => {
    const priya = await person({ receiveEmails: true, emailFrequency: 'instant' });
    await notifyOf(priya);
    const broken = notificationMailer(
      { ...t.app.ctx, mailer: { send: () => Promise.reject(new Error('SMTP server away')) } },
      t.app.log,
    );
    expect(await broken.sweep(minutes(5))).toBe(0);
    const [pending] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.userId} = ${priya.userId} and ${notifications.emailedAt} is null`);
    expect(Number(pending!.n)).toBe(1);
    await mailer().sweep(minutes(6));
    expect(await mailsTo(priya)).toHaveLength(1);
  });

  it('refuses an unknown email frequency', async () => {
    const someone = await makeUser(t);
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: bearer(someone.accessToken),
      payload: { settings: { emailFrequency: 'hourly' } },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('web push (issue 5 item 5)', () => {
  const require = createRequire(import.meta.url);
  const ece = require('http_ece') as {
    decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
  };
  let server: https.Server;
  let endpoint: string;
  const received: { headers: Record<string, unknown>; body: Buffer }[] = [];
  let answer = 201;

  beforeAll(async () => {
    // A push service of our own over TLS with a certificate made for the test.
    const dir = mkdtempSync(path.join(tmpdir(), 'mb-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/`;
    https.globalAgent.options.ca = [cert];
  });
  afterAll(async () => {
    https.globalAgent.options.ca = undefined;
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives browsers the VAPID public key, the same on every call', async () => {
    const a = json(await t.app.inject('/api/push/key')).result.publicKey;
    const b = json(await t.app.inject('/api/push/key')).result.publicKey;
    expect(a).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toBe(a);
  });

  it('sends a new notification to a saved browser, encrypted for it, with its deep link', async () => {
    const kim = await makeUser(t);
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    const subscription = {
      endpoint: `${endpoint}kim`,
      keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/pushToken',
      headers: bearer(kim.accessToken),
      payload: { subscription },
    });
    expect(json(saved).result).toEqual({ saved: true });
    received.length = 0;
    await notifyOf(kim, 'Wind tunnel');
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const push = received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(
      ece.decrypt(push.body, { version: 'aes128gcm', privateKey: browserKey, authSecret }).toString(),
    );
    expect(payload.title).toBe('A section is ready for review');
    expect(payload.body).toContain('Wind tunnel');
    expect(payload.deepLink).toMatch(/^\/story\/\d+#section-\d+$/);
  });

  it('forgets a browser the push service no longer knows', async () => {
    const jo = await makeUser(t);
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/pushToken',
      headers: bearer(jo.accessToken),
      payload: {
        subscription: {
          endpoint: `${endpoint}jo`,
          keys: {
            p256dh: browserKey.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      },
    });
    answer = 410;
    try {
      await notifyOf(jo);
      const left = () =>
        t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, jo.userId))
          .then((rows) => rows.length);
      await expect.poll(left, { timeout: 5000 }).toBe(0);
    } finally {
      answer = 201;
    }
  });

  it('refuses a subscription that is not a push service address, and removes one on request', async () => {
    const lu = await makeUser(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/pushToken',
      headers: bearer(lu.accessToken),
      payload: { subscription: { endpoint: 'http://evil.example/x', keys: { p256dh: 'a', auth: 'b' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).messages.length).toBeGreaterThan(0);
    // An https address that is not a push service: the server would post to it (SSRF), so no.
    const inside = await t.app.inject({
      method: 'PUT',
      url: '/api/users/pushToken',
      headers: bearer(lu.accessToken),
      payload: {
        subscription: {
          endpoint: 'https://internal.example/admin',
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        },
      },
    });
    expect(inside.statusCode).toBe(400);
    expect(json(inside).messages).toEqual(['This push service is not supported.']);
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const subscription = {
      endpoint: `${endpoint}lu`,
      keys: {
        p256dh: browserKey.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/pushToken',
      headers: bearer(lu.accessToken),
      payload: { subscription },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/pushToken?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      headers: bearer(lu.accessToken),
    });
    expect(json(removed).result).toEqual({ removed: true });
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
      .where(eq(users.id, lu.userId));
    expect(Number(n)).toBe(0);
  });
});

describe('push service allow-list', () => {
  it('accepts the big push services and refuses look-alikes', () => {
    const hosts = ['.googleapis.com', '.push.services.mozilla.com', '.push.apple.com'];
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isPushService('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
    expect(isPushService('https://web.push.apple.com/abc', hosts)).toBe(true);
    expect(isPushService('https://evilgoogleapis.com/x', hosts)).toBe(false);
    expect(isPushService('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(isPushService('http://fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isPushService('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
  });
});
