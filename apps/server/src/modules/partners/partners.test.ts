import { SCIENCE_FAIR_ROUTE_RULES } from '@makerboard/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { adminActions, partners } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Session;
let someone: Session;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  someone = await makeUser(t);
  const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const rows = await t.database.db
    .insert(partners)
    .values([
      {
        name: 'acme',
        title: 'Acme Labs',
        description: 'Builds things',
        kind: 'partner',
        logo,
        website: 'https://acme.example.org',
        primaryColor: '#123456',
        defaultLanguage: 'de',
      },
      { name: 'bolt', title: 'Bolt Foundation', kind: 'sponsor', imageUrl: 'https://cdn.example.org/b.png' },
      { name: 'ceres', title: 'Ceres Prize', kind: 'specialAward' },
    ])
    .returning({ id: partners.id });
  acme = rows[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/partners (spec/001 §7 Second API)', () => {
  it('lists every partner by title under result.partners, to visitors too', async () => {
    const r = await t.call('GET', '/api/v2/partners');
    expect(r.status).toBe(200);
    expect(r.data.result.partners.map((p: { name: string }) => p.name)).toEqual(['acme', 'bolt', 'ceres']);
    expect(r.data.result.total).toBe(3);
    const [first] = r.data.result.partners;
    expect(first).toMatchObject({
      id: acme,
      title: 'Acme Labs',
      kind: 'partner',
      website: 'https://acme.example.org',
      colors: { primary: '#123456', secondary: null },
      defaultLanguage: 'de',
    });
    expect(first.imageUrl).toMatch(/^\/api\/v2\/partners\/acme\/logo\?v=/);
  });

  it('lists one kind: the sponsors, the special-award organisations (spec/000 §2 pages)', async () => {
    const sponsors = await t.call('GET', '/api/v2/partners?kind=sponsor');
    expect(sponsors.data.result.partners.map((p: { name: string }) => p.name)).toEqual(['bolt']);
    expect(sponsors.data.result.partners[0].imageUrl).toBe('https://cdn.example.org/b.png');
    const awards = await t.call('GET', '/api/v2/partners?kind=specialAward');
    expect(awards.data.result.partners.map((p: { name: string }) => p.name)).toEqual(['ceres']);
  });

  it('answers a bad kind with the v2 error shape {message, code} naming the field (api.md)', async () => {
    const r = await t.call('GET', '/api/v2/partners?kind=villain');
    expect(r.status).toBe(400);
    expect(r.data).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(typeof r.data.message).toBe('string');
    expect(r.data.message).toContain('kind');
    expect(r.data.messages).toBeUndefined();
  });
});

describe('GET /api/v2/partners/{name}', () => {
  it('answers the partner under result.partner', async () => {
    const r = await t.call('GET', '/api/v2/partners/bolt');
    expect(r.status).toBe(200);
    expect(r.data.result.partner).toMatchObject({ name: 'bolt', title: 'Bolt Foundation', kind: 'sponsor' });
  });

  it('answers an unknown partner with a v2 404 {message, code}, in the caller’s language', async () => {
    const r = await t.call('GET', '/api/v2/partners/nobody', undefined, undefined, { language: 'de' });
    expect(r.status).toBe(404);
    expect(r.data).toEqual({ message: 'Partner nicht gefunden', code: 'PARTNER_NOT_FOUND' });
  });

  it('answers an unknown v2 path with the v2 shape too', async () => {
    const r = await t.call('GET', '/api/v2/nothing-here');
    expect(r.status).toBe(404);
    expect(r.data).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves a stored logo as a PNG', async () => {
    const r = await t.call('GET', '/api/v2/partners/acme/logo');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.call('GET', '/api/v2/partners/bolt/logo')).status).toBe(404);
  });

  it('keeps the main API envelope outside /api/v2', async () => {
    const r = await t.call('GET', '/api/projects/999999');
    expect(r.status).toBe(404);
    expect(Array.isArray(r.data.messages)).toBe(true);
  });
});

describe('/api/v2/partners/{id}/page-info (spec/001 §7: name, title, description, imageUrl)', () => {
  const url = () => `/api/v2/partners/${acme}/page-info`;

  it('lets an admin create, read, change and delete an entry', async () => {
    const created = await t.call('POST', url(), admin.accessToken, {
      name: 'about',
      title: 'About Acme',
      description: 'We build.',
      imageUrl: 'https://cdn.example.org/about.png',
    });
    expect(created.status).toBe(201);
    expect(created.data.result.pageInfo).toMatchObject({
      partnerID: acme,
      name: 'about',
      title: 'About Acme',
      description: 'We build.',
      imageUrl: 'https://cdn.example.org/about.png',
    });

    const read = await t.call('GET', url());
    expect(read.status).toBe(200);
    expect(read.data.result.pageInfo.map((p: { name: string }) => p.name)).toEqual(['about']);
    const named = await t.call('GET', `${url()}?name=other`);
    expect(named.data.result.pageInfo).toEqual([]);

    const changed = await t.call('PUT', url(), admin.accessToken, { name: 'about', title: 'All about Acme' });
    expect(changed.status).toBe(200);
    expect(changed.data.result.pageInfo).toMatchObject({ title: 'All about Acme', description: 'We build.' });

    const removed = await t.call('DELETE', `${url()}?name=about`, admin.accessToken);
    expect(removed.status).toBe(200);
    expect(removed.data.result).toEqual({ success: true });
    expect((await t.call('GET', url())).data.result.pageInfo).toEqual([]);
  });

  it('refuses a second entry of the same name with a v2 409', async () => {
    await t.call('POST', url(), admin.accessToken, { name: 'twice' });
    const r = await t.call('POST', url(), admin.accessToken, { name: 'twice' });
    expect(r.status).toBe(409);
    expect(r.data).toMatchObject({ code: 'PAGE_INFO_EXISTS' });
    expect(typeof r.data.message).toBe('string');
  });

  it('answers changes to a missing entry or partner with a v2 404', async () => {
    const missing = await t.call('PUT', url(), admin.accessToken, { name: 'ghost', title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.data.code).toBe('PAGE_INFO_NOT_FOUND');
    const gone = await t.call('GET', '/api/v2/partners/999999/page-info');
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ code: 'PARTNER_NOT_FOUND', message: 'Partner not found' });
  });

  it('takes https image addresses only, so no script address reaches a page', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'http://cdn.example.org/a.png',
      'data:image/png;base64,AA',
    ]) {
      const r = await t.call('POST', url(), admin.accessToken, { name: 'bad', imageUrl });
      expect(r.status, imageUrl).toBe(400);
      expect(r.data.code).toBe('VALIDATION_FAILED');
      expect(r.data.fields.imageUrl).toBe('URL_HTTPS_ONLY');
      expect(r.data.message).toContain('https://');
    }
  });

  it('keeps writes for admins: 401 to visitors and 403 to others, in the v2 shape', async () => {
    const visitor = await t.call('POST', url(), undefined, { name: 'x' });
    expect(visitor.status).toBe(401);
    expect(visitor.data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(typeof visitor.data.message).toBe('string');
    const other = await t.call('DELETE', `${url()}?name=twice`, someone.accessToken);
    expect(other.status).toBe(403);
    expect(other.data).toEqual({ message: 'You are not allowed to do this', code: 'FORBIDDEN' });
  });

  it('answers malformed JSON with a v2 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe('PUT /api/v2/partners/{id}: what a partner build applies (issue 13 item 6)', () => {
  const url = (id = acme) => `/api/v2/partners/${id}`;

  it('lets an admin change the title, site, colours, default language and route rules, audited', async () => {
    const r = await t.call('PUT', url(), admin.accessToken, {
      title: 'Acme Science Fair',
      website: 'https://fair.acme.example.org',
      colors: { primary: '#2a6f4f', secondary: '#e9c46a' },
      defaultLanguage: 'fr',
      routeRules: SCIENCE_FAIR_ROUTE_RULES,
    });
    expect(r.status).toBe(200);
    expect(r.data.result.partner).toMatchObject({
      name: 'acme',
      title: 'Acme Science Fair',
      description: 'Builds things',
      website: 'https://fair.acme.example.org',
      colors: { primary: '#2a6f4f', secondary: '#e9c46a' },
      defaultLanguage: 'fr',
      routeRules: SCIENCE_FAIR_ROUTE_RULES,
    });
    // The stored logo stays while no new address is given.
    expect(r.data.result.partner.imageUrl).toMatch(/^\/api\/v2\/partners\/acme\/logo\?v=/);
    // The build reads the same data.
    const site = await t.call('GET', '/api/site', undefined, undefined, { headers: { 'x-event': 'acme' } });
    expect(site.data.result.partner.routeRules).toEqual(SCIENCE_FAIR_ROUTE_RULES);
    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'partner.update'), eq(adminActions.targetId, acme)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.userId);

    // Null rules open every route again.
    const open = await t.call('PUT', url(), admin.accessToken, { routeRules: null });
    expect(open.data.result.partner.routeRules).toEqual({
      only: null,
      fallback: 'coming-soon',
      redirects: [],
    });
    expect(open.data.result.partner.title).toBe('Acme Science Fair');
  });

  it('replaces a stored logo with the https address given', async () => {
    const r = await t.call('PUT', url(), admin.accessToken, { imageUrl: 'https://cdn.example.org/acme.png' });
    expect(r.status).toBe(200);
    expect(r.data.result.partner.imageUrl).toBe('https://cdn.example.org/acme.png');
    expect((await t.call('GET', '/api/v2/partners/acme/logo')).status).toBe(404);
  });

  it('refuses bad colours, script addresses, bad patterns and rules that loop, in the v2 shape', async () => {
    const colour = await t.call('PUT', url(), admin.accessToken, {
      colors: { primary: 'red', secondary: null },
    });
    expect(colour.status).toBe(400);
    expect(colour.data.code).toBe('VALIDATION_FAILED');
    const script = await t.call('PUT', url(), admin.accessToken, { website: 'javascript:alert(1)' });
    expect(script.data.fields.website).toBe('URL_HTTPS_ONLY');
    const pattern = await t.call('PUT', url(), admin.accessToken, {
      routeRules: { only: ['/story/<x>'], fallback: 'coming-soon', redirects: [] },
    });
    expect(pattern.status).toBe(400);
    expect(pattern.data.fields['routeRules.only.0']).toBe('ROUTE_PATTERN_INVALID');
    const loop = await t.call('PUT', url(), admin.accessToken, {
      routeRules: {
        only: ['finalists'],
        fallback: 'coming-soon',
        redirects: [{ from: 'coming-soon', to: 'home' }],
      },
    });
    expect(loop.status).toBe(400);
    expect(loop.data).toEqual({
      code: 'ROUTE_RULES_LOOP',
      message: 'These rules send / round in circles; let the page they send people to be reached',
    });
  });

  it('keeps the write for admins (401, 403) and answers an unknown partner with a v2 404', async () => {
    expect((await t.call('PUT', url(), undefined, { title: 'x' })).status).toBe(401);
    const other = await t.call('PUT', url(), someone.accessToken, { title: 'x' });
    expect(other.status).toBe(403);
    expect(other.data.code).toBe('FORBIDDEN');
    const missing = await t.call('PUT', url(999999), admin.accessToken, { title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ message: 'Partner not found', code: 'PARTNER_NOT_FOUND' });
  });
});
