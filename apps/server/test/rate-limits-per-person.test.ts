import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * Messaging and invitations are limited per person, not per address (docs/decisions.md "Rate
 * limits"): a class behind one school router shares an address. With RATE_LIMIT_FACTOR 0.2 the
 * limits are 12 messages a minute, 12 invitations an hour and 2 bulk invitations an hour. Every
 * request here comes from the same address.
 */
let t: TestApp;
let ann: Session;
let ben: Session;
let cat: Session;
let category: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0.2' });
  ann = await makeUser(t);
  ben = await makeUser(t);
  cat = await makeUser(t);
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('per-person rate limits on messaging and invitations (spam)', () => {
  it('stops a person after 12 messages a minute with 429 and Retry-After; another person on the same address still sends', async () => {
    const created = await t.call('POST', '/api/conversations', ann.accessToken, { users: [ben.userName] });
    expect(created.statusCode).toBe(201);
    const id = json(created).result.conversation.id;
    for (let i = 0; i < 12; i++) {
      const r = await t.call('POST', `/api/conversations/${id}/messages`, ann.accessToken, {
        message: `message ${i}`,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const over = await t.call('POST', `/api/conversations/${id}/messages`, ann.accessToken, {
      message: 'one too many',
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(json(over).code).toBe('RATE_LIMITED');
    const other = await t.call('POST', `/api/conversations/${id}/messages`, ben.accessToken, {
      message: 'my turn',
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('limits invitations per person, bulk invitations more tightly', async () => {
    const board = json(
      await t.call('POST', '/api/projects', cat.accessToken, {
        title: 'Invites',
        description: 'd',
        categories: [category],
        sections: [{ title: 'x', body: '<p>x</p>' }],
      }),
    ).result.project;
    for (let i = 0; i < 12; i++) {
      const r = await t.call('POST', `/api/projects/${board.id}/members/invite`, cat.accessToken, {
        lookup: `invitee${i}@example.org`,
        role: 'viewer',
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const over = await t.call('POST', `/api/projects/${board.id}/members/invite`, cat.accessToken, {
      lookup: 'invitee9@example.org',
      role: 'viewer',
    });
    expect(over.statusCode).toBe(429);
    for (const n of [1, 2]) {
      const bulk = await t.call('POST', `/api/projects/${board.id}/members/bulkInvite`, cat.accessToken, {
        emails: [`bulk${n}@example.org`],
      });
      expect(bulk.statusCode, bulk.body).toBe(201);
    }
    const bulkOver = await t.call('POST', `/api/projects/${board.id}/members/bulkInvite`, cat.accessToken, {
      emails: ['bulk3@example.org'],
    });
    expect(bulkOver.statusCode).toBe(429);
  });
});
