import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isWebRouteIn } from '@makerboard/shared/web-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iframeHosts } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Unknown paths answered HTTP 200 with the not-found page (issue "The community as a newcomer meets
 * it", 17): the app is still served, so the not-found page shows, but with a 404.
 */
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Makerboard</title>');
  t = await createTestApp({ WEB_DIST: web });
  await t.database.db.insert(iframeHosts).values({ host: 'video.example.org' });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('web pages', () => {
  it.each([
    '/',
    '/home',
    '/home?modal=signup',
    '/story/42',
    '/story/42/edit',
    '/profile',
    '/profile/sam/about',
    '/faq',
    '/fair/3/judging',
    '/inbox/group/robots',
    '/acme/home',
    '/acme/profile/ada/about',
    '/acme/index.html',
    '/index.html',
    '/exploreResources',
    '/resource/7',
  ])('%s is a page of the app (200)', async (url) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<title>Makerboard</title>');
  });

  it.each([
    '/no-such-page/at/all',
    '/acme', // a partner's home is /acme/home (spec/000 §2)
    '/home/contact',
    '/story',
    '/story/42/edit/more',
    '/acme/no-such-page',
    '/notFound',
  ])('%s is the not-found page with a 404', async (url) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<title>Makerboard</title>');
  });

  it('serves exploreResources only in the community variant (spec/000 §6)', () => {
    expect(isWebRouteIn('/exploreResources', 'community')).toBe(true);
    expect(isWebRouteIn('/acme/exploreResources', 'community')).toBe(true);
    for (const variant of ['projects', 'discussions']) {
      expect(isWebRouteIn('/exploreResources', variant)).toBe(false);
      expect(isWebRouteIn('/acme/exploreresources', variant)).toBe(false);
      expect(isWebRouteIn('/resources', variant)).toBe(true);
    }
  });

  it('keeps the contract envelope for unknown API paths and files', async () => {
    const api = await t.app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND', messages: ['Not found'] });
    const file = await t.app.inject('/no-such-file.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
  });
});

describe('the dev outbox at the root', () => {
  it('gives a browser the app once, and tools the JSON', async () => {
    const page = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Makerboard</title>');
    const data = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(data.json()).toMatchObject({ result: { messages: expect.any(Array) } });
  });
});

describe('framing (issue 13: the embed page may be framed by other sites, no other page may)', () => {
  it.each(['/embed?board=1', '/embed', '/acme/embed?board=2'])(
    '%s may be framed by any site',
    async (url) => {
      const r = await t.app.inject(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(r.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
      expect(r.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each(['/home', '/story/1', '/embed/more', '/api/projects', '/no-such-page', '/admin'])(
    '%s refuses to be framed by another site',
    async (url) => {
      const r = await t.app.inject(url);
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(r.headers['content-security-policy']).not.toContain('frame-ancestors *');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('lets pages frame only this site and the hosts admins list (frame-src)', async () => {
    for (const url of ['/home', '/scienceday', '/embed?board=1']) {
      const r = await t.app.inject(url);
      expect(r.headers['content-security-policy'], url).toContain(
        "frame-src 'self' https://video.example.org",
      );
    }
    // The API's answers are not pages: they keep the plain policy.
    const api = await t.app.inject('/api/version');
    expect(api.headers['content-security-policy']).not.toContain('frame-src');
  });
});
