import { LANDING_ROUTE_RULES, type RouteRules, SCIENCE_FAIR_ROUTE_RULES } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { partners, projects, provinces, regionBanners, regionSponsors, regions } from '../db/schema/index.ts';

interface DemoPartner {
  name: string;
  title: string;
  description: string;
  kind: 'partner' | 'sponsor' | 'specialAward';
  colors: [string, string];
  website: string;
  language?: 'en' | 'de' | 'fr';
  /** The route rules of the partner's build (`/{name}/…`); none: every route. */
  routeRules?: RouteRules;
}

/** The demo's organisations: invented names, each with a drawn logo in its colours. */
export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    name: 'tinkerlab',
    title: 'TinkerLab Network',
    description: 'Makerspaces in schools and libraries that lend tools, space and mentors to young builders.',
    kind: 'partner',
    colors: ['#1d4e89', '#f4a261'],
    website: 'https://tinkerlab.example.org',
  },
  {
    name: 'forschergeist',
    title: 'Forschergeist e.V.',
    description: 'A society that runs regional science fairs and sends judges to every one of them.',
    kind: 'partner',
    colors: ['#2a6f4f', '#e9c46a'],
    website: 'https://forschergeist.example.org',
    language: 'de',
    // The science-fair variant (spec/000 §6): visitors see coming-soon until the fair opens.
    routeRules: SCIENCE_FAIR_ROUTE_RULES,
  },
  {
    name: 'atelier-sciences',
    title: 'Atelier des sciences',
    description: 'Workshops where classes build, test and explain one project over a term.',
    kind: 'partner',
    colors: ['#7b2d8b', '#ffd166'],
    website: 'https://atelier-sciences.example.org',
    language: 'fr',
    // The second partner variant (spec/000 §6): coming-soon goes to the landing page.
    routeRules: LANDING_ROUTE_RULES,
  },
  {
    name: 'voltworks',
    title: 'Voltworks Electronics',
    description: 'Gives every finalist a kit of boards, sensors and motors.',
    kind: 'sponsor',
    colors: ['#c1121f', '#fdf0d5'],
    website: 'https://voltworks.example.org',
  },
  {
    name: 'greenfield-energy',
    title: 'Greenfield Energy',
    description: 'Sponsors the sustainability track and its field trips.',
    kind: 'sponsor',
    colors: ['#386641', '#a7c957'],
    website: 'https://greenfield.example.org',
  },
  {
    name: 'northwind-foundation',
    title: 'Northwind Foundation',
    description: 'Funds travel to the national fair for every region’s winners.',
    kind: 'sponsor',
    colors: ['#264653', '#2a9d8f'],
    website: 'https://northwind.example.org',
  },
  {
    name: 'society-of-young-engineers',
    title: 'Society of Young Engineers',
    description: 'Gives the Young Engineer award to a board that solved a real problem for its community.',
    kind: 'specialAward',
    colors: ['#003049', '#fcbf49'],
    website: 'https://young-engineers.example.org',
  },
  {
    name: 'ocean-watch',
    title: 'Ocean Watch Institute',
    description: 'Gives the Blue Planet award to the best project on water and the sea.',
    kind: 'specialAward',
    colors: ['#023e8a', '#90e0ef'],
    website: 'https://oceanwatch.example.org',
  },
];

const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !['of', 'des', 'e.V.'].includes(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A logo drawn for the demo: the initials on a rounded badge in the partner's colours. */
export function drawLogo(title: string, [primary, secondary]: readonly [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <rect x="8" y="8" width="224" height="224" rx="48" fill="${primary}"/>
    <circle cx="188" cy="52" r="26" fill="${secondary}"/>
    <rect x="36" y="176" width="168" height="12" rx="6" fill="${secondary}"/>
    <text x="120" y="142" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
      font-size="84" fill="#ffffff">${initialsOf(title)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const logoPath = (name: string) => `/api/v2/partners/${name}/logo`;

/**
 * Seeds the demo's partners, sponsors and special-award organisations with their logos, and
 * provinces with regions, banners and sponsors (issue 13). Runs once: nothing when partners exist.
 */
export async function seedPartners(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  if (Number(n) > 0) return;
  for (const p of DEMO_PARTNERS) {
    await db.insert(partners).values({
      name: p.name,
      title: p.title,
      description: p.description,
      kind: p.kind,
      logo: await drawLogo(p.title, p.colors),
      website: p.website,
      primaryColor: p.colors[0],
      secondaryColor: p.colors[1],
      defaultLanguage: p.language ?? 'en',
      routeRules: p.routeRules ?? null,
    });
  }
  const [north, south] = await db
    .insert(provinces)
    .values([{ name: 'North Province' }, { name: 'South Province' }])
    .returning();
  const made = await db
    .insert(regions)
    .values([
      { key: 'lakeside', name: 'Lakeside', provinceId: north!.id },
      { key: 'highlands', name: 'Highlands', provinceId: north!.id },
      { key: 'coast', name: 'Coast', provinceId: south!.id },
    ])
    .returning();
  const [lakeside, highlands, coast] = made;
  await db.insert(regionBanners).values([
    {
      regionId: lakeside!.id,
      title: 'Lakeside fair: entries open until May 19',
      imageUrl: logoPath('tinkerlab'),
      linkUrl: 'https://tinkerlab.example.org/lakeside',
    },
    {
      regionId: lakeside!.id,
      title: 'Build nights every Thursday',
      imageUrl: logoPath('voltworks'),
      linkUrl: null,
    },
    {
      regionId: coast!.id,
      title: 'Blue Planet award: water projects wanted',
      imageUrl: logoPath('ocean-watch'),
      linkUrl: 'https://oceanwatch.example.org',
    },
  ]);
  await db.insert(regionSponsors).values([
    {
      regionId: lakeside!.id,
      name: 'Voltworks Electronics',
      imageUrl: logoPath('voltworks'),
      url: 'https://voltworks.example.org',
    },
    {
      regionId: lakeside!.id,
      name: 'Greenfield Energy',
      imageUrl: logoPath('greenfield-energy'),
      url: 'https://greenfield.example.org',
    },
    {
      regionId: highlands!.id,
      name: 'Northwind Foundation',
      imageUrl: logoPath('northwind-foundation'),
      url: 'https://northwind.example.org',
    },
    {
      regionId: coast!.id,
      name: 'Greenfield Energy',
      imageUrl: logoPath('greenfield-energy'),
      url: 'https://greenfield.example.org',
    },
  ]);
  // A few public boards of the demo come from Lakeside and the Coast, so their pages list boards.
  await db.execute(
    sql`update ${projects} set region = case when id % 2 = 0 then 'lakeside' else 'coast' end
        where id in (select id from ${projects} where not is_private and not is_draft and not is_hidden
                     and region is null order by id limit 6)`,
  );
}
