import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser, sectionsOf } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { multipart } from './multipart.test-support.ts';

/**
 * Image search and cover art (spec/001 §7 Posts "AI art generation (query) and image search
 * (query, limit, page)"; issue 18 item 3). Generation is tested against a real HTTP server at the
 * provider's boundary, started here, that answers a PNG.
 */

let t: TestApp;
let off: TestApp;
let provider: Server;
const received: { auth: string | undefined; body: unknown }[] = [];
let failNext = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  const picture = await sharp({ create: { width: 96, height: 54, channels: 3, background: '#f5a623' } })
    .png()
    .toBuffer();
  provider = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ auth: request.headers.authorization, body: JSON.parse(body) });
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'text/plain' }).end('overloaded');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    RATE_LIMIT_FACTOR: '100',
    IMAGE_GENERATION_URL: `http://127.0.0.1:${port}/generate`,
    IMAGE_GENERATION_KEY: 'stand-in-key',
  });
  off = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
});
afterAll(async () => {
  await t.close();
  await off.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('cover art generation behind a provider interface', () => {
  it('stores the provider’s picture as an image upload of the caller, ready for a cover', async () => {
    const p = await makeUser(t);
    const r = await t.call('POST', '/api/posts/images/generate', p.accessToken, {
      query: 'a solar oven in the sun, paper cut style',
    });
    expect(r.status).toBe(201);
    const upload = r.data.result.upload;
    expect(upload).toMatchObject({
      kind: 'image',
      status: 'ready',
      mime: 'image/png',
      width: 96,
      height: 54,
    });
    expect(upload.name).toMatch(/^a solar oven in the sun.*\.png$/);
    // The provider got the description and the configured key.
    expect(received.at(-1)).toEqual({
      auth: 'Bearer stand-in-key',
      body: { prompt: 'a solar oven in the sun, paper cut style' },
    });
    // The picture is served from its signed URL, re-encoded as a PNG.
    const file = await t.app.inject(upload.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // And it is the caller's: it shows among their uploads.
    const mine = await t.call('GET', '/api/uploads', p.accessToken);
    expect(mine.data.result.uploads.map((u: { id: number }) => u.id)).toContain(upload.id);
  });

  it('is offered only when a service is configured (posts settings), and answers 501 without one', async () => {
    expect((await t.call('GET', '/api/posts/settings')).data.result.imageGeneration).toBe(true);
    expect((await off.call('GET', '/api/posts/settings')).data.result.imageGeneration).toBe(false);
    const p = await makeUser(off);
    const r = await off.call('POST', '/api/posts/images/generate', p.accessToken, { query: 'a robot' });
    expect(r.status).toBe(501);
    expect(r.data).toEqual({
      code: 'IMAGE_GENERATION_OFF',
      messages: ['Image generation is not available here'],
    });
  });

  it('answers 502 with a clear message when the provider fails, and checks the description', async () => {
    const p = await makeUser(t);
    failNext = true;
    const failed = await t.call('POST', '/api/posts/images/generate', p.accessToken, { query: 'a rocket' });
    expect(failed.status).toBe(502);
    expect(failed.data.code).toBe('IMAGE_GENERATION_FAILED');
    const short = await t.call('POST', '/api/posts/images/generate', p.accessToken, { query: 'ab' });
    expect(short.status).toBe(400);
    expect(
      (await t.call('POST', '/api/posts/images/generate', undefined, { query: 'a rocket' })).status,
    ).toBe(401);
  });
});

describe('image search over Makerboard’s own media and the shipped CC0 library', () => {
  it('finds library pictures by their words and serves them as SVG', async () => {
    const r = await t.call('GET', '/api/posts/images/search?query=robot');
    expect(r.status).toBe(200);
    const [first] = r.data.result.images;
    expect(first).toMatchObject({
      id: 'library:robot',
      source: 'library',
      license: 'CC0-1.0',
      title: 'Robot',
    });
    const svg = await t.app.inject(first.url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject('/api/posts/images/library/missing.svg')).statusCode).toBe(404);
  });

  it('finds images in sections of open boards, never on private ones, and pages them', async () => {
    const owner = await makeUser(t);
    const word = `kestrel${Date.now()}`;
    const attach = async (isPrivate: boolean) => {
      const board = await makeBoard(t, owner, { title: `Nest box ${word}`, isPrivate, sections: ['Build'] });
      const [post] = await sectionsOf(t, board.id, owner);
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#37a' } })
        .png()
        .toBuffer();
      const body = multipart([{ name: 'file', filename: 'box.png', content: png }]);
      const up = json(
        await t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...bearer(owner.accessToken), ...body.headers },
          payload: body.payload,
        }),
      ).result.upload;
      const added = await t.call('POST', `/api/posts/${post!.id}/attachments`, owner.accessToken, {
        uploadID: up.id,
      });
      expect(added.status).toBe(201);
      return { board, upload: up };
    };
    const open1 = await attach(false);
    const open2 = await attach(false);
    await attach(true);
    const found = await t.call('GET', `/api/posts/images/search?query=${word}`);
    expect(found.data.result.total).toBe(2);
    expect(found.data.result.images.map((i: { id: string }) => i.id)).toEqual([
      `upload:${open2.upload.id}`,
      `upload:${open1.upload.id}`,
    ]);
    expect(found.data.result.images[0]).toMatchObject({ source: 'makerboard', projectID: open2.board.id });
    const thumb = await t.app.inject(found.data.result.images[0].thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    const second = await t.call('GET', `/api/posts/images/search?query=${word}&limit=1&page=2`);
    expect(second.data.result).toMatchObject({ total: 2, hasMore: false });
    expect(second.data.result.images.map((i: { id: string }) => i.id)).toEqual([`upload:${open1.upload.id}`]);
    const bad = await t.call('GET', '/api/posts/images/search?limit=500');
    expect(bad.status).toBe(400);
  });
});
