import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { projects, users } from '../../db/schema/index.ts';

/**
 * Search that understands words (issue 16, item 9: "Search is literal: "robot" finds a board and
 * "robots" none; tags are not searched; German words find nothing in German text"): words are read
 * in their language (the board's: its owner's; the reader's for the query), tags and category
 * names are searched, a title match ranks first, matches are marked safely, and when nothing is
 * found a similar word is suggested (docs/decisions.md "Search"). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL: the same results in both.
 */
let t: TestApp;
let english: Session;
let german: Session;
let french: Session;
const category = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  english = await makeUser(t, { language: 'en' });
  german = await makeUser(t, { language: 'de' });
  french = await makeUser(t, { language: 'fr' });
  type Node = { id: number; slug: string; subCategories?: Node[] };
  for (const top of (await t.call('GET', '/api/categories')).data.result.categories as Node[]) {
    category.set(top.slug, top.id);
    for (const sub of top.subCategories ?? []) category.set(sub.slug, sub.id);
  }
});
afterAll(async () => {
  await t.close();
});

interface Found {
  projects: { id: number; title: string }[];
  total: number;
  highlights?: { id: number; title: string; snippet: string }[];
  suggestion?: string;
}

/** GET /search as a reader of `language` (Accept-Language). */
async function find(q: string, language = 'en', type = 'projects'): Promise<Found> {
  const r = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}&type=${type}`, undefined, undefined, {
    language,
  });
  expect(r.status).toBe(200);
  return r.data.result;
}
const ids = (found: Found) => found.projects.map((p) => p.id);

describe('words in their other forms (issue 16, item 9)', () => {
  it('"robots" finds a board about a robot, in search and in the board lists', async () => {
    const board = await makeBoard(t, english, {
      title: 'Cardboard robot sorter',
      description: 'It sorts buttons by colour.',
    });
    expect(ids(await find('robots'))).toContain(board.id);
    // The beginning of a word finds it too, as one types.
    expect(ids(await find('cardbo'))).toContain(board.id);
    const list = (await t.call('GET', '/api/projects?query=robots&limit=100')).data.result;
    expect(list.projects.map((p: { id: number }) => p.id)).toContain(board.id);
  });

  it('"Roboter" finds a German board about "Robotern", read in German', async () => {
    const board = await makeBoard(t, german, {
      title: 'Ein Nachmittag in der Werkstatt',
      description: 'Wir bauen einen Greifarm mit Robotern.',
    });
    expect(ids(await find('Roboter', 'de'))).toContain(board.id);
  });

  it('French "énergies" finds a board about "énergie"', async () => {
    const board = await makeBoard(t, french, {
      title: 'Stocker l’énergie du vent',
      description: 'Une éolienne et une batterie.',
    });
    expect(ids(await find('énergies', 'fr'))).toContain(board.id);
    expect(ids(await find('Énergies', 'fr'))).toContain(board.id);
  });

  it('follows the language of the board’s owner when it changes', async () => {
    const board = await makeBoard(t, german, {
      title: 'Drei kleine Häuser aus Lehm',
      description: 'Gebaut im Schulgarten.',
    });
    expect(ids(await find('Haus', 'de'))).toContain(board.id);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, german.userId));
    expect(ids(await find('Haus', 'de'))).not.toContain(board.id);
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, german.userId));
    expect(ids(await find('Haus', 'de'))).toContain(board.id);
  });
});

describe('tags and categories are searched (issue 16, item 9)', () => {
  it('a word only in a tag finds the board', async () => {
    const board = await makeBoard(t, english, {
      title: 'Garden logbook',
      description: 'Notes from the school garden.',
      body: { tags: ['hygrometer'] },
    });
    expect(ids(await find('hygrometers'))).toContain(board.id);
    // A new tag is found, the one taken off no longer.
    await t.call('PUT', `/api/projects/${board.id}`, english.accessToken, { tags: ['anemometer'] });
    expect(ids(await find('anemometer'))).toContain(board.id);
    expect(ids(await find('hygrometer'))).not.toContain(board.id);
  });

  it('a category name, in any language, finds its boards and those of its subcategories', async () => {
    const board = await makeBoard(t, english, {
      title: 'Tin can walker',
      description: 'Four legs and a motor.',
      body: { categories: [category.get('robotics')] },
    });
    expect(ids(await find('Robotik', 'de'))).toContain(board.id);
    expect(ids(await find('robotique', 'fr'))).toContain(board.id);
    expect(ids(await find('Technik', 'de'))).toContain(board.id);
    // Moved to another category, it is found by the new name and no longer by the old one.
    const moved = await t.call('PUT', `/api/projects/${board.id}`, english.accessToken, {
      categories: [category.get('electronics')],
    });
    expect(moved.status).toBe(200);
    expect(ids(await find('Elektronik', 'de'))).toContain(board.id);
    expect(ids(await find('Robotik', 'de'))).not.toContain(board.id);
  });
});

describe('ranking, highlighting and suggestions (issue 16, item 9)', () => {
  it('ranks a match in the title above matches in the description', async () => {
    const inTitle = await makeBoard(t, english, {
      title: 'Quillworts of the old pond',
      description: 'Counting plants in spring.',
    });
    const inDescription = await makeBoard(t, english, {
      title: 'Pond notes',
      description: 'We found a quillwort, then quillwort seeds, quillwort roots and more quillwort.',
    });
    expect(ids(await find('quillwort'))).toEqual([inTitle.id, inDescription.id]);
  });

  it('marks the words that matched, and no other markup survives', async () => {
    const board = await makeBoard(t, english, { title: 'Gearbox robots' });
    // Written past the API's own cleaning (an import, an old row): the highlight must still be safe.
    await t.database.db
      .update(projects)
      .set({
        title: 'Gearbox robots <img src=x onerror=alert(1)> & "friends"',
        description: 'Before: <script>alert("x")</script> & then we tested the gearboxes of two robots.',
      })
      .where(eq(projects.id, board.id));
    const found = await find('gearbox robot');
    expect(ids(found)).toContain(board.id);
    const mark = found.highlights!.find((h) => h.id === board.id)!;
    expect(mark.title).toBe(
      '<mark>Gearbox</mark> <mark>robots</mark> &lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot;',
    );
    expect(mark.snippet).toContain('tested the <mark>gearboxes</mark> of two <mark>robots</mark>');
    for (const html of [mark.title, mark.snippet]) {
      // Only <mark> and </mark> are tags; every other < > & " ' is escaped.
      expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
      expect(html).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it('suggests similar words when nothing is found, and never a private board’s', async () => {
    const board = await makeBoard(t, english, {
      title: 'Bioluminescent plankton jar',
      description: 'It glows when shaken.',
    });
    const none = await find('bioluminesent plankton');
    expect(none.total).toBe(0);
    expect(none.suggestion).toBe('bioluminescent plankton');
    expect(ids(await find(none.suggestion!))).toContain(board.id);
    expect((await find('bioluminesent', 'en', 'all')).suggestion).toBe('bioluminescent');
    // A misspelt category name is suggested too.
    await makeBoard(t, english, {
      title: 'Servo hand',
      description: 'Five fingers on strings.',
      body: { categories: [category.get('robotics')] },
    });
    expect((await find('Robotikk', 'de')).suggestion).toBe('robotik');

    await makeBoard(t, english, { title: 'Xerophyte terrarium', isPrivate: true });
    const hidden = await find('xerophite');
    expect(hidden.total).toBe(0);
    expect(hidden.suggestion).toBeUndefined();
    // A word that is found has no suggestion.
    expect((await find('plankton')).suggestion).toBeUndefined();
  });
});
