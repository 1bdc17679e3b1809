import { makeThreePartToken } from '@makerboard/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  grantRole,
  json,
  latestCode,
  login,
  STRONG_PASSWORD,
  signupAndVerify,
  signupBody,
  type TestApp,
  uniqueName,
} from '../../../test/helpers.ts';
import { signupTracking, users } from '../../db/schema/index.ts';
import { SESSION_CACHE_TTL_MS } from './session-check.ts';

let t: TestApp;
beforeAll(async () => {
  // Generous limits here; the rate-limit test below builds its own app with the real ones.
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
});
afterAll(async () => {
  await t.close();
});

describe('signup (spec/000 §4 Session, §5)', () => {
  it('creates an unverified account with a limited token and emails a 6-digit code', async () => {
    const body = signupBody();
    const response = await t.call('POST', '/api/users/signup', undefined, body);
    expect(response.statusCode).toBe(201);
    const result = json(response).result;
    expect(result.verified).toBe(false);
    expect(result.limited).toBe(true);
    expect(result.user.userName).toBe(body.userName);
    expect(result.user).not.toHaveProperty('passwordHash');
    expect(response.headers.authorization).toBe(result.accessToken);
    expect(response.headers['refresh-token']).toBe(result.refreshToken);
    expect(await latestCode(t.database, body.email)).toMatch(/^\d{6}$/);
    // The code is stored hashed, never as sent.
    const rows = await t.database.db.execute(sql`select code_hash from verification_codes`);
    const code = await latestCode(t.database, body.email);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a limited token on verified-only routes but lets it read the current user', async () => {
    const body = signupBody();
    const { accessToken } = json(await t.call('POST', '/api/users/signup', undefined, body)).result;
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer(accessToken),
    });
    expect(current.statusCode).toBe(200);
    expect(json(current).result.user.verified).toBe(false);
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${body.userName}/profile`,
      headers: bearer(accessToken),
      payload: { occupation: 'x' },
    });
    expect(profile.statusCode).toBe(403);
  });

  it.each([
    [{ password: 'short1A'.slice(0, 5) }, 'PASSWORD_TOO_SHORT'],
    [{ password: 'nouppercase1' }, 'PASSWORD_NEEDS_UPPERCASE'],
    [{ password: 'NoNumberHere' }, 'PASSWORD_NEEDS_NUMBER'],
    [{ password: 'Abcdef1' }, 'PASSWORD_SEQUENCE'],
    [{ password: 'Password1' }, 'PASSWORD_TOO_COMMON'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL'],
    [{ userName: 'a b' }, 'INVALID_USERNAME'],
    [{ birthDate: `${new Date().getUTCFullYear() - 12}-01-01` }, 'MINIMUM_AGE'],
    [{ birthDate: '2001-02-30' }, 'MINIMUM_AGE'],
    [{ certifications: { ownWork: true } }, 'DISCLAIMER_REQUIRED'],
    [{ userType: 'teacher' }, 'TEACHER_STUDENTS_REQUIRED'],
  ])('rejects %j with %s', async (overrides, code) => {
    const response = await t.call('POST', '/api/users/signup', undefined, signupBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe(code);
    expect(json(response).messages[0]).toEqual(expect.any(String));
  });

  it('refuses granted user types such as judge or admin types at signup', async () => {
    const response = await t.call(
      'POST',
      '/api/users/signup',
      undefined,
      signupBody({ userType: 'JudgingAppAdmin' }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('keeps emails and usernames unique case-insensitively', async () => {
    const body = signupBody();
    expect((await t.call('POST', '/api/users/signup', undefined, body)).statusCode).toBe(201);
    const sameEmail = await t.call(
      'POST',
      '/api/users/signup',
      undefined,
      signupBody({ email: body.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(json(sameEmail)).toEqual({ messages: ['Email already in use'], code: 'EMAIL_IN_USE' });
    const sameName = await t.call(
      'POST',
      '/api/users/signup',
      undefined,
      signupBody({ userName: body.userName.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(json(sameName).code).toBe('USERNAME_IN_USE');
    const otherType = await t.call(
      'POST',
      '/api/users/signup',
      undefined,
      signupBody({ email: body.email, userType: 'student' }),
    );
    expect(json(otherType).code).toBe('ACCOUNT_TYPE_CONFLICT');
  });

  it('answers in German and French when asked', async () => {
    const de = await t.call('POST', '/api/users/signup', undefined, signupBody({ email: 'nope' }), {
      headers: {
        'accept-language': 'de-DE,de;q=0.9',
      },
    });
    expect(json(de).messages[0]).toBe('Ungültige E-Mail-Adresse');
    const fr = await t.call('POST', '/api/users/signup', undefined, signupBody({ email: 'nope' }), {
      headers: { 'accept-language': 'fr' },
    });
    expect(json(fr).messages[0]).toBe('Adresse e-mail invalide');
  });

  it('rejects wrong types, missing fields, huge strings and malformed JSON with 400, never 5xx', async () => {
    const wrongType = await t.call('POST', '/api/users/signup', undefined, {
      ...signupBody(),
      receiveEmails: 'yes',
      birthDate: 5,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(json(wrongType).fields)).toEqual(
      expect.arrayContaining(['receiveEmails', 'birthDate']),
    );
    const missing = await t.call('POST', '/api/users/signup', undefined, { email: 'a@b.co' });
    expect(missing.statusCode).toBe(400);
    const huge = await t.call(
      'POST',
      '/api/users/signup',
      undefined,
      signupBody({ firstName: 'x'.repeat(100_000) }),
    );
    expect(huge.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe('INVALID_JSON');
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"admin": true}, ${JSON.stringify(signupBody()).slice(1)}`,
    });
    expect(proto.statusCode).toBeLessThan(500);
  });
});

describe('create account from engagement (spec/001 §7; POST /users/signup/engagement)', () => {
  const engagementsOf = (userId: number) =>
    t.database.db.select().from(signupTracking).where(eq(signupTracking.userId, userId));
  const userRow = async (userName: string) =>
    (await t.database.db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`))[0]!;

  it('creates the account as signup does and records the engagement once, with the utm source', async () => {
    const body = signupBody({ trackingId: 'booth:booth_ada', utmSource: 'fair-poster' });
    const response = await t.call('POST', '/api/users/signup/engagement', undefined, body);
    expect(response.statusCode).toBe(201);
    const result = json(response).result;
    expect(result.verified).toBe(false);
    expect(result.limited).toBe(true);
    expect(result.user.userName).toBe(body.userName);
    expect(response.headers.authorization).toBe(result.accessToken);
    expect(await latestCode(t.database, body.email)).toMatch(/^\d{6}$/);
    const rows = await engagementsOf(result.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'engagement',
      path: '/booth/booth_ada',
      data: { trackingId: 'booth:booth_ada', utmSource: 'fair-poster', signupMethod: 'email' },
    });
    expect((await userRow(body.userName)).utm).toEqual({
      utmSource: 'fair-poster',
      engagement: 'booth:booth_ada',
    });
    // The account verifies like any other.
    const verified = await t.call('POST', '/api/users/verify', undefined, {
      username: body.userName,
      code: await latestCode(t.database, body.email),
    });
    expect(json(verified).result.verified).toBe(true);
  });

  it('credits the referrer as signup does', async () => {
    const referrer = await signupAndVerify(t);
    const code = json(await t.call('GET', '/api/users/current', referrer.accessToken)).result.referralCode;
    const body = signupBody({ trackingId: 'resource:12', referralCode: code });
    const response = await t.call('POST', '/api/users/signup/engagement', undefined, body);
    expect(response.statusCode).toBe(201);
    expect((await userRow(body.userName)).referredBy).toBe(code);
    const [row] = await engagementsOf(json(response).result.user.id);
    expect(row).toMatchObject({
      path: '/resource/12',
      data: { trackingId: 'resource:12', referralCode: code },
    });
  });

  it('accepts polls and campaigns, by prefix or bare id', async () => {
    for (const trackingId of ['poll:7', 'campaign:spring-2026', 'partner_fall26']) {
      const response = await t.call(
        'POST',
        '/api/users/signup/engagement',
        undefined,
        signupBody({ trackingId }),
      );
      expect(response.statusCode, trackingId).toBe(201);
      const [row] = await engagementsOf(json(response).result.user.id);
      expect(row).toMatchObject({ action: 'engagement', path: null, data: { trackingId } });
    }
  });

  it("applies every signup refusal with signup's own answer, and records nothing", async () => {
    const before = (await t.database.db.select().from(signupTracking)).length;
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ birthDate: '2024-01-01' }, 400, 'You must be at least 13 years old to join'],
      [
        { certifications: { ownWork: true, disclaimer: false } },
        400,
        'You must agree to the disclaimer to continue',
      ],
      [{ email: 'nope' }, 400, 'Invalid email'],
    ];
    for (const [override, status, message] of refusals) {
      const plain = await t.call('POST', '/api/users/signup', undefined, signupBody(override));
      const engaged = await t.call(
        'POST',
        '/api/users/signup/engagement',
        undefined,
        signupBody({ ...override, trackingId: 'booth:booth_ada' }),
      );
      expect(engaged.statusCode).toBe(status);
      expect(json(engaged).messages[0]).toBe(message);
      expect(json(engaged)).toEqual(json(plain));
    }
    const taken = signupBody();
    expect((await t.call('POST', '/api/users/signup', undefined, taken)).statusCode).toBe(201);
    const again = await t.call('POST', '/api/users/signup/engagement', undefined, {
      ...signupBody({ userName: uniqueName() }),
      email: taken.email,
      trackingId: 'poll:3',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ messages: ['Email already in use'], code: 'EMAIL_IN_USE' });
    expect((await t.database.db.select().from(signupTracking)).length).toBe(before);
  });

  it('refuses a tracking id that is not one of the forms with 400', async () => {
    for (const trackingId of [
      '',
      'booth:',
      'booth:a b',
      'resource:abc',
      'resource:0',
      'poll:99999999999',
      'board:5',
      '<script>',
      'x'.repeat(81),
      42,
    ]) {
      const response = await t.call(
        'POST',
        '/api/users/signup/engagement',
        undefined,
        signupBody({ trackingId }),
      );
      expect(response.statusCode, String(trackingId)).toBe(400);
      expect(json(response).fields).toHaveProperty('trackingId');
    }
    const missing = await t.call('POST', '/api/users/signup/engagement', undefined, signupBody());
    expect(missing.statusCode).toBe(400);
  });

  it('records the engagement once: the same signup again is refused and adds no row', async () => {
    const body = signupBody({ trackingId: 'campaign:spring' });
    const first = await t.call('POST', '/api/users/signup/engagement', undefined, body);
    expect(first.statusCode).toBe(201);
    const second = await t.call('POST', '/api/users/signup/engagement', undefined, body);
    expect(second.statusCode).toBe(409);
    expect(await engagementsOf(json(first).result.user.id)).toHaveLength(1);
  });
});

describe('verification codes (quality.md: single use, 10 minutes, 5 tries)', () => {
  it('verifies with the code, which then cannot be replayed', async () => {
    const body = signupBody();
    await t.call('POST', '/api/users/signup', undefined, body);
    const code = await latestCode(t.database, body.email);
    const ok = await t.call('POST', '/api/users/verify', undefined, { username: body.userName, code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.verified).toBe(true);
    expect(json(ok).result.limited).toBeUndefined();
    const replay = await t.call('POST', '/api/users/verify', undefined, { username: body.userName, code });
    expect(replay.statusCode).toBe(400);
  });

  it('accepts the "username|code" token form', async () => {
    const body = signupBody();
    await t.call('POST', '/api/users/signup', undefined, body);
    const code = await latestCode(t.database, body.email);
    const ok = await t.call('POST', '/api/users/verify', undefined, { code: `${body.userName}|${code}` });
    expect(ok.statusCode).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const body = signupBody();
    await t.call('POST', '/api/users/signup', undefined, body);
    const code = await latestCode(t.database, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/users/verify', undefined, {
        username: body.userName,
        code: wrong,
      });
      expect(r.statusCode).toBe(400);
    }
    const right = await t.call('POST', '/api/users/verify', undefined, { username: body.userName, code });
    expect(right.statusCode).toBe(400);
    expect(json(right).code).toBe('CODE_TOO_MANY_TRIES');
  });

  it('refuses an expired code, and a new code cancels the old one', async () => {
    const body = signupBody();
    await t.call('POST', '/api/users/signup', undefined, body);
    const first = await latestCode(t.database, body.email);
    expect(
      (await t.call('POST', '/api/users/verify/resend', undefined, { username: body.userName })).statusCode,
    ).toBe(200);
    const second = await latestCode(t.database, body.email);
    if (first !== second) {
      expect(
        (await t.call('POST', '/api/users/verify', undefined, { username: body.userName, code: first }))
          .statusCode,
      ).toBe(400);
    }
    await t.database.db.execute(sql`update verification_codes set expires_at = now() - interval '1 minute'`);
    const expired = await t.call('POST', '/api/users/verify', undefined, {
      username: body.userName,
      code: second,
    });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).code).toBe('INVALID_CODE');
  });
});

describe('login, check, current user', () => {
  it('logs in by email or username, case-insensitively, and reports the pre-auth check', async () => {
    const s = await signupAndVerify(t);
    const byName = await t.call('POST', '/api/users/login', undefined, {
      username: s.userName.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(byName.statusCode).toBe(200);
    const result = json(byName).result;
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining([
        'user',
        'verified',
        'hasPassword',
        'accessToken',
        'refreshToken',
        'created',
        'lastVerified',
        'signupSource',
      ]),
    );
    const byEmail = await t.call('POST', '/api/users/login', undefined, {
      email: s.email,
      password: STRONG_PASSWORD,
    });
    expect(byEmail.statusCode).toBe(200);
    const check = json(await t.call('POST', '/api/users/check', undefined, { login: s.email })).result;
    expect(check).toEqual({
      // The pre-auth check shows no name to someone who has not logged in (issue 16, item 16).
      user: { userName: s.userName },
      hasPassword: true,
      isVerified: true,
      hasPhone: false,
      isOAuth: false,
    });
    const nobody = json(await t.call('POST', '/api/users/check', undefined, { login: 'nobody-here' })).result;
    expect(nobody.user).toBeNull();
  });

  it('refuses a wrong password or unknown account with the same message', async () => {
    const s = await signupAndVerify(t);
    const wrong = await t.call('POST', '/api/users/login', undefined, {
      username: s.userName,
      password: 'Wrong-Pass-99',
    });
    const unknown = await t.call('POST', '/api/users/login', undefined, {
      username: 'ghost-user',
      password: 'Wrong-Pass-99',
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong).messages).toEqual(['Unable to log you in']);
  });

  it('returns an unverified account for verification with a limited token', async () => {
    const body = signupBody();
    await t.call('POST', '/api/users/signup', undefined, body);
    const r = await t.call('POST', '/api/users/login', undefined, {
      username: body.userName,
      password: STRONG_PASSWORD,
    });
    expect(r.statusCode).toBe(200);
    expect(json(r).result.verified).toBe(false);
    expect(json(r).result.limited).toBe(true);
  });

  it('rejects forged, expired and wrong-type tokens with 401', async () => {
    const s = await signupAndVerify(t);
    const [header, payload] = s.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    for (const token of [forged, none, 'garbage', s.refreshToken]) {
      const r = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
      expect(r.statusCode).toBe(401);
    }
    const { SignJWT } = await import('jose');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(key);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(expired) })).statusCode,
    ).toBe(401);
    const wrongType = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(wrongType) }))
        .statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/current' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refresh tokens rotate; reuse revokes the family (api.md)', () => {
  it('rotates and detects reuse', async () => {
    const s = await signupAndVerify(t);
    const first = await t.call('POST', '/api/users/refresh', undefined, {
      username: s.userName,
      token: s.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    const next = json(first).result;
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(first.headers['refresh-token']).toBe(next.refreshToken);
    // Replaying the rotated token revokes the family: the newest token stops working too.
    const reuse = await t.call('POST', '/api/users/refresh', undefined, {
      username: s.userName,
      token: s.refreshToken,
    });
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).code).toBe('INVALID_REFRESH_TOKEN');
    const afterReuse = await t.call('POST', '/api/users/refresh', undefined, {
      username: s.userName,
      token: next.refreshToken,
    });
    expect(afterReuse.statusCode).toBe(401);
    // The session check trusts what it read for a short time: past it (on the clock it reads), the
    // revoked family is seen.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_TTL_MS + 1 });
    const current = await t
      .call('GET', '/api/users/current', next.accessToken)
      .finally(() => vi.useRealTimers());
    expect(current.statusCode).toBe(401);
  });

  it("refuses unknown tokens and another user's name", async () => {
    const s = await signupAndVerify(t);
    expect((await t.call('POST', '/api/users/refresh', undefined, { token: 'nope' })).statusCode).toBe(401);
    expect(
      (
        await t.call('POST', '/api/users/refresh', undefined, {
          username: 'someoneelse',
          token: s.refreshToken,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const s = await signupAndVerify(t);
    const out = await t.call(
      'POST',
      '/api/users/logout',
      undefined,
      { token: s.refreshToken },
      { headers: bearer(s.accessToken) },
    );
    expect(out.statusCode).toBe(200);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer(s.accessToken),
    });
    expect(current.statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/users/refresh', undefined, { token: s.refreshToken })).statusCode,
    ).toBe(401);
  });
});

describe('password reset, change password and email, createPassword', () => {
  it('resets a password with the emailed code, ending other sessions', async () => {
    const s = await signupAndVerify(t);
    const ask = await t.call('POST', '/api/users/password/reset', undefined, { email: s.email });
    expect(ask.statusCode).toBe(200);
    const unknown = await t.call('POST', '/api/users/password/reset', undefined, {
      email: 'nobody@example.org',
    });
    expect(json(unknown)).toEqual(json(ask));
    const code = await latestCode(t.database, s.email);
    const weak = await t.call('POST', '/api/users/password/reset', undefined, {
      email: s.email,
      code,
      password: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const done = await t.call('POST', '/api/users/password/reset', undefined, {
      email: s.email,
      code,
      password: 'Fresh-Gear-77',
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/users/refresh', undefined, { token: s.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/users/login', undefined, {
          username: s.userName,
          password: 'Fresh-Gear-77',
        })
      ).statusCode,
    ).toBe(200);
    const replay = await t.call('POST', '/api/users/password/reset', undefined, {
      email: s.email,
      code,
      password: 'Other-Gear-78',
    });
    expect(replay.statusCode).toBe(400);
  });

  it('changes the password only with the right old one, and to a different one', async () => {
    const s = await signupAndVerify(t);
    const put = (payload: object, token = s.accessToken) =>
      t.app.inject({ method: 'PUT', url: '/api/users/changePassword', headers: bearer(token), payload });
    const wrongOld = await put({
      username: s.userName,
      password: 'Brand-New-55',
      oldPassword: 'Nope-Nope-11',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(json(wrongOld).messages[0]).toBe(
      'Unable to update password, please ensure your current password is correct',
    );
    const same = await put({ username: s.userName, password: STRONG_PASSWORD, oldPassword: STRONG_PASSWORD });
    expect(json(same).code).toBe('PASSWORD_SAME_AS_OLD');
    const ok = await put({ username: s.userName, password: 'Brand-New-55', oldPassword: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.accessToken).toEqual(expect.any(String));
    // The old session is over; the new pair works.
    expect(
      (await t.call('POST', '/api/users/refresh', undefined, { token: s.refreshToken })).statusCode,
    ).toBe(401);
    const fresh = json(ok).result.accessToken;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });

  it('changes the email with the password and keeps emails unique', async () => {
    const a = await signupAndVerify(t);
    const b = await signupAndVerify(t);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/changeEmail', headers: bearer(a.accessToken), payload });
    expect((await put({ email: 'fresh@example.org', password: 'wrong' })).statusCode).toBe(400);
    const taken = await put({ email: b.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).messages[0]).toBe('This email address in already in use');
    const newEmail = `${uniqueName()}@example.org`;
    const ok = await put({ email: newEmail, password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.user.email).toBe(newEmail);
  });

  it('createPassword only for accounts without one', async () => {
    const s = await signupAndVerify(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/createPassword',
      headers: bearer(s.accessToken),
      payload: { password: 'Another-One-12' },
    });
    expect(r.statusCode).toBe(409);
  });

  it('answers the uniqueness check', async () => {
    const s = await signupAndVerify(t);
    const taken = await t.app.inject({
      url: `/api/users/unique?field=userName&value=${s.userName.toUpperCase()}`,
    });
    expect(json(taken).result).toEqual({ unique: false });
    const free = await t.app.inject({ url: '/api/users/unique?field=email&value=free@example.org' });
    expect(json(free).result).toEqual({ unique: true });
    expect((await t.app.inject({ url: '/api/users/unique?field=password&value=x' })).statusCode).toBe(400);
  });
});

describe('SMS login (an SMS provider interface; the dev outbox without one)', () => {
  it('sends a code to the phone and logs in with it', async () => {
    const s = await signupAndVerify(t);
    const phone = `+4915${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: bearer(s.accessToken),
      payload: { settings: { phone } },
    });
    expect(set.statusCode).toBe(200);
    expect(json(await t.call('POST', '/api/users/check', undefined, { login: phone })).result.hasPhone).toBe(
      true,
    );
    expect((await t.call('POST', '/api/users/login/sms', undefined, { phone: 'abc' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/users/login/sms', undefined, { phone })).statusCode).toBe(200);
    const code = await latestCode(t.database, phone);
    const r = await t.call('POST', '/api/users/login/sms', undefined, { phone, code });
    expect(r.statusCode).toBe(200);
    expect(json(r).result.user.userName).toBe(s.userName);
    expect((await t.call('POST', '/api/users/login/sms', undefined, { phone, code })).statusCode).toBe(400);
  });
});

describe('three-part link tokens: invite, limited login, last verified (spec/000 §5)', () => {
  it('invites by email and accepts through the token', async () => {
    const inviter = await signupAndVerify(t);
    const email = `${uniqueName()}@example.org`;
    const invite = await t.call(
      'POST',
      '/api/users/invite',
      undefined,
      { email, projectID: 7 },
      { headers: bearer(inviter.accessToken) },
    );
    expect(invite.statusCode).toBe(201);
    const outbox = (await import('../dev/dev.service.ts')).listOutbox;
    const mail = (await outbox(t.database.db)).find((m) => m.to === email)!;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
    const accept = await t.call('POST', '/api/users/acceptInvite', undefined, {
      token,
      username: uniqueName('inv'),
      password: 'Invited-Maker-9',
      receiveEmails: false,
    });
    expect(accept.statusCode).toBe(200);
    expect(json(accept).result.redirect).toBe('/project/7');
    expect(json(accept).result.user.verified).toBe(true);
    const again = await t.call('POST', '/api/users/acceptInvite', undefined, {
      token,
      username: uniqueName('inv'),
      password: 'Invited-Maker-9',
      receiveEmails: false,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).messages[0]).toBe('Invite already accepted');
  });

  it.each([
    ['not base64 at all!'],
    [Buffer.from('two|parts').toString('base64')],
    [Buffer.from('a|b|c|d').toString('base64')],
    [makeThreePartToken('limited', 1, 'x')],
  ])('refuses the malformed invite token %s with the translated message', async (token) => {
    const r = await t.call(
      'POST',
      '/api/users/acceptInvite',
      undefined,
      { token, username: uniqueName(), password: 'Invited-Maker-9', receiveEmails: false },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(r.statusCode).toBe(400);
    expect(json(r).messages[0]).toBe('Jeton invalide');
  });

  it('a forged secret is "Invite not found"', async () => {
    const r = await t.call('POST', '/api/users/acceptInvite', undefined, {
      token: makeThreePartToken('invite', 1, 'forged'),
      username: uniqueName(),
      password: 'Invited-Maker-9',
      receiveEmails: false,
    });
    expect(r.statusCode).toBe(404);
    expect(json(r).messages[0]).toBe('Invite not found');
  });

  it('limited login and last-verified links made by an admin', async () => {
    const admin = await signupAndVerify(t);
    await grantRole(t, admin.userName, 'admin');
    const adminSession = await login(t, admin.userName);
    const user = await signupAndVerify(t);
    const make = (kind: string) =>
      t.call(
        'POST',
        `/api/admin/users/${user.userName}/links`,
        undefined,
        { kind },
        { headers: bearer(adminSession.accessToken) },
      );
    const limited = json(await make('limited')).result.token;
    const r = await t.call('POST', '/api/users/limitedLogin', undefined, { token: limited });
    expect(r.statusCode).toBe(200);
    expect(json(r).result.limited).toBe(true);
    const lastVerified = json(await make('lastVerified')).result.token;
    const check = await t.call('POST', '/api/users/checkLastVerified', undefined, { token: lastVerified });
    expect(json(check).result).toEqual({ isVerified: true });
    expect(
      (await t.call('POST', '/api/users/checkLastVerified', undefined, { token: limited })).statusCode,
    ).toBe(400);
    expect((await t.call('POST', '/api/users/limitedLogin', undefined, { token: 'x|y|z' })).statusCode).toBe(
      400,
    );
  });
});

describe('roles claim and impersonation (quality.md)', () => {
  it('carries roles in the token, lets admins impersonate non-admins, and audits it', async () => {
    const admin = await signupAndVerify(t);
    await grantRole(t, admin.userName, 'admin');
    const a = await login(t, admin.userName);
    const claims = JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.roles).toContain('admin');
    const target = await signupAndVerify(t);
    const r = await t.call(
      'POST',
      `/api/admin/impersonate/${target.userName}`,
      undefined,
      {},
      { headers: bearer(a.accessToken) },
    );
    expect(r.statusCode).toBe(200);
    const imp = json(r).result;
    expect(imp.user.userName).toBe(target.userName);
    expect(imp.user.impersonatedBy).toBe(admin.userName);
    const current = await t.app.inject({ url: '/api/users/current', headers: bearer(imp.accessToken) });
    expect(json(current).result.user.impersonatedBy).toBe(admin.userName);
    // No password or email change while impersonating.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changeEmail',
      headers: bearer(imp.accessToken),
      payload: { email: 'x@example.org', password: STRONG_PASSWORD },
    });
    expect(change.statusCode).toBe(403);
    const audit = await t.database.db.execute(
      sql`select action from audit_log where action = 'impersonate.start'`,
    );
    expect(JSON.stringify(audit)).toContain('impersonate.start');
    // Never of another admin; never by a non-admin.
    const other = await signupAndVerify(t);
    await grantRole(t, other.userName, 'admin');
    expect(
      (
        await t.call(
          'POST',
          `/api/admin/impersonate/${other.userName}`,
          undefined,
          {},
          { headers: bearer(a.accessToken) },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          `/api/admin/impersonate/${admin.userName}`,
          undefined,
          {},
          { headers: bearer(target.accessToken) },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('rate limits (429 with Retry-After)', () => {
  it('limits signups from an engagement per address as signup is', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      // Refused (too young) before any password is hashed; the limit counts them all the same.
      for (let i = 0; i < 21; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/users/signup/engagement',
          payload: signupBody({ trackingId: 'booth:booth_ada', birthDate: '2024-01-01' }),
        });
        statuses.push(r.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits login attempts per address', async () => {
    const limited = await createTestApp();
    try {
      let last = 0;
      let retryAfter: string | undefined;
      for (let i = 0; i < 12; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: 'ghost', password: 'Whatever-1' },
        });
        last = r.statusCode;
        retryAfter = r.headers['retry-after'] as string | undefined;
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
