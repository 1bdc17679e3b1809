import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { adminActions, fairs } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Session;
let someone: Session;
let curator: Session;
let fair: number;
let otherFair: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  someone = await makeUser(t);
  curator = await makeUser(t, { roles: ['curator'] });
  const made = await t.database.db
    .insert(fairs)
    .values([
      { abbreviation: 'sd', name: 'Science Day' },
      { abbreviation: 'bs', name: 'Bright Sparks Fair' },
    ])
    .returning();
  fair = made[0]!.id;
  otherFair = made[1]!.id;
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.call(method, url, admin.accessToken, body);

describe('iframes by event and route slug (spec/000 §3 Iframe; spec/001 §7 POST /iframe, GET/PUT/DELETE /iframe/{eventId}, GET /iframe/slug)', () => {
  it('lets an admin list a host, put a frame on an event, and everyone read it by event and by slug', async () => {
    const host = await asAdmin('POST', '/api/iframe/hosts', { host: 'Video.Example.org' });
    expect(host.status).toBe(201);
    expect(host.data.result.host).toMatchObject({ host: 'video.example.org' });

    const made = await asAdmin('POST', '/api/iframe', {
      eventId: fair,
      slug: 'scienceday',
      title: 'Science Day live',
      src: 'https://video.example.org/live/42',
    });
    expect(made.status).toBe(201);
    expect(made.data.result.iframe).toMatchObject({
      eventId: fair,
      eventName: 'Science Day',
      slug: 'scienceday',
      title: 'Science Day live',
      src: 'https://video.example.org/live/42',
      allowed: true,
    });

    const byEvent = await t.call('GET', `/api/iframe/${fair}`);
    expect(byEvent.status).toBe(200);
    expect(byEvent.data.result.iframe.slug).toBe('scienceday');
    const bySlug = await t.call('GET', '/api/iframe/slug/scienceday');
    expect(bySlug.status).toBe(200);
    expect(bySlug.data.result.iframe.eventId).toBe(fair);
    const all = await t.call('GET', '/api/iframe');
    expect(all.data.result.iframes.map((i: { slug: string }) => i.slug)).toEqual(['scienceday']);

    const edited = await asAdmin('PUT', `/api/iframe/${fair}`, {
      title: 'Science Day stage',
      src: 'https://video.example.org/live/43',
    });
    expect(edited.status).toBe(200);
    expect(edited.data.result.iframe).toMatchObject({ title: 'Science Day stage', slug: 'scienceday' });

    // Every write is audited.
    const audited = await t.database.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(eq(adminActions.actorId, admin.userId));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['iframeHost.add', 'iframe.create', 'iframe.update']),
    );

    expect((await asAdmin('DELETE', `/api/iframe/${fair}`)).status).toBe(200);
    expect((await t.call('GET', `/api/iframe/${fair}`)).status).toBe(404);
    const gone = await t.call('GET', '/api/iframe/slug/scienceday');
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ code: 'IFRAME_NOT_FOUND', messages: ['Iframe not found'] });
  });

  it('takes frames only from the hosts an admin lists, https only (issue 13: iframes only from listed hosts)', async () => {
    await asAdmin('POST', '/api/iframe/hosts', { host: 'maps.example.org' });
    const body = { eventId: otherFair, slug: 'bsef', title: 'Map' };
    const unlisted = await asAdmin('POST', '/api/iframe', { ...body, src: 'https://tracker.example.com/x' });
    expect(unlisted.status).toBe(400);
    expect(unlisted.data).toMatchObject({
      code: 'IFRAME_HOST_NOT_ALLOWED',
      messages: ['Frames may only come from the hosts an admin has listed'],
    });
    // A listed host's look-alike is another host.
    const lookalike = await asAdmin('POST', '/api/iframe', {
      ...body,
      src: 'https://maps.example.org.evil.example.com/x',
    });
    expect(lookalike.status).toBe(400);
    for (const src of [
      'http://maps.example.org/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@maps.example.org/x',
    ]) {
      const r = await asAdmin('POST', '/api/iframe', { ...body, src });
      expect(r.status, src).toBe(400);
      expect(r.data.messages[0]).toBe('Links must be full addresses starting with https://');
    }
    const ok = await asAdmin('POST', '/api/iframe', { ...body, src: 'https://maps.example.org/fair' });
    expect(ok.status).toBe(201);
    // Editing to an unlisted host is refused too, and nothing changes.
    const moved = await asAdmin('PUT', `/api/iframe/${otherFair}`, { src: 'https://elsewhere.example.net/' });
    expect(moved.status).toBe(400);
    expect((await t.call('GET', `/api/iframe/${otherFair}`)).data.result.iframe.src).toBe(
      'https://maps.example.org/fair',
    );

    // Taking the host off the list turns its frames off.
    const hosts = (await asAdmin('GET', '/api/iframe/hosts')).data.result.hosts as {
      id: number;
      host: string;
    }[];
    const maps = hosts.find((h) => h.host === 'maps.example.org')!;
    expect((await asAdmin('DELETE', `/api/iframe/hosts/${maps.id}`)).status).toBe(200);
    const after = await t.call('GET', '/api/iframe/slug/bsef');
    expect(after.data.result.iframe.allowed).toBe(false);
    expect((await asAdmin('DELETE', `/api/iframe/hosts/${maps.id}`)).status).toBe(404);
    await asAdmin('DELETE', `/api/iframe/${otherFair}`);
  });

  it('refuses bad input with clear messages: host names, slugs, unknown events, a second frame (400, 404, 409)', async () => {
    for (const host of ['https://x.example.org', 'localhost', 'a..b', '*.example.org', '']) {
      const r = await asAdmin('POST', '/api/iframe/hosts', { host });
      expect(r.status, host).toBe(400);
    }
    const bad = await asAdmin('POST', '/api/iframe/hosts', { host: 'not a host' });
    expect(bad.data.messages[0]).toBe('Enter a host name such as video.example.org');
    await asAdmin('POST', '/api/iframe/hosts', { host: 'frames.example.org' });
    const twice = await asAdmin('POST', '/api/iframe/hosts', { host: 'frames.example.org' });
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('IFRAME_HOST_EXISTS');

    const src = 'https://frames.example.org/a';
    const slug = await asAdmin('POST', '/api/iframe', {
      eventId: fair,
      slug: 'Science Day',
      title: 'x',
      src,
    });
    expect(slug.status).toBe(400);
    expect(slug.data.messages[0]).toBe('A slug is lower-case letters, digits and dashes');
    const nowhere = await asAdmin('POST', '/api/iframe', { eventId: 999999, slug: 'x', title: 'x', src });
    expect(nowhere.status).toBe(404);
    expect(nowhere.data.code).toBe('EVENT_NOT_FOUND');

    expect(
      (await asAdmin('POST', '/api/iframe', { eventId: fair, slug: 'schools', title: 'x', src })).status,
    ).toBe(201);
    const second = await asAdmin('POST', '/api/iframe', { eventId: fair, slug: 'other', title: 'x', src });
    expect(second.status).toBe(409);
    expect(second.data.code).toBe('IFRAME_EXISTS');
    const sameSlug = await asAdmin('POST', '/api/iframe', {
      eventId: otherFair,
      slug: 'schools',
      title: 'x',
      src,
    });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.data.code).toBe('IFRAME_SLUG_TAKEN');
    expect((await asAdmin('GET', '/api/iframe/999999')).status).toBe(404);
    await asAdmin('DELETE', `/api/iframe/${fair}`);
  });

  it('lets only admins write frames and read the host list (401, 403)', async () => {
    const body = { eventId: fair, slug: 'x', title: 'x', src: 'https://frames.example.org/a' };
    expect((await t.call('POST', '/api/iframe', undefined, body)).status).toBe(401);
    expect((await t.call('POST', '/api/iframe', someone.accessToken, body)).status).toBe(403);
    expect((await t.call('POST', '/api/iframe', curator.accessToken, body)).status).toBe(403);
    expect((await t.call('GET', '/api/iframe/hosts', someone.accessToken)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/iframe/hosts', someone.accessToken, { host: 'a.example.org' })).status,
    ).toBe(403);
  });
});
