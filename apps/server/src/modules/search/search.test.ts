import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import {
  bearer,
  createTestApp,
  json,
  type Session,
  signupAndVerify,
  type TestApp,
} from '../../../test/helpers.ts';

/**
 * Students cannot be listed by anyone (issue "nothing an outsider can break", finding 7): visitors
 * list nobody through GET /users and GET /search; a signed-in person finds a minor only when they
 * share an active board with them; staff find everyone (quality.md "Minors").
 */
let t: TestApp;
let minor: Session;
let adult: Session;
let teammate: Session;
let admin: Session;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  minor = await makeUser(t, {
    firstName: 'Quinlan',
    userType: 'student',
    birthDate: `${year - 14}-03-01`,
  });
  adult = await makeUser(t, { firstName: 'Quinlan', birthDate: `${year - 40}-03-01` });
  teammate = await makeUser(t, { birthDate: `${year - 35}-03-01` });
  admin = await makeUser(t, { roles: ['admin'] });
  // The minor's board, with the teammate as an active member.
  const category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
  const board = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(minor.accessToken),
      payload: {
        title: 'Our rover',
        description: 'A rover',
        categories: [category],
        sections: [{ title: 'a', body: '<p>a</p>' }],
      },
    }),
  ).result.project;
  await t.app.inject({
    method: 'POST',
    url: `/api/projects/${board.id}/members/invite`,
    headers: bearer(minor.accessToken),
    payload: { lookup: teammate.userName, role: 'contributor' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/projects/${board.id}/members/accept`,
    headers: bearer(teammate.accessToken),
  });
});
afterAll(async () => {
  await t.close();
});

const names = async (url: string, token?: string) =>
  (json(await t.app.inject({ url, headers: token ? bearer(token) : {} })).result.users ?? []).map(
    (u: { userName: string }) => u.userName,
  );

describe('finding people', () => {
  it('lists nobody to a visitor', async () => {
    expect(await names('/api/users?query=Quinlan')).toEqual([]);
    expect(await names('/api/search?q=Quinlan&type=users')).toEqual([]);
    expect(json(await t.app.inject('/api/users?query=Quinlan&limit=0&offset=0')).result).toEqual({
      total: 0,
    });
  });

  it('hides a minor from a stranger, shows the adult of the same name', async () => {
    const found = await names('/api/users?query=Quinlan', adult.accessToken);
    expect(found).toContain(adult.userName);
    expect(found).not.toContain(minor.userName);
    expect(await names('/api/search?q=Quinlan', adult.accessToken)).not.toContain(minor.userName);
    const count = json(
      await t.app.inject({
        url: '/api/users?query=Quinlan&limit=0&offset=0',
        headers: bearer(adult.accessToken),
      }),
    ).result.total;
    expect(count).toBe(1);
  });

  it('shows a minor to someone on a board with them, to themselves and to staff', async () => {
    expect(await names(`/api/users?query=${minor.userName}`, teammate.accessToken)).toContain(minor.userName);
    expect(await names(`/api/users?query=${minor.userName}`, minor.accessToken)).toContain(minor.userName);
    expect(await names(`/api/users?query=${minor.userName}`, admin.accessToken)).toContain(minor.userName);
  });

  it('lists everyone findable, newest first, without words (and still hides a minor)', async () => {
    const listed = await names('/api/users?limit=100&offset=0', adult.accessToken);
    expect(listed).toContain(adult.userName);
    expect(listed).not.toContain(minor.userName);
    // Newest first: the people made last in this file come before those made first.
    expect(listed.indexOf(teammate.userName)).toBeLessThan(listed.indexOf(adult.userName));
  });
});

describe('people lists kept for a moment (issue 15)', () => {
  it('show a new person and a new name at once, and each reader only the minors they know', async () => {
    const newest = async (token: string) => (await names('/api/users?limit=3&offset=0', token))[0];
    const first = await newest(admin.accessToken);
    const joined = await signupAndVerify(t);
    expect(await newest(admin.accessToken)).toBe(joined.userName);
    expect(first).not.toBe(joined.userName);
    expect(await names('/api/users?query=Zebedee', admin.accessToken)).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${joined.userName}/profile`,
      headers: bearer(joined.accessToken),
      payload: { firstName: 'Zebedee' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('/api/users?query=Zebedee', admin.accessToken)).toEqual([joined.userName]);
    // The same question asked by two people answers each their own view, whichever asked first.
    const question = `/api/users?query=${minor.userName}`;
    for (let i = 0; i < 2; i++) {
      expect(await names(question, teammate.accessToken)).toContain(minor.userName);
      expect(await names(question, adult.accessToken)).not.toContain(minor.userName);
    }
  });
});
