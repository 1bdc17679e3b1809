import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  grantRole,
  json,
  login,
  type Session,
  signupAndVerify,
  type TestApp,
} from '../../../test/helpers.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  const a = await signupAndVerify(t);
  await grantRole(t, a.userName, 'admin');
  admin = await login(t, a.userName);
});
afterAll(async () => {
  await t.close();
});

const view = (path: string) => t.app.inject({ method: 'POST', url: '/api/pageviews', payload: { path } });

describe('page-view tracking (spec/000 §2)', () => {
  it('counts screens by route pattern, and skips the story view and the article redirect', async () => {
    for (const path of ['/home', '/home', '/profile/:username', '/:partner/explore/:explorepage']) {
      expect(json(await view(path)).result).toEqual({ recorded: true });
    }
    for (const path of ['/story/:id', '/story/video/:id', '/article/:id', '/:partner/story/:id']) {
      expect(json(await view(path)).result).toEqual({ recorded: false });
    }
    const summary = json(
      await t.app.inject({ url: '/api/admin/pageviews?days=7', headers: bearer(admin.accessToken) }),
    ).result;
    expect(summary.pages).toEqual([
      { path: '/home', views: 2 },
      { path: '/:partner/explore/:explorepage', views: 1 },
      { path: '/profile/:username', views: 1 },
    ]);
    expect(summary.days).toBe(7);
  });

  it('refuses what is not a route pattern, in the error envelope', async () => {
    for (const path of ['home', '/a b', `/${'x'.repeat(300)}`, '/<script>']) {
      const r = await view(path);
      expect(r.statusCode).toBe(400);
      expect(json(r).messages.length).toBeGreaterThan(0);
    }
  });
});
