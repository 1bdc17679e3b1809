import { asc, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bannerCarousels,
  carouselBanners,
  carouselCategories,
  categories,
  fairs,
  iframeHosts,
  iframes,
} from '../db/schema/index.ts';

const logoPath = (name: string) => `/api/v2/partners/${name}/logo`;

/** The hosts the demo's frames come from: a map and a privacy-minded video player. */
export const DEMO_FRAME_HOSTS = ['www.openstreetmap.org', 'www.youtube-nocookie.com'] as const;

/**
 * Seeds the demo's banner carousels (the default one for home, and one with its own category set)
 * and the iframes of its events (issue 13): a host list, and a map of the first fair on the
 * scienceday page. Runs once: nothing when a carousel exists.
 */
export async function seedEvents(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(bannerCarousels);
  if (Number(n) > 0) return;

  const [home, robots] = await db
    .insert(bannerCarousels)
    .values([
      { name: 'Makerboard highlights', delayMs: 6000, isDefault: true },
      { name: 'Subcategory spotlight', delayMs: 8000, isDefault: false },
    ])
    .returning();
  await db.insert(carouselBanners).values([
    {
      carouselId: home!.id,
      title: 'Science Day is coming: start your board now',
      imageUrl: logoPath('tinkerlab'),
      linkUrl: 'https://tinkerlab.example.org/scienceday',
    },
    {
      carouselId: home!.id,
      title: 'Build nights every Thursday with Voltworks',
      imageUrl: logoPath('voltworks'),
      linkUrl: 'https://voltworks.example.org',
    },
    {
      carouselId: home!.id,
      title: 'Blue Planet award: water projects wanted',
      imageUrl: logoPath('ocean-watch'),
      linkUrl: null,
    },
    {
      carouselId: robots!.id,
      title: 'Share your first prototype: the community answers',
      imageUrl: logoPath('northwind-foundation'),
      linkUrl: null,
    },
    {
      carouselId: robots!.id,
      title: 'Mentors read new boards every week',
      imageUrl: logoPath('greenfield-energy'),
      linkUrl: 'https://greenfield.example.org',
    },
  ]);
  // The second carousel's category set: the first subcategory, whose page shows it.
  const [sub] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(ne(categories.parentId, 0))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  if (sub) await db.insert(carouselCategories).values({ carouselId: robots!.id, categoryId: sub.id });

  await db.insert(iframeHosts).values(DEMO_FRAME_HOSTS.map((host) => ({ host })));
  const [fair] = await db.select({ id: fairs.id }).from(fairs).orderBy(asc(fairs.id)).limit(1);
  if (fair)
    await db.insert(iframes).values({
      eventId: fair.id,
      slug: 'scienceday',
      title: 'Where Science Day takes place',
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=6.10%2C46.18%2C6.18%2C46.22&layer=mapnik',
    });
}
