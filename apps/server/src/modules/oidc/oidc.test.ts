import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantRole,
  latestCode,
  login,
  STRONG_PASSWORD,
  signupAndVerify,
  type TestApp,
  uniqueName,
} from '../../../test/helpers.ts';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider.ts';
import { oidcFlows, users } from '../../db/schema/index.ts';

/**
 * OIDC logins (issue 14; spec/000 §4 Session: "a social-provider login shows the signup survey only
 * for a new user"; spec/001 §7 Users) against a real provider (oidc-provider) started here.
 */
const PUBLIC_URL = 'http://makerboard.test';
const CALLBACK = `${PUBLIC_URL}/api/users/oauth/school/callback`;

let t: TestApp;
let provider: TestProvider;

const survey = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  userName: uniqueName('school'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'student',
  birthDate: '2010-03-04',
  receiveEmails: false,
  certifications: {
    ownWork: true,
    over12OrParent: true,
    parentPresent: true,
    positiveConduct: true,
    riskAcceptance: true,
    disclaimer: true,
  },
  ...overrides,
});

/** Starts a login at Makerboard: the provider's address and the browser-binding cookie. */
async function start(name = 'school') {
  const answer = await t.call('GET', `/api/users/oauth/${name}`);
  expect(answer.status).toBe(302);
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  return { location: String(answer.headers.location), cookie };
}

/** The callback as the browser reaches it: where Makerboard sends the browser next. */
async function callback(url: URL, cookie?: string) {
  const answer = await t.call('GET', `${url.pathname}${url.search}`, undefined, undefined, {
    headers: cookie ? { cookie } : {},
  });
  expect(answer.status).toBe(302);
  const landing = new URL(String(answer.headers.location));
  expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/oauth/callback`);
  return new URLSearchParams(landing.hash.slice(1));
}

/** A whole round: start, the provider signs `subject` in, the callback; the hand-off code. */
async function signIn(subject: string): Promise<string> {
  provider.as(subject);
  const { location, cookie } = await start();
  const back = await provider.authorize(location, CALLBACK);
  const landing = await callback(back, cookie);
  expect(landing.get('error')).toBeNull();
  return landing.get('code')!;
}

beforeAll(async () => {
  provider = await startTestProvider([CALLBACK]);
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_PROVIDERS: 'school',
    OIDC_SCHOOL_ISSUER: provider.issuer,
    OIDC_SCHOOL_CLIENT_ID: provider.clientId,
    OIDC_SCHOOL_CLIENT_SECRET: provider.clientSecret,
    OIDC_SCHOOL_LABEL: 'Springfield School',
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('OIDC logins', () => {
  it('lists the configured providers for the login page', async () => {
    const answer = await t.call('GET', '/api/users/oauth');
    expect(answer.status).toBe(200);
    expect(answer.data.result).toEqual({ providers: [{ name: 'school', label: 'Springfield School' }] });
  });

  it('sends the browser to the provider with state, PKCE (S256) and nonce; an unknown provider is a 404', async () => {
    const { location, cookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(cookie).toMatch(/^mb_oidc=/);
    const unknown = await t.call('GET', '/api/users/oauth/nosuch');
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('NOT_FOUND');
  });

  it('a new person answers the signup survey before the account exists, then returns by the same login (spec/000 §4)', async () => {
    const email = `${uniqueName('ada')}@school.example`;
    provider.people.set('new-1', { email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' });
    const code = await signIn('new-1');
    const outcome = await t.call('POST', '/api/users/oauth/exchange', undefined, { code });
    expect(outcome.status).toBe(200);
    expect(outcome.data.result).toMatchObject({
      status: 'signup',
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // No account before the survey.
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The survey follows the signup rules: every certification (spec/001 §5) and the minimum age.
    const missing = await t.call(
      'POST',
      '/api/users/oauth/signup',
      undefined,
      survey(code, { certifications: {} }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.code).toBe('DISCLAIMER_REQUIRED');
    const young = await t.call(
      'POST',
      '/api/users/oauth/signup',
      undefined,
      survey(code, { birthDate: '2024-01-01' }),
    );
    expect(young.status).toBe(400);
    expect(young.data.code).toBe('MINIMUM_AGE');
    // A survey may take longer than the attempt's 10 minutes: other logins' clean-up keeps its code.
    await t.database.db.update(oidcFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    await start();
    const done = await t.call('POST', '/api/users/oauth/signup', undefined, survey(code));
    expect(done.status).toBe(201);
    expect(done.data.result.verified).toBe(true);
    expect(done.data.result.hasPassword).toBe(false);
    expect(done.data.result.user.email).toBe(email);
    // The code is spent.
    const again = await t.call('POST', '/api/users/oauth/signup', undefined, survey(code));
    expect(again.status).toBe(400);
    expect(again.data.code).toBe('OIDC_CODE_INVALID');
    const check = await t.call('POST', '/api/users/check', undefined, { login: email });
    expect(check.data.result.isOAuth).toBe(true);

    // Returning: logged in at once, tokens only in the POST answer.
    const second = await signIn('new-1');
    const back = await t.call('POST', '/api/users/oauth/exchange', undefined, { code: second });
    expect(back.status).toBe(200);
    expect(back.data.result.status).toBe('login');
    expect(back.data.result.login.user.userName).toBe(done.data.result.user.userName);
    const me = await t.call('GET', '/api/users/current', back.data.result.login.accessToken);
    expect(me.status).toBe(200);
    // A hand-off code logs in once.
    const replay = await t.call('POST', '/api/users/oauth/exchange', undefined, { code: second });
    expect(replay.status).toBe(400);
    expect(replay.data.code).toBe('OIDC_CODE_INVALID');
    // createPassword is open to an account made this way.
    const created = await t.call('POST', '/api/users/createPassword', back.data.result.login.accessToken, {
      password: STRONG_PASSWORD,
    });
    expect(created.status).toBe(200);
  });

  it('an address the provider does not vouch for is proved with the e-mail code', async () => {
    const email = `${uniqueName('bob')}@school.example`;
    provider.people.set('new-2', { email, email_verified: false, given_name: 'Bob', family_name: 'B' });
    const code = await signIn('new-2');
    const done = await t.call(
      'POST',
      '/api/users/oauth/signup',
      undefined,
      survey(code, { firstName: 'Bob', lastName: 'B' }),
    );
    expect(done.status).toBe(201);
    expect(done.data.result.verified).toBe(false);
    expect(done.data.result.limited).toBe(true);
    expect(await latestCode(t.database, email)).toMatch(/^\d{6}$/);
  });

  it('never takes over a password account: the address is linked only after its owner logs in', async () => {
    const owner = await signupAndVerify(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, owner.userName));
    provider.people.set('taker', {
      email: row!.email!,
      email_verified: true,
      given_name: 'T',
      family_name: 'K',
    });
    const code = await signIn('taker');
    const outcome = await t.call('POST', '/api/users/oauth/exchange', undefined, { code });
    expect(outcome.data.result).toMatchObject({ status: 'link', email: row!.email });
    expect(outcome.data.result.login).toBeUndefined();
    // No signup with that address either.
    const signup = await t.call('POST', '/api/users/oauth/signup', undefined, survey(code));
    expect(signup.status).toBe(400);
    // Somebody else, signed in, cannot take the link.
    const stranger = await signupAndVerify(t);
    const wrong = await t.call('POST', '/api/users/oauth/link', stranger.accessToken, { code });
    expect(wrong.status).toBe(403);
    expect(wrong.data.code).toBe('OIDC_LINK_OTHER_ACCOUNT');
    // Not signed in: refused.
    expect((await t.call('POST', '/api/users/oauth/link', undefined, { code })).status).toBe(401);
    // An admin acting as the owner cannot link it either.
    const admin = await signupAndVerify(t);
    await grantRole(t, admin.userName, 'admin');
    const adminSession = await login(t, admin.userName);
    const acting = await t.call('POST', `/api/admin/impersonate/${owner.userName}`, adminSession.accessToken);
    expect(acting.status).toBe(200);
    const impersonated = await t.call('POST', '/api/users/oauth/link', acting.data.result.accessToken, {
      code,
    });
    expect(impersonated.status).toBe(403);
    expect(impersonated.data.code).toBe('NOT_WHILE_IMPERSONATING');
    // The owner proves it with the password, then links.
    const session = await login(t, owner.userName);
    const linked = await t.call('POST', '/api/users/oauth/link', session.accessToken, { code });
    expect(linked.status).toBe(200);
    expect(linked.data.result.user.userName).toBe(owner.userName);
    // From now on the provider logs the owner in.
    const next = await signIn('taker');
    const back = await t.call('POST', '/api/users/oauth/exchange', undefined, { code: next });
    expect(back.data.result.status).toBe('login');
    expect(back.data.result.login.user.userName).toBe(owner.userName);
  });

  it('refuses a missing or forged state with a clear message on the landing page', async () => {
    const forged = await callback(new URL(`${CALLBACK}?state=forged&code=abc`), 'mb_oidc=whatever');
    expect(forged.get('error')).toBe('state');
    expect(forged.get('code')).toBeNull();
    const missing = await callback(new URL(`${CALLBACK}?code=abc`));
    expect(missing.get('error')).toBe('state');
  });

  it('refuses a state from another browser and a reused state', async () => {
    provider.people.set('reuse', { email: `${uniqueName('r')}@school.example`, email_verified: true });
    provider.as('reuse');
    const { location, cookie } = await start();
    const back = await provider.authorize(location, CALLBACK);
    // Without the cookie of the browser that started it (a link sent to someone else).
    expect((await callback(back, 'mb_oidc=other-browser')).get('error')).toBe('state');
    const first = await callback(back, cookie);
    expect(first.get('code')).toBeTruthy();
    const second = await callback(back, cookie);
    expect(second.get('error')).toBe('state');
  });

  it('refuses a replayed code under a fresh state', async () => {
    provider.people.set('replay', { email: `${uniqueName('p')}@school.example`, email_verified: true });
    provider.as('replay');
    const one = await start();
    const used = await provider.authorize(one.location, CALLBACK);
    expect((await callback(used, one.cookie)).get('code')).toBeTruthy();
    const two = await start();
    const state = new URL(two.location).searchParams.get('state')!;
    const replayed = new URL(CALLBACK);
    replayed.searchParams.set('code', used.searchParams.get('code')!);
    replayed.searchParams.set('state', state);
    replayed.searchParams.set('iss', provider.issuer);
    expect((await callback(replayed, two.cookie)).get('error')).toBe('provider');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    provider.people.set('nonce', { email: `${uniqueName('n')}@school.example`, email_verified: true });
    provider.as('nonce');
    const { location, cookie } = await start();
    const back = await provider.authorize(location, CALLBACK);
    // The attempt's nonce no longer matches the one the provider put in the ID token.
    await t.database.db.update(oidcFlows).set({ nonce: 'another-nonce' });
    expect((await callback(back, cookie)).get('error')).toBe('provider');
  });

  it('a person who says no at the provider comes back to a clear message', async () => {
    const { location, cookie } = await start();
    const state = new URL(location).searchParams.get('state')!;
    const denied = new URL(CALLBACK);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', state);
    expect((await callback(denied, cookie)).get('error')).toBe('denied');
  });

  it('a provider account without an e-mail address is sent to the e-mail signup', async () => {
    provider.people.set('no-mail', { given_name: 'Nil' });
    provider.as('no-mail');
    const { location, cookie } = await start();
    const back = await provider.authorize(location, CALLBACK);
    expect((await callback(back, cookie)).get('error')).toBe('email');
  });

  it('refuses a bad hand-off code in the envelope, never a 500', async () => {
    const answer = await t.call('POST', '/api/users/oauth/exchange', undefined, { code: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.data.code).toBe('OIDC_CODE_INVALID');
    const empty = await t.call('POST', '/api/users/oauth/exchange', undefined, {});
    expect(empty.status).toBe(400);
  });
});
