import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * An anonymous board does not name its owner to others anywhere (issue "nothing an outsider can
 * break", finding 5: a visitor read the owner's name through the members, the sections and the
 * contributions of a board made anonymous). Its team and the owner still see the name.
 */
let t: TestApp;
let owner: Session;
let member: Session;
let stranger: Session;
let board: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  member = await makeUser(t);
  stranger = await makeUser(t);
  const category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
  board = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(owner.accessToken),
      payload: {
        title: 'Secret sauce',
        description: 'Who made it?',
        categories: [category],
        isAnonymous: true,
        isPrivate: false,
        sections: [{ title: 'Step one', body: '<p>mix</p>' }],
      },
    }),
  ).result.project.id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${board}`,
    headers: bearer(owner.accessToken),
    payload: { isPrivate: false, draft: false },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: bearer(owner.accessToken),
    payload: { projectID: board, comment: 'Thanks for reading' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/projects/${board}/members/invite`,
    headers: bearer(owner.accessToken),
    payload: { lookup: member.userName, role: 'contributor' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/projects/${board}/members/accept`,
    headers: bearer(member.accessToken),
  });
});
afterAll(async () => {
  await t.close();
});

/** Every place the board's people appear, as the caller reads them. */
async function names(token?: string): Promise<string[]> {
  const headers = token ? bearer(token) : {};
  const read = async (url: string) => json(await t.app.inject({ url, headers })).result;
  const found: string[] = [];
  const add = (user: { userName?: string } | null | undefined) => user?.userName && found.push(user.userName);
  add((await read(`/api/projects/${board}`)).project.user);
  for (const m of (await read(`/api/projects/${board}/members`)).memberships) add(m.user);
  for (const p of (await read(`/api/projects/${board}/posts`)).posts) add(p.user);
  for (const c of (await read(`/api/projects/${board}/comments`)).comments) add(c.user);
  for (const c of (await read(`/api/projects/${board}/contributions`)).contributions) add(c.user);
  return found;
}

describe('an anonymous board', () => {
  it('names its owner to no visitor and no stranger', async () => {
    expect(await names()).not.toContain(owner.userName);
    expect(await names(stranger.accessToken)).not.toContain(owner.userName);
  });

  it('names the owner to the owner and the team', async () => {
    expect(await names(owner.accessToken)).toContain(owner.userName);
    expect(await names(member.accessToken)).toContain(owner.userName);
  });
});
