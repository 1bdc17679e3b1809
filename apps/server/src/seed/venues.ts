import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { demoClient } from './demo-client.ts';

const run = promisify(execFile);

/** The demo lobby's rooms: where each is on the floor plan (percent of the picture) and where it leads. */
export const DEMO_LOBBY_ROOMS = [
  { name: 'Exhibition hall: the finalists', x: 4, y: 8, width: 44, height: 50, href: '/finalists' },
  { name: 'The fair: Young Scientists Challenge', x: 52, y: 8, width: 44, height: 30, href: '/fair/YSC' },
  { name: 'Workshops and webinars', x: 52, y: 42, width: 44, height: 16, href: '/resources/webinars' },
  { name: 'Leaderboard', x: 4, y: 64, width: 28, height: 28, href: '/leaderboard' },
  { name: 'Partners and sponsors', x: 36, y: 64, width: 28, height: 28, href: '/partners' },
  { name: 'Help desk', x: 68, y: 64, width: 28, height: 28, href: '/contact' },
] as const;

/**
 * The floor plan of the demo hall, drawn (no text: the rooms' names are the clickable areas' own
 * labels, in the visitor's view and to screen readers): rooms with booths, a stage, desks.
 */
export function floorPlan(): Promise<Buffer> {
  const W = 1600;
  const H = 1000;
  const px = (x: number, w: number) => ({ x: (x / 100) * W, w: (w / 100) * W });
  const py = (y: number, h: number) => ({ y: (y / 100) * H, h: (h / 100) * H });
  const fills = ['#d0ebff', '#d3f9d8', '#fff3bf', '#ffe8cc', '#e5dbff', '#ffdeeb'];
  const rooms = DEMO_LOBBY_ROOMS.map((room, i) => {
    const { x, w } = px(room.x, room.width);
    const { y, h } = py(room.y, room.height);
    const count = Math.max(2, Math.floor(w / 150));
    const gap = (w - count * 90) / (count + 1);
    const booths = Array.from({ length: count }, (_, k) => {
      const bx = x + gap + k * (90 + gap);
      return `<rect x="${bx}" y="${y + h - 70}" width="90" height="40" rx="6" fill="#ffffff" stroke="#868e96" stroke-width="3"/>`;
    }).join('');
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fills[i % fills.length]}" stroke="#495057" stroke-width="6"/>${booths}`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="#f8f9fa"/>
    <rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="28" fill="none" stroke="#343a40" stroke-width="10"/>
    <rect x="${W / 2 - 90}" y="${H - 34}" width="180" height="28" fill="#f8f9fa"/>
    ${rooms}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The demo's virtual lobby (spec/000 §2 2d/{path}), made once the app is built, as an admin would
 * make it: the floor plan uploaded, the lobby at /2d/hall, and its rooms as clickable areas.
 */
export async function seedLobby(app: FastifyInstance, admin = 'ada'): Promise<void> {
  const { call, upload } = demoClient(app);
  const picture = await upload(admin, await floorPlan(), 'demo-hall-floor-plan.png');
  const { lobby } = await call<{ lobby: { id: number } }>(admin, 'POST', '/api/lobbies', {
    path: 'hall',
    title: 'The demo fair hall',
    description: 'Walk through the hall: open a room on the plan, or pick it from the list below.',
    image: picture.url,
  });
  for (const room of DEMO_LOBBY_ROOMS) {
    await call(admin, 'POST', `/api/lobbies/${lobby.id}/areas`, room);
  }
}

/** The demo auditorium (spec/000 §2 auditorium/{auditoriumSlug}): one short talk in three languages. */
export const DEMO_STAGE = {
  slug: 'demo-stage',
  title: 'The demo fair stage',
  description:
    'The opening of the demo fair: pick your language under the video, and turn the captions on in the player.',
  video: 'Welcome to the fair',
} as const;

const cue = (from: number, to: number, text: string) => `00:0${from}.000 --> 00:0${to}.000\n${text}\n`;
/** The talk's captions (WebVTT), one file per language. */
export const DEMO_STAGE_CAPTIONS = {
  en: [
    cue(0, 2, 'Welcome to the demo fair stage.'),
    cue(2, 4, 'Every talk here can come in several languages.'),
    cue(4, 6, 'Pick yours below the video.'),
  ],
  de: [
    cue(0, 2, 'Willkommen auf der Bühne der Demo-Messe.'),
    cue(2, 4, 'Jeder Vortrag hier kann in mehreren Sprachen kommen.'),
    cue(4, 6, 'Wähle deine unter dem Video.'),
  ],
  fr: [
    cue(0, 2, 'Bienvenue sur la scène du salon de démonstration.'),
    cue(2, 4, 'Chaque exposé peut exister en plusieurs langues.'),
    cue(4, 6, 'Choisissez la vôtre sous la vidéo.'),
  ],
} as const;

/**
 * The demo talk: six seconds of ffmpeg's test pattern (lavfi `testsrc2`), 320x180, as an AVI the
 * media pipeline transcodes like any upload. Null when ffmpeg does not run here.
 */
export async function demoClip(ffmpeg: string): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mb-demo-stage-'));
  const file = path.join(dir, 'welcome.avi');
  try {
    await run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=duration=6:size=320x180:rate=15',
        '-c:v',
        'mpeg4',
        '-b:v',
        '200k',
        '-y',
        file,
      ],
      { timeout: 30_000 },
    );
    return await readFile(file);
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The demo auditorium at /auditorium/demo-stage, made as an admin would make it: the talk uploaded
 * once (the pipeline transcodes it in the background), given in English, German and French with
 * captions in each. Without ffmpeg it is left out with one log line. True when it was made.
 */
export async function seedAuditorium(app: FastifyInstance, admin = 'ada'): Promise<boolean> {
  const clip = await demoClip(app.ctx.config.ffmpegPath);
  if (!clip) {
    app.log.info('ffmpeg is not available: the demo auditorium is left out');
    return false;
  }
  const { call, upload } = demoClient(app);
  const { auditorium } = await call<{ auditorium: { id: number } }>(admin, 'POST', '/api/auditorium', {
    slug: DEMO_STAGE.slug,
    title: DEMO_STAGE.title,
    description: DEMO_STAGE.description,
  });
  const { video } = await call<{ video: { id: number } }>(
    admin,
    'POST',
    `/api/auditorium/${auditorium.id}/videos`,
    { title: DEMO_STAGE.video },
  );
  const file = await upload(admin, clip, 'welcome-to-the-fair.avi');
  for (const [language, cues] of Object.entries(DEMO_STAGE_CAPTIONS)) {
    await call(admin, 'PUT', `/api/videos/${video.id}/languages/${language}`, {
      uploadID: file.id,
      captions: `WEBVTT\n\n${cues.join('\n')}`,
    });
  }
  return true;
}
