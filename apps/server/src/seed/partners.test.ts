import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PARTNERS } from './partners.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo partners and regions (issue 13)', () => {
  it('has partners, sponsors and special-award organisations, each with a drawn logo', async () => {
    for (const kind of ['partner', 'sponsor', 'specialAward'] as const) {
      const r = await t.call('GET', `/api/v2/partners?kind=${kind}`);
      const expected = DEMO_PARTNERS.filter((p) => p.kind === kind).length;
      expect(r.data.result.partners.length, kind).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(2);
    }
    const [first] = (await t.call('GET', '/api/v2/partners?limit=1')).data.result.partners;
    const logo = await t.call('GET', first.imageUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('has provinces with regions whose pages show banners, sponsors and boards', async () => {
    const { provinces } = (await t.call('GET', '/api/regions/provinces')).data.result;
    expect(provinces.length).toBeGreaterThanOrEqual(2);
    const lakeside = provinces
      .flatMap((p: { regions: { key: string }[] }) => p.regions)
      .find((r: { key: string }) => r.key === 'lakeside');
    const region = (await t.call('GET', `/api/regions/${lakeside.id}`)).data.result.region;
    expect(region.banners.length).toBeGreaterThan(0);
    expect(region.sponsors.length).toBeGreaterThan(0);
    for (const sponsor of region.sponsors) expect((await t.call('GET', sponsor.imageUrl)).status).toBe(200);
    const boards = (await t.call('GET', '/api/projects?region=lakeside')).data.result;
    expect(boards.projects.length).toBeGreaterThan(0);
  });
});

describe('the demo resources library (issue 13)', () => {
  it('has sections with a webinar of each stage, a gated ebook, games and tools', async () => {
    const { resourcesWithSections } = (await t.call('GET', '/api/partner/getResources')).data.result;
    expect(resourcesWithSections.map((s: { slug: string }) => s.slug)).toEqual([
      'webinars',
      'guides',
      'games-and-tools',
    ]);
    const all = resourcesWithSections.flatMap(
      (s: { resources: { kind: string; stage: string | null; gated: boolean }[] }) => s.resources,
    );
    expect(new Set(all.map((r: { stage: string | null }) => r.stage).filter(Boolean))).toEqual(
      new Set(['upcoming', 'live', 'recorded']),
    );
    expect(new Set(all.map((r: { kind: string }) => r.kind))).toEqual(
      new Set(['webinar', 'ebook', 'game', 'tool']),
    );
    expect(all.some((r: { gated: boolean }) => r.gated)).toBe(true);
  });

  it('shows demo boards attached to a resource (add resource project membership)', async () => {
    const { resources } = (await t.call('GET', '/api/partnerResource/resources?type=game')).data.result;
    const puzzle = resources.find((r: { title: string }) => r.title === 'Circuit puzzle');
    const boards = (await t.call('GET', `/api/resources/${puzzle.id}/boards`)).data.result;
    expect(boards.projects.map((b: { title: string }) => b.title)).toEqual([
      'Line-following robot with two IR sensors',
    ]);
  });
});
