import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { queryRows } from '../db/client.ts';
import { attachments, posts, uploads, users } from '../db/schema/index.ts';
import { demoClient } from './demo-client.ts';

/** A small deterministic generator: the same board always gets the same pictures. */
function random(seed: number) {
  let state = Math.imul(seed, 2654435761) >>> 0;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822519);
    state = Math.imul(state ^ (state >>> 13), 3266489917);
    state = (state ^ (state >>> 16)) >>> 0;
    return state / 4294967296;
  };
}

const PALETTES = [
  ['#1f6f8b', '#99a8b2', '#e6d5b8', '#e45826'],
  ['#2d6a4f', '#95d5b2', '#f1faee', '#e76f51'],
  ['#3d405b', '#81b29a', '#f4f1de', '#e07a5f'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
];

/**
 * A picture of a prototype on a workbench (version 1 rough, version 2 neater): a wooden bench, a
 * pegboard wall, the build with its parts, wires and a ruler. Drawn, not photographed: the demo
 * ships no third-party photos, and the picture still shows what the section describes.
 */
export function buildPicture(seed: number, version: 1 | 2): Promise<Buffer> {
  const r = random(seed * 7 + version);
  const [dark, mid, light, accent] = PALETTES[seed % PALETTES.length]!;
  const holes = Array.from({ length: 12 * 5 }, (_, i) => {
    const x = 60 + (i % 12) * 95;
    const y = 50 + Math.floor(i / 12) * 70;
    return `<circle cx="${x}" cy="${y}" r="6" fill="#00000022"/>`;
  }).join('');
  const tools = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 260 + r() * 40;
    return `<rect x="${x}" y="70" width="${30 + r() * 30}" height="${110 + r() * 60}" rx="8" fill="${i % 2 ? mid : accent}" opacity="0.85"/>`;
  }).join('');
  const w = version === 1 ? 360 : 420;
  const h = version === 1 ? 170 : 190;
  const x = 600 - w / 2 + (r() - 0.5) * 60;
  const y = 470 - h;
  const tilt = version === 1 ? (r() - 0.5) * 8 : 0;
  const wires = Array.from({ length: version === 1 ? 5 : 3 }, (_, i) => {
    const sx = x + 40 + i * 60;
    const c = ['#d62828', '#1d3557', '#f77f00', '#2a9d8f', '#6a4c93'][i]!;
    return `<path d="M${sx} ${y + 30} C ${sx + 40} ${y - 80 - r() * 60}, ${sx + 160} ${y - 40}, ${sx + 120 + r() * 80} ${y + 40}" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#d9cbb0"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b07d4f"/><stop offset="1" stop-color="#7a5230"/></linearGradient>
      <radialGradient id="light" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient>
    </defs>
    <rect width="1200" height="800" fill="url(#wall)"/>
    ${holes}${tools}
    <rect x="0" y="470" width="1200" height="330" fill="url(#wood)"/>
    ${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${500 + i * 50} Q 600 ${490 + i * 50 + r() * 20} 1200 ${505 + i * 50}" stroke="#00000018" stroke-width="3" fill="none"/>`).join('')}
    <ellipse cx="${x + w / 2}" cy="${y + h + 18}" rx="${w / 2 + 30}" ry="22" fill="#00000040"/>
    <g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${version === 1 ? 6 : 18}" fill="${version === 1 ? '#c8a46e' : dark}"/>
      <rect x="${x + 24}" y="${y + 24}" width="${w * 0.45}" height="${h * 0.45}" rx="6" fill="#0b3d2e"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 34 + i * 18}" y="${y + 34}" width="10" height="10" fill="#c9a227"/>`).join('')}
      <circle cx="${x + w * 0.75}" cy="${y + h * 0.35}" r="${h * 0.18}" fill="${accent}"/>
      <circle cx="${x + w * 0.75}" cy="${y + h * 0.35}" r="${h * 0.07}" fill="#ffffffaa"/>
      <rect x="${x + w * 0.6}" y="${y + h * 0.68}" width="${w * 0.3}" height="14" rx="7" fill="${mid}"/>
    </g>
    <circle cx="${x + 50}" cy="${y + h + 4}" r="34" fill="#222"/><circle cx="${x + 50}" cy="${y + h + 4}" r="12" fill="#888"/>
    <circle cx="${x + w - 50}" cy="${y + h + 4}" r="34" fill="#222"/><circle cx="${x + w - 50}" cy="${y + h + 4}" r="12" fill="#888"/>
    ${wires}
    <rect x="120" y="640" width="520" height="44" rx="4" fill="#f2d64b" transform="rotate(-4 380 662)"/>
    ${Array.from({ length: 26 }, (_, i) => `<rect x="${130 + i * 20}" y="${640}" width="3" height="${i % 5 ? 14 : 24}" fill="#333" transform="rotate(-4 380 662)"/>`).join('')}
    <rect width="1200" height="800" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/**
 * The chart a "Results" section speaks of: the average of ten runs for each setting, as bars with
 * error bars and a gridded axis, from the board's own (generated) measurements.
 */
export function resultsChart(seed: number): Promise<Buffer> {
  const r = random(seed * 13 + 5);
  const bars = Array.from({ length: 5 }, (_, i) => {
    const mean = 30 + i * (8 + r() * 10) + r() * 15;
    return { mean, spread: 4 + r() * 9 };
  });
  const top = Math.max(...bars.map((b) => b.mean + b.spread)) * 1.15;
  const plot = { x: 120, y: 60, w: 1000, h: 560 };
  const yOf = (v: number) => plot.y + plot.h - (v / top) * plot.h;
  const colours = ['#1971c2', '#2f9e44', '#e8590c', '#9c36b5', '#c2255c'];
  const grid = Array.from({ length: 6 }, (_, i) => {
    const y = plot.y + (plot.h / 5) * i;
    return `<line x1="${plot.x}" y1="${y}" x2="${plot.x + plot.w}" y2="${y}" stroke="#dee2e6" stroke-width="2"/>
      <line x1="${plot.x - 14}" y1="${y}" x2="${plot.x}" y2="${y}" stroke="#495057" stroke-width="3"/>`;
  }).join('');
  const width = plot.w / bars.length;
  const drawn = bars
    .map((b, i) => {
      const cx = plot.x + width * i + width / 2;
      const y = yOf(b.mean);
      return `<rect x="${cx - width * 0.3}" y="${y}" width="${width * 0.6}" height="${plot.y + plot.h - y}" rx="6" fill="${colours[i]}"/>
        <line x1="${cx}" y1="${yOf(b.mean + b.spread)}" x2="${cx}" y2="${yOf(b.mean - b.spread)}" stroke="#212529" stroke-width="4"/>
        <line x1="${cx - 22}" y1="${yOf(b.mean + b.spread)}" x2="${cx + 22}" y2="${yOf(b.mean + b.spread)}" stroke="#212529" stroke-width="4"/>
        <line x1="${cx - 22}" y1="${yOf(b.mean - b.spread)}" x2="${cx + 22}" y2="${yOf(b.mean - b.spread)}" stroke="#212529" stroke-width="4"/>
        <line x1="${cx}" y1="${plot.y + plot.h}" x2="${cx}" y2="${plot.y + plot.h + 14}" stroke="#495057" stroke-width="3"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700" viewBox="0 0 1200 700">
    <rect width="1200" height="700" fill="#ffffff"/>
    ${grid}${drawn}
    <line x1="${plot.x}" y1="${plot.y}" x2="${plot.x}" y2="${plot.y + plot.h}" stroke="#212529" stroke-width="4"/>
    <line x1="${plot.x}" y1="${plot.y + plot.h}" x2="${plot.x + plot.w}" y2="${plot.y + plot.h}" stroke="#212529" stroke-width="4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Pictures in the demo content (issue 16, item 3), made once the app is built: every demo section
 * that promises photos ("Pictures of the first and the final version are below") gets two, and every one that speaks
 * of a chart gets the chart, each uploaded as its board's owner through the upload pipeline and
 * attached to the section. The first picture of a board becomes its card's cover by default.
 */
export async function seedPictures(app: FastifyInstance): Promise<void> {
  const { upload } = demoClient(app);
  const db = app.ctx.database.db;
  const sections = await queryRows<{ id: number; project_id: number; user_name: string; kind: string }>(
    db,
    sql`select p.id, p.project_id, u.user_name,
               case when p.body ilike '%pictures of the first and the final version%' then 'photos' else 'chart' end as kind
          from posts p join projects b on b.id = p.project_id join users u on u.id = b.owner_id
         where u.signup_source = 'demo' and p.attachments_count = 0
           and (p.body ilike '%pictures of the first and the final version%' or p.body ilike '%chart%')
         order by p.id`,
  );
  // Each distinct picture is drawn and uploaded once (as its first board's owner); every other
  // section gets its own upload row sharing the stored files, as an attachment's copy does.
  const made = new Map<string, typeof uploads.$inferSelect>();
  async function pictureFor(name: string, owner: string, draw: () => Promise<Buffer>) {
    let row = made.get(name);
    if (!row) {
      const { id } = await upload(owner, await draw(), name.replace(/^\d+-/, ''));
      [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      made.set(name, row!);
      return row!.id;
    }
    const [ownerRow] = await db.select({ id: users.id }).from(users).where(eq(users.userName, owner));
    const [copy] = await db
      .insert(uploads)
      .values({
        ...row,
        id: undefined,
        storageKey: randomBytes(18).toString('base64url'),
        ownerId: ownerRow!.id,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: uploads.id });
    return copy!.id;
  }
  for (const section of sections) {
    const seed = Number(section.project_id) % PALETTES.length;
    const files =
      section.kind === 'photos'
        ? [
            { name: `${seed}-version-1.jpg`, draw: () => buildPicture(seed, 1) },
            { name: `${seed}-version-2.jpg`, draw: () => buildPicture(seed, 2) },
          ]
        : [{ name: `${seed}-results-chart.png`, draw: () => resultsChart(seed) }];
    // Attached as the attach call would, but in the database: some demo boards are already locked
    // in a fair (submitted), which the call rightly refuses to change.
    for (const [priority, file] of files.entries()) {
      const id = await pictureFor(file.name, section.user_name, file.draw);
      await db.insert(attachments).values({ uploadId: id, postId: section.id, priority });
    }
    await db.update(posts).set({ attachmentsCount: files.length }).where(eq(posts.id, section.id));
  }
}
