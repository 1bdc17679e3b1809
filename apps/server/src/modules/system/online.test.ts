import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, openSocket, type Session, type TestApp, until } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Session;
let analytic: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  admin = await makeUser(t, { roles: ['admin'] });
  analytic = await makeUser(t, { roles: ['analytic'] });
});
afterAll(async () => {
  await t.close();
});

const count = async (session: Session = admin) =>
  (await t.call('GET', '/api/users/onlineCount', session.accessToken)).data.result;

describe('the online count (spec/001 §7 Users: online count)', () => {
  it('counts people with a live socket once however many tabs they hold, and anonymous sockets', async () => {
    expect(await count()).toEqual({ count: 0, signedIn: 0, visitors: 0 });
    const person = await makeUser(t);
    const first = await openSocket(t, person.accessToken);
    const second = await openSocket(t, person.accessToken);
    const visitor = await openSocket(t);
    expect(await count()).toEqual({ count: 2, signedIn: 1, visitors: 1 });
    const other = await openSocket(t, (await makeUser(t)).accessToken);
    expect(await count(analytic)).toEqual({ count: 3, signedIn: 2, visitors: 1 });
    first.close();
    second.close();
    visitor.close();
    other.close();
    await until(async () => (await count()).count === 0, { what: 'the sockets to close' });
  });

  it('is for admins and analytics only', async () => {
    const someone = await makeUser(t);
    const curator = await makeUser(t, { roles: ['curator'] });
    expect((await t.call('GET', '/api/users/onlineCount', someone.accessToken)).status).toBe(403);
    expect((await t.call('GET', '/api/users/onlineCount', curator.accessToken)).status).toBe(403);
    expect((await t.call('GET', '/api/users/onlineCount')).status).toBe(401);
  });
});
