import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, login, type TestApp } from '../../test/helpers.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo fair (issue 10 item 8)', () => {
  it('shows the whole pipeline: a fair with questions, its staff, boards in every status, a poll and two awards', async () => {
    const fairs = json(await t.app.inject('/api/fairs')).result.fairs;
    const ysc = fairs.find((f: { abbreviation: string }) => f.abbreviation === 'YSC');
    expect(ysc).toMatchObject({ isOpen: true, districts: expect.any(Array) });
    expect(ysc.questions.length).toBeGreaterThanOrEqual(4);
    const nia = await login(t, 'coord_nia', DEMO_PASSWORD);
    const staff = json(
      await t.app.inject({
        url: `/api/fairs/${ysc.id}/staff`,
        headers: { authorization: `Bearer ${nia.accessToken}` },
      }),
    ).result.staff.map((s: { role: string }) => s.role);
    expect(new Set(staff)).toEqual(new Set(['coordinator', 'reviewer', 'judge']));
    const omar = await login(t, 'rev_omar', DEMO_PASSWORD);
    for (const filter of ['pending', 'approved', 'declined', 'submitted', 'resubmitted']) {
      const r = json(
        await t.app.inject({
          url: `/api/partner/submissions?fairID=${ysc.id}&filter=${filter}&limit=0&offset=0`,
          headers: { authorization: `Bearer ${omar.accessToken}` },
        }),
      ).result;
      expect(r.total, filter).toBeGreaterThan(0);
    }
    expect(json(await t.app.inject('/api/poll')).result.total).toBeGreaterThan(0);
    expect(json(await t.app.inject('/api/award')).result.total).toBe(2);
    expect(json(await t.app.inject('/api/projects/awarded')).result.total).toBe(1);
  });
});
