import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';
import { pageViewsService } from './pageviews.service.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  admin = await makeUser(t, { roles: ['admin'] });
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

  it('takes a bounded number of distinct paths a day: made-up paths cannot grow the table without end', async () => {
    await t.database.db.execute(sql`delete from page_views`);
    const service = pageViewsService(t.database.db, 2);
    expect(await service.record('/home')).toBe(true);
    expect(await service.record('/leaderboard')).toBe(true);
    expect(await service.record('/made-up-1')).toBe(false);
    expect(await service.record('/made-up-2')).toBe(false);
    // Screens already counted today still count.
    expect(await service.record('/home')).toBe(true);
    const rows = await t.database.db.execute(sql`select path, views from page_views order by path`);
    expect((rows as unknown as { rows: { path: string; views: number }[] }).rows).toEqual([
      { path: '/home', views: 2 },
      { path: '/leaderboard', views: 1 },
    ]);
  });

  it('refuses what is not a route pattern, in the error envelope', async () => {
    for (const path of ['home', '/a b', `/${'x'.repeat(300)}`, '/<script>']) {
      const r = await view(path);
      expect(r.statusCode).toBe(400);
      expect(json(r).messages.length).toBeGreaterThan(0);
    }
  });
});
