import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { seedReports } from './reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo reports (issue 13)', () => {
  it('fill the moderation queue with open reports, once', async () => {
    const ada = await login(t, 'ada', DEMO_PASSWORD);
    const queue = async () =>
      (await t.call('GET', '/api/admin/reports?status=open', ada.accessToken)).data.result;
    const first = await queue();
    expect(first.total).toBe(2);
    expect(first.reports.every((r: { target: unknown }) => r.target !== null)).toBe(true);
    await seedReports(t.database.db);
    await seedDemo(t.database.db);
    expect((await queue()).total).toBe(2);
  });
});
