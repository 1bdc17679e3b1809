import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  partnerResources,
  partners,
  projects,
  resourceBoards,
  resourceEmbedHosts,
  resourceSections,
} from '../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's resources library: a webinar of each stage (upcoming, live, recorded), ebooks (one
 * gated behind two questions), games and tools, in three sections, some from the demo partners.
 */
export async function seedResources(db: Db, now = new Date()): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(resourceSections);
  if (Number(n) > 0) return;
  const [tinkerlab] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.name, 'tinkerlab'));
  const [webinars, reading, play] = await db
    .insert(resourceSections)
    .values([
      {
        slug: 'webinars',
        title: 'Webinars',
        description: 'Live sessions with makers and judges, and the recordings of past ones.',
        position: 0,
      },
      {
        slug: 'guides',
        title: 'Guides and ebooks',
        description: 'Reading for planning a project and presenting it at a fair.',
        position: 1,
      },
      {
        slug: 'games-and-tools',
        title: 'Games and tools',
        description: 'Things to try in class or at home.',
        position: 2,
      },
    ])
    .returning();
  await db
    .insert(resourceEmbedHosts)
    .values([{ host: 'www.youtube-nocookie.com' }])
    .onConflictDoNothing();
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3_600_000);
  const made = await db
    .insert(partnerResources)
    .values([
      {
        sectionId: webinars!.id,
        partnerId: tinkerlab?.id ?? null,
        kind: 'webinar',
        title: 'From idea to prototype in one afternoon',
        description: 'A mentor builds a working prototype live and answers questions as they go.',
        url: 'https://webinars.example.org/idea-to-prototype',
        startsAt: at(7),
        endsAt: at(7, 1),
      },
      {
        sectionId: webinars!.id,
        kind: 'webinar',
        title: 'Ask a judge: what we look for',
        description: 'Two fair judges explain how projects are scored, then take your questions.',
        url: 'https://webinars.example.org/ask-a-judge',
        startsAt: at(0, -0.25),
        endsAt: at(0, 2),
      },
      {
        sectionId: webinars!.id,
        kind: 'webinar',
        title: 'Keeping a lab notebook',
        description: 'The recording of last month’s session on writing down what you tried and why.',
        url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        isVideo: true,
        startsAt: at(-30),
        endsAt: at(-30, 1),
      },
      {
        sectionId: reading!.id,
        kind: 'ebook',
        title: 'The fair-ready project guide',
        description: 'Forty pages on choosing a question, planning tests and making a poster.',
        url: 'https://files.example.org/fair-ready-guide.pdf',
        questions: ['School or club', 'Your role (student, teacher, parent)'],
      },
      {
        sectionId: reading!.id,
        kind: 'ebook',
        title: 'Electronics for beginners',
        description: 'Circuits, sensors and a first microcontroller, one small build per chapter.',
        url: 'https://files.example.org/electronics-beginners.pdf',
      },
      {
        sectionId: play!.id,
        partnerId: tinkerlab?.id ?? null,
        kind: 'game',
        title: 'Circuit puzzle',
        description: 'Light every bulb with as few wires as you can.',
        url: 'https://games.example.org/circuit-puzzle',
      },
      {
        sectionId: play!.id,
        kind: 'tool',
        title: 'Unit converter for makers',
        description: 'Millimetres, inches, grams and ounces, with the rounding shown.',
        url: 'https://tools.example.org/units',
      },
    ])
    .returning({ id: partnerResources.id, title: partnerResources.title });

  // Demo boards made with a resource, shown on its page ("add resource project membership").
  const attached: Array<[string, string]> = [
    ['Circuit puzzle', 'Line-following robot with two IR sensors'],
    ['Unit converter for makers', 'A weather station on the school roof'],
  ];
  for (const [resourceTitle, boardTitle] of attached) {
    const resource = made.find((r) => r.title === resourceTitle);
    const [board] = await db
      .select({ id: projects.id, ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.title, boardTitle));
    if (resource && board)
      await db
        .insert(resourceBoards)
        .values({ resourceId: resource.id, projectId: board.id, addedBy: board.ownerId });
  }
}
