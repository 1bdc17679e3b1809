import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Session;
let someone: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  someone = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.call(method, url, admin.accessToken, body);

describe('regions (spec/000 §3 Region: id, image, provinceDetailsID, banners, sponsors; Province: id, regions)', () => {
  it('lets an admin build provinces with regions, banners and sponsors, which everyone reads', async () => {
    const province = await asAdmin('POST', '/api/regions/provinces', { name: 'West' });
    expect(province.status).toBe(201);
    const provinceID = province.data.result.province.id;
    const made = await asAdmin('POST', '/api/regions', {
      name: 'Valley',
      key: 'valley',
      provinceDetailsID: provinceID,
      image: 'https://cdn.example.org/valley.png',
    });
    expect(made.status).toBe(201);
    const region = made.data.result.region;
    expect(region).toMatchObject({
      key: 'valley',
      name: 'Valley',
      image: 'https://cdn.example.org/valley.png',
      provinceDetailsID: provinceID,
      banners: [],
      sponsors: [],
    });
    const banner = await asAdmin('POST', `/api/regions/${region.id}/banners`, {
      title: 'Fair day',
      imageUrl: '/api/v2/partners/acme/logo',
      linkUrl: 'https://fair.example.org',
    });
    expect(banner.status).toBe(201);
    const sponsor = await asAdmin('POST', `/api/regions/${region.id}/sponsors`, {
      name: 'Bolt',
      url: 'https://bolt.example.org',
    });
    expect(sponsor.status).toBe(201);

    const read = await t.call('GET', `/api/regions/${region.id}`);
    expect(read.status).toBe(200);
    expect(read.data.result.region.banners).toEqual([
      {
        id: banner.data.result.banner.id,
        title: 'Fair day',
        imageUrl: '/api/v2/partners/acme/logo',
        linkUrl: 'https://fair.example.org',
      },
    ]);
    expect(read.data.result.region.sponsors).toEqual([
      { id: sponsor.data.result.sponsor.id, name: 'Bolt', imageUrl: null, url: 'https://bolt.example.org' },
    ]);

    const all = await t.call('GET', '/api/regions/provinces');
    expect(all.status).toBe(200);
    const west = all.data.result.provinces.find((p: { id: number }) => p.id === provinceID);
    expect(west.regions.map((r: { key: string }) => r.key)).toEqual(['valley']);

    const renamed = await asAdmin('PUT', `/api/regions/${region.id}`, { name: 'Green Valley', image: null });
    expect(renamed.data.result.region).toMatchObject({ name: 'Green Valley', image: null, key: 'valley' });

    expect(
      (await asAdmin('DELETE', `/api/regions/${region.id}/banners/${banner.data.result.banner.id}`)).status,
    ).toBe(200);
    expect(
      (await asAdmin('DELETE', `/api/regions/${region.id}/sponsors/${sponsor.data.result.sponsor.id}`))
        .status,
    ).toBe(200);
    const emptied = await t.call('GET', `/api/regions/${region.id}`);
    expect(emptied.data.result.region).toMatchObject({ banners: [], sponsors: [] });
    expect((await asAdmin('DELETE', `/api/regions/${region.id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/regions/${region.id}`)).status).toBe(404);
  });

  it('puts a board in a region when it is made or edited, lists it there, and takes it out again (issue 13, item 3)', async () => {
    const province = (await asAdmin('POST', '/api/regions/provinces', { name: 'East' })).data.result.province;
    await asAdmin('POST', '/api/regions', { name: 'Ridge', key: 'ridge', provinceDetailsID: province.id });
    const made = await makeBoard(t, someone, { body: { region: 'ridge' } });
    expect(made.region).toBe('ridge');
    const other = await makeBoard(t, someone);
    const moved = await t.call('PUT', `/api/projects/${other.id}`, someone.accessToken, { region: 'ridge' });
    expect(moved.status).toBe(200);
    expect(moved.data.result.project.region).toBe('ridge');
    const listed = await t.call('GET', '/api/projects?region=ridge');
    expect(listed.status).toBe(200);
    expect(listed.data.result.projects.map((p: { id: number }) => p.id).sort()).toEqual(
      [made.id, other.id].sort(),
    );

    // A key no region has is refused, and nothing changes.
    const unknown = await t.call('PUT', `/api/projects/${other.id}`, someone.accessToken, {
      region: 'nowhere',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({
      code: 'REGION_UNKNOWN',
      messages: ['Choose one of the regions listed'],
    });
    const refused = await t.call('POST', '/api/projects', someone.accessToken, {
      title: 'Kite',
      description: 'Paper and string.',
      region: 'nowhere',
    });
    expect(refused.status).toBe(400);

    const out = await t.call('PUT', `/api/projects/${other.id}`, someone.accessToken, { region: null });
    expect(out.data.result.project.region).toBeNull();
    const after = await t.call('GET', '/api/projects?region=ridge');
    expect(after.data.result.projects.map((p: { id: number }) => p.id)).toEqual([made.id]);
  });

  it('takes https links only: script and plain-http addresses are a 400 (no script runs from a link)', async () => {
    const province = (await asAdmin('POST', '/api/regions/provinces', { name: 'Links' })).data.result
      .province;
    const region = (
      await asAdmin('POST', '/api/regions', { name: 'Links', key: 'links', provinceDetailsID: province.id })
    ).data.result.region;
    const bad = [
      { title: 'x', imageUrl: 'javascript:alert(1)' },
      { title: 'x', imageUrl: 'https://ok.example.org/a.png', linkUrl: 'javascript:alert(1)' },
      { title: 'x', imageUrl: 'https://ok.example.org/a.png', linkUrl: 'http://plain.example.org' },
      { title: 'x', imageUrl: '/api/../etc/passwd' },
      { title: 'x', imageUrl: '//evil.example.org/a.png' },
    ];
    for (const body of bad) {
      const r = await asAdmin('POST', `/api/regions/${region.id}/banners`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.code).toBe('VALIDATION_FAILED');
      expect(r.data.messages[0]).toBe('Links must be full addresses starting with https://');
    }
    const sponsor = await asAdmin('POST', `/api/regions/${region.id}/sponsors`, {
      name: 'Evil',
      url: 'data:text/html,<script>alert(1)</script>',
    });
    expect(sponsor.status).toBe(400);
  });

  it('refuses a taken key (409), an unknown province (404) and non-admins (401, 403)', async () => {
    const province = (await asAdmin('POST', '/api/regions/provinces', { name: 'Keys' })).data.result.province;
    const body = { name: 'Twin', key: 'twin', provinceDetailsID: province.id };
    expect((await asAdmin('POST', '/api/regions', body)).status).toBe(201);
    const twice = await asAdmin('POST', '/api/regions', body);
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('REGION_KEY_EXISTS');
    const nowhere = await asAdmin('POST', '/api/regions', {
      ...body,
      key: 'nowhere',
      provinceDetailsID: 999999,
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.data.code).toBe('PROVINCE_NOT_FOUND');
    expect((await t.call('POST', '/api/regions', undefined, body)).status).toBe(401);
    expect(
      (await t.call('POST', '/api/regions/provinces', someone.accessToken, { name: 'Mine' })).status,
    ).toBe(403);
  });

  it('answers a banner of another region with a 404', async () => {
    const province = (await asAdmin('POST', '/api/regions/provinces', { name: 'Pair' })).data.result.province;
    const a = (
      await asAdmin('POST', '/api/regions', { name: 'A', key: 'pair-a', provinceDetailsID: province.id })
    ).data.result.region;
    const b = (
      await asAdmin('POST', '/api/regions', { name: 'B', key: 'pair-b', provinceDetailsID: province.id })
    ).data.result.region;
    const banner = (
      await asAdmin('POST', `/api/regions/${a.id}/banners`, {
        title: 'A',
        imageUrl: 'https://x.example.org/a.png',
      })
    ).data.result.banner;
    expect((await asAdmin('DELETE', `/api/regions/${b.id}/banners/${banner.id}`)).status).toBe(404);
  });
});
