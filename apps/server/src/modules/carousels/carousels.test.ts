import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Session;
let someone: Session;
let category: { id: number; slug: string };
let another: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  someone = await makeUser(t);
  const tree = (await t.call('GET', '/api/categories')).data.result.categories;
  category = tree[0].subCategories[0];
  another = tree[0].subCategories[1] ?? tree[1];
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.call(method, url, admin.accessToken, body);

describe('banner carousels (spec/000 §3 Banner carousel: name, banners, delay in ms, default flag; category set)', () => {
  it('shows nothing until a carousel is the default, then home shows it with its banners and delay', async () => {
    const none = await t.call('GET', '/api/banner-carousels/shown');
    expect(none.status).toBe(200);
    expect(none.data.result.carousel).toBeNull();

    const made = await asAdmin('POST', '/api/banner-carousels', {
      name: 'Spring',
      delay: 4000,
      isDefault: true,
    });
    expect(made.status).toBe(201);
    const carousel = made.data.result.carousel;
    expect(carousel).toMatchObject({
      name: 'Spring',
      delay: 4000,
      isDefault: true,
      categoryIDs: [],
      banners: [],
    });
    const banner = await asAdmin('POST', `/api/banner-carousels/${carousel.id}/banners`, {
      title: 'Science Day',
      imageUrl: 'https://cdn.example.org/sd.png',
      linkUrl: 'https://makerboard.example.org/scienceday',
    });
    expect(banner.status).toBe(201);
    await asAdmin('POST', `/api/banner-carousels/${carousel.id}/banners`, {
      title: 'Build week',
      imageUrl: '/api/v2/partners/acme/logo',
    });

    const home = await t.call('GET', '/api/banner-carousels/shown');
    expect(home.data.result.carousel).toMatchObject({ id: carousel.id, delay: 4000 });
    expect(home.data.result.carousel.banners.map((b: { title: string }) => b.title)).toEqual([
      'Science Day',
      'Build week',
    ]);

    // A second default takes the flag: only one carousel is the default.
    const second = await asAdmin('POST', '/api/banner-carousels', { name: 'Summer', isDefault: true });
    expect(second.data.result.carousel).toMatchObject({ delay: 5000, isDefault: true });
    const list = (await t.call('GET', '/api/banner-carousels')).data.result.carousels;
    expect(
      list.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { name: string }) => c.name),
    ).toEqual(['Summer']);
    const back = await asAdmin('PUT', `/api/banner-carousels/${carousel.id}`, {
      isDefault: true,
      delay: 6000,
    });
    expect(back.data.result.carousel).toMatchObject({ isDefault: true, delay: 6000 });
    expect((await t.call('GET', '/api/banner-carousels/shown')).data.result.carousel.id).toBe(carousel.id);

    expect(
      (
        await asAdmin(
          'DELETE',
          `/api/banner-carousels/${carousel.id}/banners/${banner.data.result.banner.id}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await asAdmin(
          'DELETE',
          `/api/banner-carousels/${carousel.id}/banners/${banner.data.result.banner.id}`,
        )
      ).status,
    ).toBe(404);
    expect((await asAdmin('DELETE', `/api/banner-carousels/${second.data.result.carousel.id}`)).status).toBe(
      200,
    );
  });

  it('gives a category page the carousel of its category set (category banners), else the default', async () => {
    const own = await asAdmin('POST', '/api/banner-carousels', {
      name: 'Robots corner',
      categoryIDs: [category.id],
    });
    expect(own.status).toBe(201);
    expect(own.data.result.carousel.categoryIDs).toEqual([category.id]);
    const shown = await t.call('GET', `/api/banner-carousels/shown?category=${category.slug}`);
    expect(shown.data.result.carousel.name).toBe('Robots corner');
    const fallback = await t.call('GET', `/api/banner-carousels/shown?category=${another.slug}`);
    expect(fallback.data.result.carousel.isDefault).toBe(true);

    // A category is in one set only.
    const taken = await asAdmin('POST', '/api/banner-carousels', {
      name: 'Twin',
      categoryIDs: [category.id],
    });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({
      code: 'CAROUSEL_CATEGORY_TAKEN',
      messages: ['A category can belong to one carousel only'],
    });
    const unknown = await asAdmin('PUT', `/api/banner-carousels/${own.data.result.carousel.id}`, {
      categoryIDs: [999999],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('CATEGORY_NOT_FOUND');
    const moved = await asAdmin('PUT', `/api/banner-carousels/${own.data.result.carousel.id}`, {
      categoryIDs: [another.id],
    });
    expect(moved.data.result.carousel.categoryIDs).toEqual([another.id]);
    expect(
      (await t.call('GET', `/api/banner-carousels/shown?category=${another.slug}`)).data.result.carousel.name,
    ).toBe('Robots corner');
    expect((await asAdmin('DELETE', `/api/banner-carousels/${own.data.result.carousel.id}`)).status).toBe(
      200,
    );
    expect((await asAdmin('DELETE', `/api/banner-carousels/${own.data.result.carousel.id}`)).status).toBe(
      404,
    );
  });

  it('refuses bad delays and unsafe banner links, and non-admins (400, 401, 403)', async () => {
    for (const delay of [0, 999, 60_001, 1.5]) {
      const r = await asAdmin('POST', '/api/banner-carousels', { name: 'Fast', delay });
      expect(r.status, String(delay)).toBe(400);
    }
    const slow = await asAdmin('POST', '/api/banner-carousels', { name: 'Slow', delay: 120_000 });
    expect(slow.data.messages[0]).toBe('The delay is between 1000 and 60000 milliseconds');
    const id = (await asAdmin('POST', '/api/banner-carousels', { name: 'Links' })).data.result.carousel.id;
    for (const body of [
      { title: 'x', imageUrl: 'javascript:alert(1)' },
      { title: 'x', imageUrl: 'https://ok.example.org/a.png', linkUrl: 'http://plain.example.org' },
      { title: 'x', imageUrl: '//evil.example.org/a.png' },
    ]) {
      const r = await asAdmin('POST', `/api/banner-carousels/${id}/banners`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.messages[0]).toBe('Links must be full addresses starting with https://');
    }
    expect((await t.call('POST', '/api/banner-carousels', undefined, { name: 'x' })).status).toBe(401);
    expect((await t.call('POST', '/api/banner-carousels', someone.accessToken, { name: 'x' })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/api/banner-carousels/${id}`, someone.accessToken)).status).toBe(403);
  });
});
