import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, grantRole, json, login, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Makerboard</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist, RATE_LIMIT_FACTOR: '100' });
});
afterAll(async () => {
  await t.close();
});

describe('health, metrics and docs', () => {
  it('answers /healthz and /readyz', async () => {
    expect(json(await t.app.inject('/healthz'))).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).status).toBe('ready');
  });

  it('serves Prometheus metrics', async () => {
    await t.app.inject('/healthz');
    const metrics = await t.app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('makerboard_http_request_duration_seconds');
    expect(metrics.body).toContain('makerboard_process_resident_memory_bytes');
  });

  it('serves the OpenAPI document generated from the shared zod schemas', async () => {
    const doc = json(await t.app.inject('/api/docs/json'));
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/users/signup'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('birthDate');
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('serves the version as seconds (spec/001 §4)', async () => {
    const version = json(await t.app.inject('/api/version')).result.version;
    expect(Number.isInteger(version)).toBe(true);
  });
});

describe('the error envelope and limits (api.md)', () => {
  it('404s unknown API paths in the envelope', async () => {
    const r = await t.app.inject('/api/no/such/thing');
    expect(r.statusCode).toBe(404);
    expect(json(r)).toEqual({ messages: ['Not found'], code: 'NOT_FOUND' });
  });

  it('refuses JSON over 1 MiB with 413', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(r.statusCode).toBe(413);
    expect(json(r).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses other media types with 415', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'login=x',
    });
    expect(r.statusCode).toBe(415);
  });

  it('never leaks a stack trace and survives deep nesting', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      payload: { login: deep } as object,
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).not.toContain('at ');
  });
});

describe('security headers', () => {
  it('sends CSP with connect-src self and frame-ancestors, and nosniff', async () => {
    const r = await t.app.inject('/healthz');
    expect(r.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the web app and its client routes', () => {
  it.each(['/', '/home', '/profile/ada/settings', '/partnerx/home', '/index.html/'])(
    'serves index.html for %s',
    async (url) => {
      const r = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<div id="root">');
    },
  );

  it('serves index.html with a 404 for a path that is no page (the app shows its not-found page)', async () => {
    const r = await t.app.inject({ url: '/some/unknown/path', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('<div id="root">');
  });

  it('serves built assets with long caching', async () => {
    const r = await t.app.inject('/assets/app-1234.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('shows the dev outbox page to browsers and its JSON to tools', async () => {
    const page = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="root">');
    const data = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(json(data).result.messages).toEqual(expect.any(Array));
    expect(json(await t.app.inject('/api/dev/outbox')).result.messages).toEqual(expect.any(Array));
  });
});

describe('maintenance mode', () => {
  it('answers 503 to everyone but admins and health checks while on', async () => {
    const admin = await makeUser(t);
    await grantRole(t, admin.userName, 'admin');
    const a = await login(t, admin.userName);
    const user = await makeUser(t);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: bearer(a.accessToken),
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    const blocked = await t.app.inject({
      url: `/api/users/${user.userName}/profile`,
      headers: bearer(user.accessToken),
    });
    expect(blocked.statusCode).toBe(503);
    expect(json(blocked).messages).toEqual(['System is down for maintenance']);
    expect((await t.app.inject('/api/categories')).statusCode).toBe(503);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/categories', headers: bearer(a.accessToken) })).statusCode).toBe(
      200,
    );
    // An admin can still sign in to switch it off.
    const relogin = await login(t, admin.userName);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: bearer(relogin.accessToken),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject('/api/categories')).statusCode).toBe(200);
  });

  it('is an admin switch only', async () => {
    const user = await makeUser(t);
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: bearer(user.accessToken),
      payload: { enabled: true },
    });
    expect(r.statusCode).toBe(403);
  });
});
