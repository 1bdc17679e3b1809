import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Nothing was compressed: the home page moved 633 KB of JavaScript and every JSON answer went out
 * as it was (issue "Fast everywhere at scale", speed). Answers over 1 KB are compressed as the
 * client accepts; the web app's files are sent from the .br and .gz its build wrote.
 */
let t: TestApp;
let web: string;
const script = `export const words = ${JSON.stringify('makerboard '.repeat(400))};\n`;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Makerboard</title>');
  writeFileSync(path.join(web, 'assets', 'app-1234.js'), script);
  // What the build writes beside the file (apps/web/vite.config.ts, precompress()).
  writeFileSync(path.join(web, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(web, 'assets', 'app-1234.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends JSON over 1 KB as brotli or gzip, as accepted, and the same JSON once decoded', async () => {
    const plain = await t.app.inject('/api/categories');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gz = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves small answers as they are', async () => {
    const r = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('serves the web app’s files from their precompressed twins, cached for good', async () => {
    const br = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never inflates a compressed request body', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/check',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userName: 'someone' })),
    });
    // Read as the bytes they are: not JSON, a 400 in the envelope (and no 5xx).
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body).code).toBe('INVALID_JSON');
  });
});
