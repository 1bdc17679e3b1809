import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, grantRole, json, login, type Session, type TestApp } from './helpers.ts';

/**
 * An impersonating admin cannot make a way into the person's account for later (issue "nothing an
 * outsider can break", finding 6: they set the person's phone, then logged in as them by SMS code
 * with an ordinary session). Every credential and contact field is locked while impersonating.
 * Also the free settings are bounded (finding 9: unlimited keys made every /users/current 2.7 MB).
 */
let t: TestApp;
let person: Session;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  person = await makeUser(t);
  const a = await makeUser(t);
  await grantRole(t, a.userName, 'admin');
  const admin = await login(t, a.userName);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/admin/impersonate/${person.userName}`,
    headers: bearer(admin.accessToken),
  });
  token = json(r).result.accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('while impersonating', () => {
  it('refuses to set the phone used for SMS login, but allows other settings', async () => {
    const phone = await t.call('PUT', '/api/users/settings', token, {
      settings: { phone: '+4915112345678' },
    });
    expect(phone.statusCode).toBe(403);
    expect(json(phone).code).toBe('NOT_WHILE_IMPERSONATING');
    expect(
      (await t.call('PUT', '/api/users/settings', token, { settings: { theme: 'dark' } })).statusCode,
    ).toBe(200);
    // The person themself may.
    expect(
      (
        await t.call('PUT', '/api/users/settings', person.accessToken, {
          settings: { phone: '+4915112345678' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to send the person’s notifications to the impersonator’s browser', async () => {
    const r = await t.call('PUT', '/api/users/pushToken', token, {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('free settings', () => {
  it('keeps at most 50, drops a key set to null, and refuses long names', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`flag${i}`, true]));
    const tooMany = await t.call('PUT', '/api/users/settings', person.accessToken, { settings: many });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).code).toBe('SETTINGS_LIMIT');
    expect(
      (await t.call('PUT', '/api/users/settings', person.accessToken, { settings: { a: 1, b: 2 } }))
        .statusCode,
    ).toBe(200);
    await t.call('PUT', '/api/users/settings', person.accessToken, { settings: { a: null } });
    const now = json(await t.app.inject({ url: '/api/users/settings', headers: bearer(person.accessToken) }))
      .result.settings;
    expect(now).not.toHaveProperty('a');
    expect(now).toHaveProperty('b', 2);
    const long = await t.call('PUT', '/api/users/settings', person.accessToken, {
      settings: { ['k'.repeat(61)]: true },
    });
    expect(long.statusCode).toBe(400);
  });
});
