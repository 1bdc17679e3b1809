import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { demoClient } from './demo-client.ts';

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
