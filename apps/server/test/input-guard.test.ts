import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorable } from '../src/plugins/input-guard.ts';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * One input layer for every route (issue "nothing an outsider can break", finding 2): a NUL byte or
 * a lone surrogate anywhere, or an integer beyond PostgreSQL's `integer`, is a 400 naming the
 * field, on open routes and signed-in ones alike; before, each was a 500 with a stack trace.
 */
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  user = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('the input layer', () => {
  it('refuses a NUL byte in a query, a path and a body with 400, naming the field', async () => {
    const search = await t.app.inject('/api/search?q=a%00b');
    expect(search.statusCode).toBe(400);
    expect(json(search).code).toBe('UNSTORABLE_TEXT');
    expect(json(search).fields).toEqual({ q: 'UNSTORABLE_TEXT' });
    expect(json(search).messages[0]).toContain('q');
    expect((await t.app.inject('/api/projects?query=%00')).statusCode).toBe(400);
    expect((await t.app.inject('/api/users/sam%00/profile')).statusCode).toBe(400);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { login: 'x\u0000y' },
    });
    expect(check.statusCode).toBe(400);
    expect(json(check).fields).toEqual({ login: 'UNSTORABLE_TEXT' });
  });

  it('refuses a lone surrogate, and keeps emoji', async () => {
    const lone = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.userName}/profile`,
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: '{"firstName":"Ada\\ud800"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(json(lone).fields).toEqual({ firstName: 'UNSTORABLE_TEXT' });
    const emoji = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.userName}/profile`,
      headers: bearer(user.accessToken),
      payload: { firstName: 'Ada 🚀' },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses integers beyond the database integer in a body, in German too', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...bearer(user.accessToken), 'accept-language': 'de' },
      payload: { title: 'Big', description: 'Numbers', categories: [2 ** 31] },
    });
    expect(r.statusCode).toBe(400);
    expect(json(r)).toMatchObject({
      code: 'NUMBER_OUT_OF_RANGE',
      fields: { 'categories.0': 'NUMBER_OUT_OF_RANGE' },
    });
    expect(json(r).messages[0]).toContain('außerhalb');
  });

  it('finds the first bad value deep in a body, and a bad key', () => {
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, '', true)).toEqual({
      field: 'a.1.c',
      problem: 'UNSTORABLE_TEXT',
    });
    expect(findUnstorable({ 'k\u0000': 1 }, '', true)).toEqual({ field: 'body', problem: 'UNSTORABLE_TEXT' });
    expect(findUnstorable({ n: 2 ** 53 }, '', true)?.problem).toBe('NUMBER_OUT_OF_RANGE');
    expect(findUnstorable({ n: 2 ** 53 }, '', false)).toBeNull();
    expect(findUnstorable({ n: 1.5e9, s: 'ok 😀' }, '', true)).toBeNull();
  });
});
