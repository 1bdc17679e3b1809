import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { ensureAdmin } from './admin.ts';

/** ADMIN_EMAIL and ADMIN_PASSWORD make sure a verified admin account exists at start (api.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
});
afterAll(async () => {
  await t.close();
});

describe('admin bootstrap', () => {
  it('creates a verified admin, and on the next start resets its password and keeps it admin', async () => {
    expect(await ensureAdmin(t.database.db, 'Root@Example.org', 'Bootstrap-Admin-1')).toBe('created');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'root@example.org', password: 'Bootstrap-Admin-1' },
    });
    expect(first.statusCode).toBe(200);
    expect(json(first).result.user).toMatchObject({ verified: true, roles: ['admin'] });
    expect(await ensureAdmin(t.database.db, 'root@example.org', 'Bootstrap-Admin-2')).toBe('updated');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'root@example.org', password: 'Bootstrap-Admin-1' },
    });
    expect(old.statusCode).toBe(401);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'root@example.org', password: 'Bootstrap-Admin-2' },
    });
    expect(json(next).result.user.roles).toEqual(['admin']);
  });
});
