import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedDemo } from './demo.ts';
import { DEMO_FRAME_HOSTS } from './events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo carousels and iframes (issue 13)', () => {
  it('shows a default carousel on home, and a category set with its own carousel', async () => {
    const home = (await t.call('GET', '/api/banner-carousels/shown')).data.result.carousel;
    expect(home.isDefault).toBe(true);
    expect(home.banners.length).toBeGreaterThanOrEqual(2);
    const { carousels } = (await t.call('GET', '/api/banner-carousels')).data.result;
    const own = carousels.find((c: { categoryIDs: number[] }) => c.categoryIDs.length > 0);
    expect(own).toBeDefined();
    const tree = (await t.call('GET', '/api/categories')).data.result.categories;
    const slug = tree
      .flatMap((c: { subCategories: { id: number; slug: string }[] }) => c.subCategories)
      .find((c: { id: number }) => c.id === own.categoryIDs[0]).slug;
    const shown = (await t.call('GET', `/api/banner-carousels/shown?category=${slug}`)).data.result.carousel;
    expect(shown.id).toBe(own.id);
  });

  it('puts an allowed frame on the scienceday page', async () => {
    const frame = (await t.call('GET', '/api/iframe/slug/scienceday')).data.result.iframe;
    expect(frame.allowed).toBe(true);
    expect(DEMO_FRAME_HOSTS.some((h) => new URL(frame.src).hostname === h)).toBe(true);
  });
});
