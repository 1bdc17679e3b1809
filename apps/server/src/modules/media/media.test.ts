import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@makerboard/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser, sectionsOf } from '../../../test/factories.ts';
import {
  bearer,
  createTestApp,
  json,
  type Session,
  signupAndVerify,
  type TestApp,
  until,
} from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { multipart } from './multipart.test-support.ts';

const MB = 1024 * 1024;
let t: TestApp;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const upload = (app: TestApp, token: string, filename: string, content: Buffer | string) => {
  const body = multipart([{ name: 'file', filename, content }]);
  return app.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

async function board(isPrivate = false) {
  const project = await makeBoard(t, owner, {
    title: 'Camera trap',
    description: 'Photos of the birds in the garden.',
    isPrivate,
    sections: ['Build'],
  });
  const [post] = await sectionsOf(t, project.id, owner);
  return { project, post: post! };
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A JPEG padded after its end marker to exactly `size` bytes (decoders ignore the tail). */
async function jpegOfSize(size: number) {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c44' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);
}

function makeVideo(seconds = 1): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-video-'));
  const file = path.join(dir, 'clip.avi');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=10`,
    '-c:v',
    'mpeg4',
    '-y',
    file,
  ]);
  return readFileSync(file);
}

async function untilReady(app: TestApp, id: number, token: string, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const upload = json(await app.app.inject({ url: `/api/uploads/${id}`, headers: bearer(token) })).result
      .upload;
    if (upload.status === 'ready' || upload.status === 'failed') return upload;
    if (Date.now() - started > timeoutMs) throw new Error(`upload ${id} stuck in ${upload.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('limits (spec/000 §9, spec/001 §8)', () => {
  it('uses the spec constants by default: file 50MB, image 10MB, video 500MB', () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40), dataDir: tmpdir() });
    expect(config.mediaLimits).toEqual({ file: 50 * MB, image: 10 * MB, video: 500 * MB });
    expect([MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES]).toEqual([50 * MB, 10 * MB, 500 * MB]);
  });

  it('takes an image of exactly 10MB and refuses one byte more', async () => {
    const at = await upload(t, owner.accessToken, 'big.jpg', await jpegOfSize(MAX_IMAGE_BYTES));
    expect(at.statusCode).toBe(201);
    expect(json(at).result.upload.kind).toBe('image');
    const over = await upload(t, owner.accessToken, 'big.jpg', await jpegOfSize(MAX_IMAGE_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(json(over).messages).toEqual(['Max image size is 10MB. Attach as a file instead.']);
  });

  it('takes a file of exactly 50MB and refuses one byte more', async () => {
    const pdf = (size: number) => {
      const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
      return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
    };
    const at = await upload(t, owner.accessToken, 'manual.pdf', pdf(MAX_FILE_BYTES));
    expect(at.statusCode).toBe(201);
    expect(json(at).result.upload).toMatchObject({
      kind: 'file',
      mime: 'application/pdf',
      size: MAX_FILE_BYTES,
    });
    const over = await upload(t, owner.accessToken, 'manual.pdf', pdf(MAX_FILE_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(json(over).messages).toEqual(['Max file size is 50MB']);
  }, 60_000);

  it('refuses a video over the video limit (a lowered limit, same code path)', async () => {
    const small = await createTestApp(
      {},
      { config: { mediaLimits: { file: MB, image: MB, video: 2 * MB } } },
    );
    try {
      const user = await signupAndVerify(small);
      const video = makeVideo();
      const at = Buffer.concat([video, Buffer.alloc(2 * MB - video.length)]);
      const ok = await upload(small, user.accessToken, 'clip.avi', at);
      expect(ok.statusCode).toBe(201);
      expect(json(ok).result.upload).toMatchObject({ kind: 'video', status: 'waiting' });
      const over = await upload(small, user.accessToken, 'clip.avi', Buffer.concat([at, Buffer.from([0])]));
      expect(over.statusCode).toBe(413);
      expect(json(over).messages).toEqual(['Max video size is 500MB']);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('content, not names (spec/001 §8 unsupported types)', () => {
  it('refuses renamed files of the wrong type', async () => {
    const text = await upload(t, owner.accessToken, 'photo.png', 'just some text, not a picture');
    expect(text.statusCode).toBe(415);
    expect(json(text).code).toBe('UNSUPPORTED_IMAGE_TYPE');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(600, 1)]);
    const program = await upload(t, owner.accessToken, 'report.pdf', elf);
    expect(program.statusCode).toBe(415);
    expect(json(program).code).toBe('UNSUPPORTED_FILE_TYPE');
    const picture = await upload(t, owner.accessToken, 'clip.mp4', await png());
    expect(picture.statusCode).toBe(415);
    expect(json(picture).code).toBe('UNSUPPORTED_VIDEO_TYPE');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(t, owner.accessToken, 'x.webp', webp)).statusCode).toBe(415);
  });

  it('names a picture after what it is', async () => {
    const r = await upload(t, owner.accessToken, 'holiday.jpg', await png());
    expect(r.statusCode).toBe(201);
    expect(json(r).result.upload).toMatchObject({ kind: 'image', name: 'holiday.png', mime: 'image/png' });
  });

  it('never accepts an SVG or HTML with script, whatever it is called', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    for (const name of ['evil.svg', 'evil.txt', 'evil.md', 'evil']) {
      const r = await upload(t, owner.accessToken, name, svg);
      expect(r.statusCode, name).toBe(415);
    }
    const html = await upload(t, owner.accessToken, 'notes.txt', '<!doctype html><script>alert(1)</script>');
    expect(html.statusCode).toBe(415);
  });

  it('neutralises path tricks in names: files are stored by generated keys', async () => {
    for (const name of ['../../../etc/passwd.txt', '..\\..\\windows\\win.ini.txt', '/abs/../.hidden.txt']) {
      const r = await upload(t, owner.accessToken, name, 'plain notes');
      expect(r.statusCode, name).toBe(201);
      const shown = json(r).result.upload.name as string;
      expect(shown).not.toMatch(/[/\\]|^\./);
      expect(shown.endsWith('.txt')).toBe(true);
    }
    // Nothing was written outside the uploads folder.
    expect(readdirSync(t.config.dataDir).sort()).toEqual(expect.arrayContaining(['uploads']));
    expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.join(path.dirname(t.config.dataDir), 'etc', 'passwd.txt'))).toBe(false);
  });

  it('asks for the part named file', async () => {
    const body = multipart([{ name: 'other', filename: 'a.txt', content: 'x' }]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(owner.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode).toBe(400);
    expect(json(r).code).toBe('UPLOAD_FILE_REQUIRED');
    const notMultipart = await t.call('POST', '/api/uploads', owner.accessToken, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('images are re-encoded', () => {
  it('drops EXIF and GPS, turns the picture upright and makes a thumbnail', async () => {
    const source = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#48c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SpyCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 8/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '11/1 34/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(source).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(before.exif!.includes(Buffer.from('SpyCam'))).toBe(true);
    const r = await upload(t, owner.accessToken, 'garden.jpg', source);
    expect(r.statusCode).toBe(201);
    const view = json(r).result.upload;
    // Orientation 6 (rotated 90°): stored upright, so 60 × 120.
    expect([view.width, view.height]).toEqual([60, 120]);
    const served = await t.app.inject({ url: view.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    const thumb = await t.app.inject({ url: view.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe('serving files', () => {
  it('signs URLs; a file is a download, never active content; ranges work', async () => {
    const r = await upload(t, owner.accessToken, 'notes.txt', 'hello maker world');
    const view = json(r).result.upload;
    const served = await t.app.inject({ url: view.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('hello maker world');
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const part = await t.app.inject({ url: view.url, headers: { range: 'bytes=6-10' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('maker');
    const unsigned = view.url.split('?')[0];
    expect((await t.app.inject({ url: unsigned })).statusCode).toBe(400);
    const forged = view.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    const expired = view.url.replace(/exp=\d+/, 'exp=1000');
    expect((await t.app.inject({ url: expired })).statusCode).toBe(404);
  });
});

describe('attachments (spec/001 §7 Posts and Comments)', () => {
  const newUpload = async (name = 'part-list.txt') =>
    json(await upload(t, owner.accessToken, name, `contents of ${name}`)).result.upload;

  it('adds, orders, locks, copies and deletes, keeping the counter exact', async () => {
    const { project, post } = await board();
    const a = await newUpload('wiring.txt');
    const b = await newUpload('code.txt');
    const added = await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, {
      uploadID: a.id,
    });
    expect(added.statusCode).toBe(201);
    await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, { uploadID: b.id });
    let section = json(await t.call('GET', `/api/posts/${post.id}`, owner.accessToken)).result.post;
    expect(section.metadata.attachment).toBe(2);
    expect(section.attachments.map((x: { upload: { name: string } }) => x.upload.name)).toEqual([
      'wiring.txt',
      'code.txt',
    ]);
    const second = section.attachments[1];
    const moved = await t.call('PUT', `/api/posts/${post.id}/attachments/${second.id}`, owner.accessToken, {
      priority: 0,
      locked: true,
    });
    expect(moved.statusCode).toBe(200);
    section = json(await t.call('GET', `/api/posts/${post.id}`, owner.accessToken)).result.post;
    expect(
      section.attachments.map((x: { upload: { name: string }; locked: boolean }) => [
        x.upload.name,
        x.locked,
      ]),
    ).toEqual([
      ['code.txt', true],
      ['wiring.txt', false],
    ]);
    // Copy: a new storage key sharing the stored bytes.
    const copy = await t.call(
      'POST',
      `/api/posts/${post.id}/attachments/${second.id}/copy`,
      stranger.accessToken,
    );
    expect(copy.statusCode).toBe(201);
    const copied = json(copy).result;
    expect(copied.storageKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(copied.storageKey).not.toBe(second.upload.storageKey);
    // Delete: the counter drops; the copy still serves the shared bytes.
    const removed = await t.call(
      'DELETE',
      `/api/posts/${post.id}/attachments/${second.id}`,
      owner.accessToken,
    );
    expect(removed.statusCode).toBe(200);
    section = json(await t.call('GET', `/api/posts/${post.id}`, owner.accessToken)).result.post;
    expect(section.metadata.attachment).toBe(1);
    expect((await t.app.inject({ url: copied.upload.url })).body).toBe('contents of code.txt');
    // A deleted attachment whose upload nobody else uses takes its file with it.
    const first = section.attachments[0];
    const blobs = () => readdirSync(path.join(t.config.dataDir, 'uploads')).length;
    const count = blobs();
    await t.call('DELETE', `/api/posts/${post.id}/attachments/${first.id}`, owner.accessToken);
    expect(blobs()).toBe(count - 1);
    expect((await t.app.inject({ url: first.upload.url })).statusCode).toBe(404);
    expect(project.id).toBeGreaterThan(0);
  });

  it('stops at the limit of /posts/settings with the spec message', async () => {
    const { post } = await board();
    const { attachmentLimit } = json(await t.call('GET', '/api/posts/settings')).result;
    for (let i = 0; i < attachmentLimit; i++) {
      const u = await newUpload(`step-${i}.txt`);
      const r = await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, {
        uploadID: u.id,
      });
      expect(r.statusCode).toBe(201);
    }
    const extra = await newUpload('one-too-many.txt');
    const r = await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, {
      uploadID: extra.id,
    });
    expect(r.statusCode).toBe(400);
    expect(json(r).messages).toEqual(['You have reached the maximum number of attachments.']);
    const section = json(await t.call('GET', `/api/posts/${post.id}`, owner.accessToken)).result.post;
    expect(section.metadata.attachment).toBe(attachmentLimit);
  });

  it('creates sections and comments with attachments, and replaces a comment’s', async () => {
    const { project, post } = await board();
    const a = await newUpload('sketch.txt');
    const created = await t.call('POST', '/api/posts', owner.accessToken, {
      projectID: project.id,
      title: 'With files',
      body: '<p>x</p>',
      attachments: [a.id],
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).result.post.attachments).toHaveLength(1);
    expect(json(created).result.post.metadata.attachment).toBe(1);
    const c1 = await newUpload('photo-notes.txt');
    const comment = json(
      await t.call('POST', '/api/comments', owner.accessToken, {
        postID: post.id,
        comment: 'See the notes',
        attachments: [c1.id],
      }),
    ).result.comment;
    expect(comment.metadata.attachment).toBe(1);
    expect(comment.attachments[0].commentID).toBe(comment.id);
    const c2 = await newUpload('more-notes.txt');
    const updated = json(
      await t.call('PUT', `/api/comments/${comment.id}`, owner.accessToken, { attachments: [c2.id] }),
    ).result.comment;
    expect(updated.attachments.map((x: { upload: { name: string } }) => x.upload.name)).toEqual([
      'more-notes.txt',
    ]);
    expect(updated.metadata.attachment).toBe(1);
    // Someone else's upload cannot be attached.
    const theirs = json(await upload(t, stranger.accessToken, 'theirs.txt', 'x')).result.upload;
    const r = await t.call('POST', `/api/comments/${comment.id}/attachments`, owner.accessToken, {
      uploadID: theirs.id,
    });
    expect(r.statusCode).toBe(404);
  });

  it('moves, copies and removes a comment’s attachments: its author edits, viewers copy', async () => {
    const { post } = await board();
    const [a, b] = [await newUpload('gears.txt'), await newUpload('axle.txt')];
    const comment = json(
      await t.call('POST', '/api/comments', owner.accessToken, {
        postID: post.id,
        comment: 'Files for the gearbox',
        attachments: [a.id, b.id],
      }),
    ).result.comment;
    const other = json(
      await t.call('POST', '/api/comments', owner.accessToken, { postID: post.id, comment: 'Unrelated' }),
    ).result.comment;
    const [first, second] = comment.attachments;
    const base = `/api/comments/${comment.id}/attachments`;
    const names = async () =>
      json(await t.call('GET', `/api/comments/${comment.id}`)).result.comment.attachments.map(
        (x: { upload: { name: string } }) => x.upload.name,
      );
    // Only the author changes them; the board's viewers may not.
    expect(
      (await t.call('PUT', `${base}/${second.id}`, stranger.accessToken, { priority: 0 })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `${base}/${first.id}`, stranger.accessToken)).statusCode).toBe(403);
    const bad = await t.call('PUT', `${base}/${second.id}`, owner.accessToken, { priority: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).fields)).toEqual(['priority']);
    expect((await t.call('PUT', `${base}/${second.id}`, owner.accessToken, {})).statusCode).toBe(400);
    // Comments have no locks: the author may not lock one.
    expect(
      (await t.call('PUT', `${base}/${second.id}`, owner.accessToken, { locked: true })).statusCode,
    ).toBe(403);
    // An attachment of another comment is not found under this one (IDOR).
    expect(
      (
        await t.call('PUT', `/api/comments/${other.id}/attachments/${second.id}`, owner.accessToken, {
          priority: 0,
        })
      ).statusCode,
    ).toBe(404);
    const moved = await t.call('PUT', `${base}/${second.id}`, owner.accessToken, { priority: 0 });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).result.attachment).toMatchObject({
      id: second.id,
      commentID: comment.id,
      locked: false,
    });
    expect(await names()).toEqual(['axle.txt', 'gears.txt']);
    // Copy: anyone who sees the comment gets an upload of their own, sharing the stored bytes.
    expect((await t.call('POST', `${base}/${second.id}/copy`)).statusCode).toBe(401);
    expect(
      (await t.call('POST', `/api/comments/${other.id}/attachments/${second.id}/copy`, stranger.accessToken))
        .statusCode,
    ).toBe(404);
    const copy = await t.call('POST', `${base}/${second.id}/copy`, stranger.accessToken);
    expect(copy.statusCode).toBe(201);
    const copied = json(copy).result;
    expect(copied.storageKey).not.toBe(second.upload.storageKey);
    expect(copied.upload).toMatchObject({ name: 'axle.txt' });
    expect((await t.call('GET', `/api/uploads/${copied.upload.id}`, stranger.accessToken)).statusCode).toBe(
      200,
    );
    // Remove: the counter drops, the copy still serves the bytes.
    const removed = await t.call('DELETE', `${base}/${second.id}`, owner.accessToken);
    expect(json(removed).result).toEqual({ deleted: true, id: second.id });
    expect((await t.call('DELETE', `${base}/${second.id}`, owner.accessToken)).statusCode).toBe(404);
    const after = json(await t.call('GET', `/api/comments/${comment.id}`)).result.comment;
    expect(after.metadata.attachment).toBe(1);
    expect(await names()).toEqual(['gears.txt']);
    expect((await t.app.inject({ url: copied.upload.url })).body).toBe('contents of axle.txt');
    // On a private board an outsider cannot even copy.
    const hidden = await board(true);
    const secret = json(
      await t.call('POST', '/api/comments', owner.accessToken, {
        postID: hidden.post.id,
        comment: 'Team files',
        attachments: [(await newUpload('team.txt')).id],
      }),
    ).result.comment;
    const path404 = `/api/comments/${secret.id}/attachments/${secret.attachments[0].id}`;
    expect((await t.call('POST', `${path404}/copy`, stranger.accessToken)).statusCode).toBe(404);
    expect((await t.call('DELETE', path404, stranger.accessToken)).statusCode).toBe(404);
  });

  it('keeps a private board’s files from outsiders (IDOR)', async () => {
    const { post } = await board(true);
    const u = await newUpload('secret-plan.txt');
    await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, { uploadID: u.id });
    const attachment = json(await t.call('GET', `/api/posts/${post.id}`, owner.accessToken)).result.post
      .attachments[0];
    for (const token of [undefined, stranger.accessToken]) {
      expect((await t.call('GET', `/api/uploads/${u.id}`, token)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/posts/${post.id}`, token)).statusCode).toBe(404);
    }
    const copy = await t.call(
      'POST',
      `/api/posts/${post.id}/attachments/${attachment.id}/copy`,
      stranger.accessToken,
    );
    expect(copy.statusCode).toBe(404);
    const del = await t.call(
      'DELETE',
      `/api/posts/${post.id}/attachments/${attachment.id}`,
      stranger.accessToken,
    );
    expect(del.statusCode).toBe(404);
    // On a public board everyone may read it; only editors change it.
    const open = await board(false);
    const v = await newUpload('public-plan.txt');
    await t.call('POST', `/api/posts/${open.post.id}/attachments`, owner.accessToken, { uploadID: v.id });
    const shown = json(await t.call('GET', `/api/posts/${open.post.id}`)).result.post.attachments[0];
    expect((await t.app.inject({ url: shown.upload.url })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/uploads/${v.id}`, stranger.accessToken)).statusCode).toBe(200);
    const r = await t.call(
      'DELETE',
      `/api/posts/${open.post.id}/attachments/${shown.id}`,
      stranger.accessToken,
    );
    expect(r.statusCode).toBe(403);
  });

  it('searches the caller’s uploads with at least 3 characters (spec/000 §5)', async () => {
    await newUpload('servo-bracket.txt');
    const short = await t.call('GET', '/api/uploads?query=se', owner.accessToken);
    expect(short.statusCode).toBe(400);
    expect(json(short).messages[0]).toBe('Please enter at least 3 characters to search attachments');
    const found = json(await t.call('GET', '/api/uploads?query=bracket', owner.accessToken)).result;
    expect(found.uploads.map((u: { name: string }) => u.name)).toEqual(['servo-bracket.txt']);
    const none = json(await t.call('GET', '/api/uploads?query=bracket', stranger.accessToken)).result;
    expect(none.total).toBe(0);
  });
});

describe('video transcoding (spec/000 §4 phases)', () => {
  it('goes waiting → processing → preparing → transcoding → ready, with an MP4 and a poster', async () => {
    const phases: string[] = [];
    const stop = t.app.ctx.events.on((event) => {
      if (event.childType === 'upload') phases.push(String(event.childTypeID));
    });
    const seen: string[] = [];
    const { post } = await board();
    const r = await upload(t, owner.accessToken, 'robot.avi', makeVideo());
    expect(r.statusCode).toBe(201);
    const created = json(r).result.upload;
    expect(created).toMatchObject({ kind: 'video', status: 'waiting', url: null });
    await t.call('POST', `/api/posts/${post.id}/attachments`, owner.accessToken, { uploadID: created.id });
    // Record each phase as it is announced.
    const db = t.app.ctx.database.db;
    const { uploads } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const stopPhases = t.app.ctx.events.on((event) => {
      if (event.childType === 'upload' && event.childTypeID === created.id) {
        void db
          .select({ status: uploads.status })
          .from(uploads)
          .where(eq(uploads.id, created.id))
          .then(([row]) => row && seen.push(row.status));
      }
    });
    const ready = await untilReady(t, created.id, owner.accessToken);
    // The last phase is announced after its row is written, so a read can see "ready" first.
    await until(() => phases.length >= 4, { timeout: 10_000, what: 'the four phases' });
    stop();
    stopPhases();
    expect(ready.status).toBe('ready');
    expect(ready.name).toBe('robot.avi');
    expect(ready.mime).toBe('video/mp4');
    await until(() => seen.at(-1) === 'ready', { timeout: 10_000, what: 'the ready read' });
    // Each phase was announced in order (a read may see a later phase than the event's).
    const order = ['processing', 'preparing', 'transcoding', 'ready'];
    expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort());
    expect(seen.at(-1)).toBe('ready');
    const video = await t.app.inject({ url: ready.url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const dir = mkdtempSync(path.join(tmpdir(), 'mb-probe-'));
    const file = path.join(dir, 'out.mp4');
    (await import('node:fs')).writeFileSync(file, video.rawPayload);
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      file,
    ])
      .toString()
      .trim();
    expect(probe.split('\n')).toContain('h264');
    // faststart: the index (moov) comes before the media data (mdat).
    expect(video.rawPayload.indexOf('moov')).toBeLessThan(video.rawPayload.indexOf('mdat'));
    const poster = await t.app.inject({ url: ready.posterUrl });
    expect((await sharp(poster.rawPayload).metadata()).format).toBe('jpeg');
    const section = json(await t.call('GET', `/api/posts/${post.id}`)).result.post;
    expect(section.attachments[0].upload.status).toBe('ready');
  }, 90_000);

  it('fails with a clear reason when the video cannot be read', async () => {
    // A valid AVI header with nothing playable behind it.
    const broken = Buffer.concat([makeVideo().subarray(0, 4096), Buffer.alloc(2048, 7)]);
    const r = await upload(t, owner.accessToken, 'broken.avi', broken);
    expect(r.statusCode).toBe(201);
    const id = json(r).result.upload.id;
    // Two attempts with a back-off between them: run the retry now rather than wait.
    const db = t.app.ctx.database.db;
    const { jobs } = await import('../../db/schema/index.ts');
    const { sql } = await import('drizzle-orm');
    const started = Date.now();
    let done: { status: string; error: string | null } | undefined;
    while (Date.now() - started < 60_000) {
      await db
        .update(jobs)
        .set({ runAfter: new Date() })
        .where(sql`${jobs.status} = 'queued' and ${jobs.type} = 'media.transcode'`);
      t.app.ctx.jobs.poke();
      const view = json(await t.call('GET', `/api/uploads/${id}`, owner.accessToken)).result.upload;
      if (view.status === 'failed') {
        done = view;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(done?.status).toBe('failed');
    expect(done?.error).toMatch(/^This video could not be converted/);
  }, 90_000);
});

describe('whiteboards', () => {
  const parts = async (scene: string, preview?: Buffer) =>
    multipart([
      { name: 'name', content: 'Wiring plan' },
      { name: 'scene', filename: 'scene.json', content: scene, type: 'application/json' },
      { name: 'preview', filename: 'preview.png', content: preview ?? (await png(200, 120)) },
    ]);
  const save = async (
    body: { payload: Buffer; headers: Record<string, string> },
    url = '/api/uploads/whiteboards',
    method = 'POST',
    token = owner.accessToken,
  ) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('saves the scene and a PNG preview, and saves again in place', async () => {
    const scene = JSON.stringify({
      type: 'excalidraw',
      elements: [{ id: 'a', type: 'rectangle' }],
      appState: {},
    });
    const r = await save(await parts(scene));
    expect(r.statusCode).toBe(201);
    const board = json(r).result.upload;
    expect(board).toMatchObject({
      kind: 'whiteboard',
      name: 'Wiring plan.png',
      mime: 'image/png',
      width: 200,
    });
    const stored = json(await t.app.inject({ url: board.sceneUrl })).elements;
    expect(stored).toEqual([{ id: 'a', type: 'rectangle' }]);
    const preview = await t.app.inject({ url: board.url });
    expect(preview.headers['content-type']).toBe('image/png');

    const next = JSON.stringify({
      elements: [
        { id: 'a', type: 'rectangle' },
        { id: 'b', type: 'ellipse' },
      ],
    });
    const again = await save(await parts(next), `/api/uploads/${board.id}/whiteboard`, 'PUT');
    expect(again.statusCode).toBe(200);
    const updated = json(again).result.upload;
    expect(updated.id).toBe(board.id);
    expect(updated.url).not.toBe(board.url);
    expect(json(await t.app.inject({ url: updated.sceneUrl })).elements).toHaveLength(2);
    // Someone else cannot overwrite it.
    const theirs = await save(
      await parts(next),
      `/api/uploads/${board.id}/whiteboard`,
      'PUT',
      stranger.accessToken,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('lists one’s own whiteboards with kind=whiteboard (spec/001 §7 Users "whiteboards")', async () => {
    const maker = await makeUser(t);
    const scene = '{"elements":[]}';
    const file = json(await upload(t, maker.accessToken, 'wiring-notes.txt', 'notes')).result.upload;
    const first = json(await save(await parts(scene), undefined, 'POST', maker.accessToken)).result.upload;
    const second = json(await save(await parts(scene), undefined, 'POST', maker.accessToken)).result.upload;
    await save(await parts(scene), undefined, 'POST', stranger.accessToken);
    const ids = async (query: string, token = maker.accessToken) =>
      json(await t.call('GET', `/api/uploads?${query}`, token)).result.uploads.map(
        (u: { id: number }) => u.id,
      );
    expect(await ids('kind=whiteboard')).toEqual([second.id, first.id]);
    expect(await ids('kind=file')).toEqual([file.id]);
    expect(await ids('kind=whiteboard&query=wiring')).toEqual([second.id, first.id]);
    expect(await ids('kind=whiteboard&limit=1&offset=1')).toEqual([first.id]);
    expect(
      json(await t.call('GET', '/api/uploads?kind=whiteboard&limit=0&offset=0', maker.accessToken)).result,
    ).toEqual({
      total: 2,
    });
    // Only one's own: another person's list never holds them.
    const theirs = await ids('kind=whiteboard&limit=100', stranger.accessToken);
    expect(theirs).not.toContain(first.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/uploads?kind=whiteboard')).statusCode).toBe(401);
    const bad = await t.call('GET', '/api/uploads?kind=sketch', maker.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).fields)).toEqual(['kind']);
  });

  it('refuses a scene that is not one, and a preview that is not a PNG', async () => {
    const bad = await save(await parts('{"not":"a scene"}'));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('WHITEBOARD_INVALID');
    const svg = await save(
      await parts('{"elements":[]}', Buffer.from('<svg><script>alert(1)</script></svg>')),
    );
    expect(svg.statusCode).toBe(415);
    // A name longer than a whiteboard's is refused as invalid, not a server error.
    const long = await save(
      await multipart([
        { name: 'name', content: 'x'.repeat(201) },
        { name: 'scene', filename: 'scene.json', content: '{"elements":[]}', type: 'application/json' },
        { name: 'preview', filename: 'preview.png', content: await png(20, 20) },
      ]),
    );
    expect(long.statusCode).toBe(400);
    expect(json(long).code).toBe('WHITEBOARD_INVALID');
  });
});

describe('board covers that are pictures (issue 16, item 3)', () => {
  const boardOf = async (id: number, token?: string) =>
    json(await t.app.inject({ url: `/api/projects/${id}`, headers: token ? bearer(token) : {} })).result
      .project;
  const setCover = (id: number, token: string, coverImageUrl: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: bearer(token),
      payload: { coverImageUrl },
    });

  it('shows the first picture of the board’s sections by default, as a signed thumbnail', async () => {
    const { project, post } = await board();
    expect((await boardOf(project.id)).coverImageUrl).toBeNull();
    const image = json(await upload(t, owner.accessToken, 'bird.png', await png(900, 600))).result.upload;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/attachments`,
      headers: bearer(owner.accessToken),
      payload: { uploadID: image.id },
    });
    expect(added.statusCode).toBe(201);
    const cover = (await boardOf(project.id)).coverImageUrl as string;
    expect(cover).toMatch(/^\/api\/files\/[^/]+\/thumb\?exp=/);
    // Anyone who sees the board loads it (the signature is the permission).
    const served = await t.app.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
  });

  it('takes the owner’s own uploaded picture as the cover, and a link stays a link', async () => {
    const { project } = await board();
    const image = json(await upload(t, owner.accessToken, 'cover.png', await png(1600, 900))).result.upload;
    expect((await setCover(project.id, owner.accessToken, image.url)).statusCode).toBe(200);
    const cover = (await boardOf(project.id, stranger.accessToken)).coverImageUrl as string;
    expect(cover).toMatch(/^\/api\/files\/[^/]+\/original\?exp=/);
    const served = await t.app.inject({ url: cover });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    expect((await setCover(project.id, owner.accessToken, 'https://example.org/kite.jpg')).statusCode).toBe(
      200,
    );
    expect((await boardOf(project.id)).coverImageUrl).toBe('https://example.org/kite.jpg');
    expect((await setCover(project.id, owner.accessToken, null)).statusCode).toBe(200);
    expect((await boardOf(project.id)).coverImageUrl).toBeNull();
  });

  it('shows both kinds in a list, read with the rest of its page, as on the boards’ pages', async () => {
    const { project: chosen } = await board();
    const image = json(await upload(t, owner.accessToken, 'wide.png', await png(1200, 600))).result.upload;
    expect((await setCover(chosen.id, owner.accessToken, image.url)).statusCode).toBe(200);
    const { project: pictured, post } = await board();
    const bird = json(await upload(t, owner.accessToken, 'wren.png', await png(900, 600))).result.upload;
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/attachments`,
      headers: bearer(owner.accessToken),
      payload: { uploadID: bird.id },
    });
    const list = json(
      await t.app.inject({
        url: `/api/users/${owner.userName}/projects?limit=100`,
        headers: bearer(stranger.accessToken),
      }),
    ).result.projects as { id: number; coverImageUrl: string | null }[];
    const shown = (id: number) => list.find((p) => p.id === id)!.coverImageUrl as string;
    expect(shown(chosen.id)).toMatch(/^\/api\/files\/[^/]+\/original\?exp=/);
    expect(shown(pictured.id)).toMatch(/^\/api\/files\/[^/]+\/thumb\?exp=/);
    expect(shown(chosen.id)).toBe((await boardOf(chosen.id)).coverImageUrl);
    expect(shown(pictured.id)).toBe((await boardOf(pictured.id)).coverImageUrl);
    expect((await sharp((await t.app.inject({ url: shown(chosen.id) })).rawPayload).metadata()).width).toBe(
      1200,
    );
    expect((await t.app.inject({ url: shown(pictured.id) })).statusCode).toBe(200);
  });

  it('never takes someone else’s upload as an uploaded cover', async () => {
    const { project } = await board();
    const theirs = json(await upload(t, stranger.accessToken, 'theirs.png', await png())).result.upload;
    expect((await setCover(project.id, owner.accessToken, theirs.url)).statusCode).toBe(200);
    // Kept as the link it is (it expires with its signature), never as the owner's upload.
    const shown = (await boardOf(project.id)).coverImageUrl as string;
    expect(shown).toBe(theirs.url);
  });
});

describe('profile pictures (issue 16, item 3)', () => {
  const setAvatar = (s: Session, avatarUrl: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.userName}/profile`,
      headers: bearer(s.accessToken),
      payload: { avatarUrl },
    });
  const profileOf = async (userName: string, token?: string) =>
    json(await t.app.inject({ url: `/api/users/${userName}/profile`, headers: token ? bearer(token) : {} }))
      .result.user;

  it('takes one of the person’s own pictures, re-encoded and shown through its own link', async () => {
    const me = await makeUser(t);
    const image = json(await upload(t, me.accessToken, 'me.png', await png(800, 800))).result.upload;
    expect((await setAvatar(me, image.url)).statusCode).toBe(200);
    const shown = (await profileOf(me.userName)).avatarUrl as string;
    expect(shown).toMatch(new RegExp(`^/api/users/${me.userName}/avatar\\?k=[\\w-]{16}$`));
    const answer = await t.app.inject({ url: shown });
    expect(answer.statusCode).toBe(302);
    const file = await t.app.inject({ url: answer.headers.location as string });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(480);
    expect(meta.exif).toBeUndefined();
    // Without its key, or with a guessed one, the picture is not there.
    expect((await t.app.inject({ url: `/api/users/${me.userName}/avatar` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/users/${me.userName}/avatar?k=AAAAAAAAAAAAAAAA` })).statusCode,
    ).toBe(404);
    expect((await setAvatar(me, null)).statusCode).toBe(200);
    expect((await profileOf(me.userName)).avatarUrl).toBeNull();
    expect((await t.app.inject({ url: shown })).statusCode).toBe(404);
  });

  it('refuses someone else’s upload with AVATAR_NOT_FOUND', async () => {
    const me = await makeUser(t);
    const theirs = json(await upload(t, stranger.accessToken, 'x.png', await png())).result.upload;
    const refused = await setAvatar(me, theirs.url);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).code).toBe('AVATAR_NOT_FOUND');
  });

  it('shows a minor’s picture to nobody outside their circle (quality.md, minors)', async () => {
    const minor = await makeUser(t, { birthDate: '2013-05-01', userType: 'student' });
    const image = json(await upload(t, minor.accessToken, 'kid.png', await png())).result.upload;
    expect((await setAvatar(minor, image.url)).statusCode).toBe(200);
    // Outsiders are never given the link, and cannot load the picture without it.
    expect((await profileOf(minor.userName, stranger.accessToken)).avatarUrl).toBeNull();
    expect((await profileOf(minor.userName)).avatarUrl).toBeNull();
    expect((await t.app.inject({ url: `/api/users/${minor.userName}/avatar` })).statusCode).toBe(404);
    // They see it themselves (the link carries its key: an <img> sends no token).
    const own = (await profileOf(minor.userName, minor.accessToken)).avatarUrl as string;
    expect(own).toContain('/avatar?k=');
    expect((await t.app.inject({ url: own })).statusCode).toBe(302);
  });
});
