import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { adminActions } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Session;
let someone: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  someone = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

type Node = { id: number; slug: string; name: string; subCategories: Node[] };
const tree = async (language: string, token?: string): Promise<Node[]> =>
  (await t.call('GET', `/api/categories?language=${language}`, token)).data.result.categories;
const find = (nodes: Node[], slug: string): Node | undefined =>
  nodes.flatMap((n) => [n, ...n.subCategories]).find((n) => n.slug === slug);

describe('categories in en, de and fr, written by admins (spec/000 §3 Category; issue 13 item 7)', () => {
  it('adds a top-level category and a subcategory, each read in the language asked for', async () => {
    // The tree read just before (it is kept a while): the new ones show at once all the same.
    expect(find(await tree('de'), 'space-science')).toBeUndefined();
    const top = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'space-science',
      languages: {
        en: { name: 'Space science', description: 'Rockets, orbits and stars' },
        de: { name: 'Weltraumforschung', description: 'Raketen, Umlaufbahnen und Sterne' },
        fr: { name: 'Sciences spatiales' },
      },
    });
    expect(top.status).toBe(201);
    expect(top.data.result.category).toMatchObject({
      slug: 'space-science',
      name: 'Space science',
      parentID: 0,
      isPrivate: false,
      subCategories: [],
    });
    const sub = await t.call(
      'POST',
      '/api/categories',
      admin.accessToken,
      {
        slug: 'satellites',
        parentID: top.data.result.category.id,
        languages: { en: { name: 'Satellites' }, fr: { name: 'Satellites artificiels' } },
      },
      { language: 'fr' },
    );
    expect(sub.status).toBe(201);
    expect(sub.data.result.category).toMatchObject({ name: 'Satellites artificiels' });

    const de = find(await tree('de'), 'space-science');
    expect(de).toMatchObject({ name: 'Weltraumforschung', description: 'Raketen, Umlaufbahnen und Sterne' });
    // A language without texts reads the English ones (the default).
    expect(de?.subCategories.map((c) => c.name)).toEqual(['Satellites']);
    expect(find(await tree('fr'), 'space-science')?.name).toBe('Sciences spatiales');
    expect(find(await tree('fr'), 'satellites')?.name).toBe('Satellites artificiels');

    const audited = await t.database.db
      .select({ action: adminActions.action, targetId: adminActions.targetId })
      .from(adminActions)
      .where(eq(adminActions.actorId, admin.userId));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'category.create', targetId: top.data.result.category.id },
        { action: 'category.create', targetId: sub.data.result.category.id },
      ]),
    );
  });

  it('renames a category in every language; its boards keep it and are found by the new name', async () => {
    const made = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'weather-lab',
      languages: { en: { name: 'Weather lab' } },
    });
    const id = made.data.result.category.id;
    const board = await makeBoard(t, someone, {
      title: 'Rain gauge from a bottle',
      body: { categories: [id] },
    });

    const renamed = await t.call('PUT', `/api/categories/${id}`, admin.accessToken, {
      languages: {
        en: { name: 'Meteorology', description: 'Measuring the weather' },
        de: { name: 'Meteorologie' },
        fr: { name: 'Météorologie' },
      },
      isPrivate: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data.result.category).toMatchObject({ id, slug: 'weather-lab', name: 'Meteorology' });
    expect(renamed.data.result.category.languages).toEqual([
      { language: 'en', name: 'Meteorology', description: 'Measuring the weather' },
      { language: 'de', name: 'Meteorologie', description: '' },
      { language: 'fr', name: 'Météorologie', description: '' },
    ]);
    expect(find(await tree('de'), 'weather-lab')?.name).toBe('Meteorologie');

    const inCategory = (await t.call('GET', `/api/projects?category=weather-lab&limit=10`)).data.result;
    expect(inCategory.projects.map((p: { id: number }) => p.id)).toContain(board.id);
    const found = (await t.call('GET', '/api/projects?query=meteorology&limit=10')).data.result;
    expect(found.projects.map((p: { id: number }) => p.id)).toContain(board.id);

    const audited = await t.database.db
      .select({ action: adminActions.action, data: adminActions.data })
      .from(adminActions)
      .where(eq(adminActions.targetId, id));
    expect(audited).toContainEqual({
      action: 'category.update',
      data: { changed: ['isPrivate', 'languages'] },
    });
  });

  it('keeps a private category from everyone but staff', async () => {
    const made = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'judges-only',
      isPrivate: true,
      languages: { en: { name: 'Judges only' } },
    });
    expect(made.status).toBe(201);
    expect(find(await tree('en'), 'judges-only')).toBeUndefined();
    expect(find(await tree('en', someone.accessToken), 'judges-only')).toBeUndefined();
    expect(find(await tree('en', admin.accessToken), 'judges-only')).toBeDefined();
  });

  it('refuses bad input with the contract’s envelope and changes nothing (400, 404, 409, 422)', async () => {
    const first = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'optics',
      languages: { en: { name: 'Optics' } },
    });
    const optics = first.data.result.category.id;
    const child = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'lenses',
      parentID: optics,
      languages: { en: { name: 'Lenses' } },
    });
    const lenses = child.data.result.category.id;

    const noName = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'nameless',
      languages: { en: { name: '  ' } },
    });
    expect(noName.status).toBe(400);
    expect(noName.data.messages).toContain('Give the category a name');
    const badSlug = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'Bad Slug!',
      languages: { en: { name: 'Bad' } },
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.data.messages).toContain('Use lower-case letters, digits and dashes only');
    const noEnglish = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'nur-deutsch',
      languages: { de: { name: 'Nur Deutsch' } },
    });
    expect(noEnglish.status).toBe(400);

    const taken = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'optics',
      languages: { en: { name: 'Optics again' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({
      code: 'CATEGORY_SLUG_TAKEN',
      messages: ['Another category already uses this address'],
    });
    const renamedOnto = await t.call('PUT', `/api/categories/${lenses}`, admin.accessToken, {
      slug: 'optics',
    });
    expect(renamedOnto.status).toBe(409);

    // Two levels only: no parent that is itself a subcategory, none that is missing, not itself,
    // and a category with subcategories stays at the top.
    const underSub = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'contact-lenses',
      parentID: lenses,
      languages: { en: { name: 'Contact lenses' } },
    });
    expect(underSub.status).toBe(422);
    expect(underSub.data.code).toBe('CATEGORY_PARENT_INVALID');
    const missing = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'orphan',
      parentID: 999_999,
      languages: { en: { name: 'Orphan' } },
    });
    expect(missing.data.code).toBe('CATEGORY_PARENT_INVALID');
    const self = await t.call('PUT', `/api/categories/${optics}`, admin.accessToken, { parentID: optics });
    expect(self.data.code).toBe('CATEGORY_PARENT_INVALID');
    const other = await t.call('POST', '/api/categories', admin.accessToken, {
      slug: 'acoustics',
      languages: { en: { name: 'Acoustics' } },
    });
    const demoted = await t.call('PUT', `/api/categories/${optics}`, admin.accessToken, {
      parentID: other.data.result.category.id,
    });
    expect(demoted.status).toBe(422);
    expect(demoted.data.code).toBe('CATEGORY_HAS_SUBCATEGORIES');

    // An empty change changes nothing.
    const same = await t.call('PUT', `/api/categories/${optics}`, admin.accessToken, {});
    expect(same.status).toBe(200);
    expect(same.data.result.category).toMatchObject({ slug: 'optics', name: 'Optics' });

    const unknown = await t.call('PUT', '/api/categories/999999', admin.accessToken, { isPrivate: true });
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('CATEGORY_NOT_FOUND');

    // Nothing of the refused writes landed.
    const all = await tree('en', admin.accessToken);
    expect(find(all, 'optics')?.subCategories.map((c) => c.slug)).toEqual(['lenses']);
    for (const slug of ['nameless', 'nur-deutsch', 'contact-lenses', 'orphan'])
      expect(find(all, slug)).toBeUndefined();
    expect(find(all, 'optics')).toMatchObject({ name: 'Optics' });
  });

  it('is for admins only: others are refused and nothing is written', async () => {
    const body = { slug: 'not-mine', languages: { en: { name: 'Not mine' } } };
    expect((await t.call('POST', '/api/categories', undefined, body)).status).toBe(401);
    expect((await t.call('POST', '/api/categories', someone.accessToken, body)).status).toBe(403);
    const curator = await makeUser(t, { roles: ['curator'] });
    expect((await t.call('POST', '/api/categories', curator.accessToken, body)).status).toBe(403);
    expect(find(await tree('en', admin.accessToken), 'not-mine')).toBeUndefined();
  });
});
