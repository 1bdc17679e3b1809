import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp, until } from '../../../test/helpers.ts';
import { adminActions } from '../../db/schema/index.ts';
import { DEMO_STAGE, DEMO_STAGE_CAPTIONS, demoClip, seedAuditorium } from '../../seed/venues.ts';
import { multipart } from '../media/multipart.test-support.ts';

let t: TestApp;
let admin: Session;
let curator: Session;
let someone: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  admin = await makeUser(t, { roles: ['admin'] });
  curator = await makeUser(t, { roles: ['curator'] });
  someone = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

/** A one-second test picture as an AVI: the media pipeline transcodes it to MP4 with a poster. */
function makeVideo(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-auditorium-'));
  const file = path.join(dir, 'talk.avi');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=160x120:rate=10',
    '-c:v',
    'mpeg4',
    '-y',
    file,
  ]);
  return readFileSync(file);
}
const VIDEO = makeVideo();

async function upload(
  session: Session,
  filename: string,
  content: Buffer,
): Promise<{ id: number; status: string }> {
  const body = multipart([{ name: 'file', filename, content }]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(session.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(r.statusCode).toBe(201);
  return json(r).result.upload;
}

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.000\nWelcome to the fair\n';

async function stage(slug: string, by: Session = admin) {
  const made = await t.call('POST', '/api/auditorium', by.accessToken, {
    slug,
    title: `Stage ${slug}`,
    description: 'Talks of the fair',
  });
  expect(made.status).toBe(201);
  const auditorium = made.data.result.auditorium;
  const video = await t.call('POST', `/api/auditorium/${auditorium.id}/videos`, by.accessToken, {
    title: 'Opening talk',
  });
  expect(video.status).toBe(201);
  return { auditorium, video: video.data.result.video };
}

describe('the auditorium (spec/000 §2 auditorium/{auditoriumSlug}; spec/001 §7 languages)', () => {
  it('gives a video in several languages with captions where given, read by everyone', async () => {
    const { auditorium, video } = await stage('main-stage');
    const en = await upload(admin, 'talk-en.avi', VIDEO);
    const de = await upload(admin, 'talk-de.avi', VIDEO);
    const setEn = await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: en.id,
      captions: CAPTIONS,
    });
    expect(setEn.status).toBe(200);
    expect(
      (await t.call('PUT', `/api/videos/${video.id}/languages/de`, admin.accessToken, { uploadID: de.id }))
        .status,
    ).toBe(200);

    // spec/001 §7 GET /auditorium/{id}/languages: the languages of its videos, for a visitor too.
    const languages = await t.call('GET', `/api/auditorium/${auditorium.id}/languages`);
    expect(languages.status).toBe(200);
    expect(languages.data.result.languages).toEqual(['de', 'en']);

    // spec/001 §7 GET /videos/{id}/languages: each language with its file and captions.
    const list = await t.call('GET', `/api/videos/${video.id}/languages`);
    expect(list.status).toBe(200);
    expect(list.data.result.languages).toEqual([
      expect.objectContaining({ language: 'de', uploadID: de.id, captionsUrl: null }),
      expect.objectContaining({
        language: 'en',
        uploadID: en.id,
        captionsUrl: `/api/videos/${video.id}/languages/en/captions`,
      }),
    ]);

    // The page reads the auditorium by its slug, with its videos.
    const page = await t.call('GET', '/api/auditorium/slug/main-stage', someone.accessToken);
    expect(page.status).toBe(200);
    expect(page.data.result.auditorium).toMatchObject({
      id: auditorium.id,
      slug: 'main-stage',
      title: 'Stage main-stage',
      description: 'Talks of the fair',
      videos: [{ id: video.id, title: 'Opening talk', languages: [{ language: 'de' }, { language: 'en' }] }],
    });
    expect((await t.call('GET', '/api/auditorium')).data.result.auditoriums).toContainEqual(
      expect.objectContaining({ slug: 'main-stage' }),
    );

    // The captions are served as inert WebVTT for the player's <track>.
    const vtt = await t.app.inject({ url: `/api/videos/${video.id}/languages/en/captions` });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['x-content-type-options']).toBe('nosniff');
    expect(vtt.body).toBe(CAPTIONS);
    const none = await t.call('GET', `/api/videos/${video.id}/languages/de/captions`);
    expect(none.status).toBe(404);
    expect(none.data.messages).toEqual(['This video is not given in that language']);
  });

  it('plays a language once its video is transcoded: a URL and a poster', async () => {
    const { video } = await stage('transcoded');
    const file = await upload(admin, 'talk.avi', VIDEO);
    await t.call('PUT', `/api/videos/${video.id}/languages/fr`, admin.accessToken, { uploadID: file.id });
    const ready = await until(
      async () => {
        const r = await t.call('GET', `/api/videos/${video.id}/languages`);
        const fr = r.data.result.languages[0];
        return fr.status === 'ready' || fr.status === 'failed' ? fr : null;
      },
      { timeout: 60_000, what: 'the transcoded video' },
    );
    expect(ready).toMatchObject({ language: 'fr', status: 'ready' });
    expect(ready.url).toMatch(/^\/api\/files\/[\w-]+\/original\?exp=/);
    expect(ready.posterUrl).toMatch(/^\/api\/files\/[\w-]+\/poster\?exp=/);
    const played = await t.app.inject({ url: ready.url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
  }, 90_000);

  it('replaces a language when it is given again, and removes languages, videos and auditoriums', async () => {
    const { auditorium, video } = await stage('replaced');
    const first = await upload(admin, 'a.avi', VIDEO);
    const second = await upload(admin, 'b.avi', VIDEO);
    await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: first.id,
      captions: CAPTIONS,
    });
    const again = await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: second.id,
      captions: null,
    });
    expect(again.data.result.video.languages).toEqual([
      expect.objectContaining({ language: 'en', uploadID: second.id, captionsUrl: null }),
    ]);
    const removed = await t.call('DELETE', `/api/videos/${video.id}/languages/en`, admin.accessToken);
    expect(removed.status).toBe(200);
    expect(removed.data.result.video.languages).toEqual([]);
    const gone = await t.call('DELETE', `/api/videos/${video.id}/languages/en`, admin.accessToken);
    expect(gone.status).toBe(404);

    const renamed = await t.call('PUT', `/api/auditorium/${auditorium.id}`, admin.accessToken, {
      title: 'Hall B',
    });
    expect(renamed.data.result.auditorium.title).toBe('Hall B');
    expect((await t.call('DELETE', `/api/videos/${video.id}`, admin.accessToken)).status).toBe(200);
    expect((await t.call('GET', `/api/videos/${video.id}/languages`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/auditorium/${auditorium.id}`, admin.accessToken)).status).toBe(200);
    const missing = await t.call('GET', '/api/auditorium/slug/replaced');
    expect(missing.status).toBe(404);
    expect(missing.data.messages).toEqual(['Auditorium not found']);
  });

  it('answers bad input with the error envelope and a clear message', async () => {
    const badSlug = await t.call('POST', '/api/auditorium', admin.accessToken, {
      slug: 'Main Stage!',
      title: 'X',
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.data.messages).toContain('Use lower-case letters, digits and dashes only');
    await stage('taken');
    const twice = await t.call('POST', '/api/auditorium', admin.accessToken, {
      slug: 'taken',
      title: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.data.messages).toEqual(['Another auditorium already uses this address']);

    const { video } = await stage('checked');
    const file = await upload(admin, 'c.avi', VIDEO);
    const notVtt = await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: file.id,
      captions: '1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n',
    });
    expect(notVtt.status).toBe(400);
    expect(notVtt.data.messages).toContain('Captions must be a WebVTT file, starting with the line WEBVTT');
    const badLanguage = await t.call('PUT', `/api/videos/${video.id}/languages/english`, admin.accessToken, {
      uploadID: file.id,
    });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.data.messages).toContain('Give a language code such as en, de or pt-BR');

    // Only the caller's own video uploads: not another person's, not a picture.
    const theirs = await upload(curator, 'd.avi', VIDEO);
    const notOwn = await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: theirs.id,
    });
    expect(notOwn.status).toBe(400);
    expect(notOwn.data.messages).toEqual(['Choose a video you uploaded yourself']);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const picture = await upload(admin, 'still.png', png);
    const notVideo = await t.call('PUT', `/api/videos/${video.id}/languages/en`, admin.accessToken, {
      uploadID: picture.id,
    });
    expect(notVideo.status).toBe(400);

    const unknown = await t.call('GET', '/api/auditorium/999999/languages');
    expect(unknown.status).toBe(404);
    expect(unknown.data.messages).toEqual(['Auditorium not found']);
    const unknownVideo = await t.call('GET', '/api/videos/999999/languages');
    expect(unknownVideo.status).toBe(404);
    expect(unknownVideo.data.messages).toEqual(['Video not found']);
  });

  it('lets admins and curators write, nobody else; every write is audited', async () => {
    const { auditorium } = await stage('curated', curator);
    const refused = await t.call('POST', '/api/auditorium', someone.accessToken, {
      slug: 'mine',
      title: 'Mine',
    });
    expect(refused.status).toBe(403);
    const anonymous = await t.call('POST', '/api/auditorium', undefined, { slug: 'mine', title: 'Mine' });
    expect(anonymous.status).toBe(401);
    expect(
      (await t.call('POST', `/api/auditorium/${auditorium.id}/videos`, someone.accessToken, { title: 'x' }))
        .status,
    ).toBe(403);
    const audited = await t.app.ctx.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.actorId, curator.userId), eq(adminActions.targetType, 'auditorium')));
    expect(audited.map((a) => a.action)).toEqual(['auditorium.create']);
    expect(audited[0]!.targetId).toBe(auditorium.id);
  });
});

/** Whether ffmpeg runs on this machine (the demo auditorium needs it; everything else here too). */
function ffmpegRuns(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the demo auditorium (npm start with demo content)', () => {
  it.skipIf(!ffmpegRuns())(
    'is a short talk at /auditorium/demo-stage in en, de and fr with captions',
    { timeout: 60_000 },
    async () => {
      const started = Date.now();
      expect(await seedAuditorium(t.app, admin.userName)).toBe(true);
      const took = Date.now() - started;
      // npm start makes it after the server listens, so this never delays the first start.
      console.log(`demo auditorium made in ${took} ms`);

      const page = await t.call('GET', `/api/auditorium/slug/${DEMO_STAGE.slug}`);
      expect(page.status).toBe(200);
      const { auditorium } = page.data.result;
      expect(auditorium).toMatchObject({ title: DEMO_STAGE.title, description: DEMO_STAGE.description });
      expect(auditorium.videos).toHaveLength(1);
      const [video] = auditorium.videos;
      expect(video.title).toBe(DEMO_STAGE.video);
      expect(video.languages.map((l: { language: string }) => l.language)).toEqual(['de', 'en', 'fr']);

      // Each language has its captions, served as WebVTT.
      for (const [language, cues] of Object.entries(DEMO_STAGE_CAPTIONS)) {
        const captions = await t.app.inject({
          url: `/api/videos/${video.id}/languages/${language}/captions`,
        });
        expect(captions.statusCode).toBe(200);
        expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
        expect(captions.body.startsWith('WEBVTT')).toBe(true);
        expect(captions.body).toContain(cues[0].split('\n')[1]);
      }

      // The pipeline transcodes the talk in the background: it plays, with a poster.
      const ready = await until(
        async () => {
          const list = await t.call('GET', `/api/videos/${video.id}/languages`);
          const en = list.data.result.languages.find((l: { language: string }) => l.language === 'en');
          return en.status === 'ready' || en.status === 'failed' ? en : null;
        },
        { timeout: 45_000, interval: 200, what: 'the demo talk transcoded' },
      );
      expect(ready).toMatchObject({ status: 'ready' });
      expect(ready.posterUrl).toEqual(expect.any(String));
      const played = await t.app.inject({ url: ready.url });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('video/mp4');
    },
  );

  it('is left out where ffmpeg does not run, without failing', async () => {
    expect(await demoClip('/nonexistent/ffmpeg')).toBeNull();
  });
});
