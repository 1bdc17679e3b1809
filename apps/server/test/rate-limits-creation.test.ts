import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * Board creation and follows have per-person limits (issue "nothing an outsider can break",
 * finding 9): 30 boards and 120 follows (each way) an hour. Page views were already limited per
 * address.
 */
let t: TestApp;
let ann: Session;
let ben: Session;
let category: number;
let star: Session;

beforeAll(async () => {
  t = await createTestApp();
  ann = await makeUser(t);
  ben = await makeUser(t);
  star = await makeUser(t);
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

const newBoard = (who: Session, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(who.accessToken),
    payload: {
      title: `Board ${n}`,
      description: 'Made by hand',
      categories: [category],
      sections: [{ title: 'a', body: '<p>a</p>' }],
    },
  });

describe('per-person limits on making boards and following', () => {
  it('stops the 31st board in the hour with 429 and Retry-After, and not another person', async () => {
    for (let i = 0; i < 30; i++) expect((await newBoard(ann, i)).statusCode).toBe(201);
    const over = await newBoard(ann, 31);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await newBoard(ben, 1)).statusCode).toBe(201);
  });

  it('stops the 121st follow in the hour', async () => {
    const follow = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${star.userName}/follow`,
        headers: bearer(ann.accessToken),
      });
    for (let i = 0; i < 120; i++) expect((await follow()).statusCode).toBe(200);
    expect((await follow()).statusCode).toBe(429);
  });
});
