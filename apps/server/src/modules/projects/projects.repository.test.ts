import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';
import {
  attachments,
  categories,
  posts,
  projectCategories,
  projectLikes,
  projectMembers,
  projectSubscriptions,
  projects,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { readPage, viewerFlags } from './projects.repository.ts';

/**
 * A page of boards reads what it shows in one statement (issue 15), each part as JSON: these
 * tests hold it to what the separate reads it replaced give, row for row and type for type.
 */
let t: TestApp;
let owner: Session;
let other: Session;
let viewer: Session;
let categoryIds: number[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t, { roles: ['curator'], birthDate: '2011-02-03' });
  other = await makeUser(t);
  viewer = await makeUser(t);
  const tree = json(await t.app.inject('/api/categories')).result.categories;
  categoryIds = tree[0].subCategories.map((c: { id: number }) => c.id);
});
afterAll(async () => {
  await t.close();
});

/** An image upload row (its files are not needed to sign its URL). */
async function imageUpload(ownerId: number, fields: Partial<typeof uploads.$inferInsert> = {}) {
  const key = `k${Math.random().toString(36).slice(2)}`;
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      storageKey: key,
      blobKey: key,
      ownerId,
      kind: 'image',
      name: 'a.png',
      mime: 'image/png',
      size: 10,
      hasThumb: true,
      ...fields,
    })
    .returning();
  return row!;
}

describe('a page of boards in one statement (issue 15)', () => {
  it('reads authors, categories, flags and cover uploads exactly as their own selects do', async () => {
    const db = t.database.db;
    // Authors with every kind of column set: microseconds in timestamps, arrays, jsonb, nulls.
    await db.execute(sql`update ${users} set verified_at = '2026-03-04 05:06:07.891234+00',
      last_digest_at = '2026-03-04 05:06:07.999999+00', location = '{"city":"Graz","region":"","country":"AT","latitude":47.1,"longitude":null}'::jsonb,
      profile = '{"about":"Makes kites","interests":[3,4],"badges":[]}'::jsonb, handles = '[{"platform":"github","handle":"kite"}]'::jsonb,
      filter_tag_ids = '{5,6}', settings = '"text in jsonb"'::jsonb where id = ${owner.userId}`);
    const kite = await makeBoard(t, owner, {
      title: 'Kite',
      body: { categories: [categoryIds[0], categoryIds[1]] },
    });
    const covered = await makeBoard(t, other, { title: 'Covered' });
    await db.update(users).set({ verifiedAt: null, email: null }).where(eq(users.id, other.userId));
    const pictured = await makeBoard(t, owner, { title: 'Pictured', sections: ['One', 'Two'] });
    const cover = await imageUpload(other.userId, { updatedAt: new Date('2026-05-06T07:08:09.123Z') });
    await db.update(projects).set({ coverUploadId: cover.id }).where(eq(projects.id, covered.id));
    // The first picture of the board's sections: the second section's, the first has none.
    const [, second] = await db
      .select()
      .from(posts)
      .where(eq(posts.projectId, pictured.id))
      .orderBy(posts.priority, posts.id);
    const picture = await imageUpload(owner.userId);
    const pending = await imageUpload(owner.userId, { status: 'processing' });
    await db.insert(attachments).values([
      { uploadId: pending.id, postId: second!.id, priority: 0 },
      { uploadId: picture.id, postId: second!.id, priority: 1 },
    ]);
    await db.update(posts).set({ attachmentsCount: 2 }).where(eq(posts.id, second!.id));
    await db.insert(projectLikes).values({ targetId: kite.id, userId: viewer.userId });
    await db.insert(projectSubscriptions).values({ targetId: covered.id, userId: viewer.userId });
    await db
      .insert(projectMembers)
      .values({ projectId: pictured.id, userId: viewer.userId, role: 'contributor' });

    const ids = [kite.id, covered.id, pictured.id];
    const rows = await db.select().from(projects).where(inArray(projects.id, ids));
    const read = await readPage(db, rows, viewer.userId, 'de', {
      uploadIds: [cover.id, 2_000_000_000],
      firstImageOf: [kite.id, pictured.id],
    });

    // Authors: the very rows `select * from users` gives (Dates, numbers, arrays, nulls).
    const owners = await db
      .select()
      .from(users)
      .where(inArray(users.id, [owner.userId, other.userId]));
    for (const h of read.boards) expect(h.owner).toStrictEqual(owners.find((o) => o.id === h.row.ownerId));
    const author = read.boards.find((h) => h.row.id === kite.id)!.owner!;
    expect(author.verifiedAt).toBeInstanceOf(Date);
    expect(author.verifiedAt!.toISOString()).toBe('2026-03-04T05:06:07.891Z');
    expect(author.lastDigestAt!.toISOString()).toBe('2026-03-04T05:06:07.999Z');
    expect(author.birthDate).toBe('2011-02-03');
    expect(author.settings).toBe('text in jsonb');
    expect(read.boards.find((h) => h.row.id === covered.id)!.owner!.verifiedAt).toBeNull();

    // Categories: what the join gave, named in the reader's language.
    const cats = await db
      .select({
        projectId: projectCategories.projectId,
        id: categories.id,
        slug: categories.slug,
        parentId: categories.parentId,
        languages: categories.languages,
      })
      .from(projectCategories)
      .innerJoin(categories, eq(categories.id, projectCategories.categoryId))
      .where(inArray(projectCategories.projectId, ids));
    for (const h of read.boards) {
      const expected = cats
        .filter((c) => c.projectId === h.row.id)
        .map((c) => ({
          id: c.id,
          slug: c.slug,
          parentID: c.parentId,
          name: (c.languages.de ?? c.languages.en)?.name ?? c.slug,
        }));
      expect(h.categories).toEqual(expect.arrayContaining(expected));
      expect(h.categories).toHaveLength(expected.length);
    }
    expect(read.boards.find((h) => h.row.id === kite.id)!.categories).toHaveLength(2);

    // The viewer's flags: those of the statement of their own.
    const flags = await viewerFlags(db, ids, viewer.userId);
    for (const h of read.boards) {
      expect(h.liked).toBe(flags.liked.has(h.row.id));
      expect(h.subscribed).toBe(flags.subscribed.has(h.row.id));
      expect(h.role).toBe(flags.roles.get(h.row.id) ?? null);
    }
    expect(read.boards.map((h) => [h.row.id, h.liked, h.subscribed, h.role])).toEqual(
      rows.map((r) => [
        r.id,
        r.id === kite.id,
        r.id === covered.id,
        r.id === pictured.id ? 'contributor' : null,
      ]),
    );

    // Covers: the uploads' rows as drizzle reads them; an upload that is gone is absent; the first
    // ready picture of the board's sections, none for a board without pictures.
    const [coverRow] = await db.select().from(uploads).where(eq(uploads.id, cover.id));
    const [pictureRow] = await db.select().from(uploads).where(eq(uploads.id, picture.id));
    expect([...read.coverUploads.keys()]).toEqual([cover.id]);
    expect(read.coverUploads.get(cover.id)).toStrictEqual(coverRow);
    expect([...read.firstImages.keys()]).toEqual([pictured.id]);
    expect(read.firstImages.get(pictured.id)).toStrictEqual(pictureRow);
  });

  it('reads a visitor’s page without flags, and nothing for an empty page', async () => {
    const db = t.database.db;
    const board = await makeBoard(t, owner, { title: 'Visitor view' });
    await db.insert(projectLikes).values({ targetId: board.id, userId: owner.userId });
    const rows = await db.select().from(projects).where(eq(projects.id, board.id));
    const [h] = (await readPage(db, rows, null, 'en')).boards;
    expect(h).toMatchObject({ liked: false, subscribed: false, role: null });
    expect(h!.owner!.id).toBe(owner.userId);
    const before = t.database.queryCount();
    expect((await readPage(db, [], viewer.userId, 'en')).boards).toEqual([]);
    expect(t.database.queryCount()).toBe(before);
  });
});

describe('a page of a board list with its total in one statement (issue 15)', () => {
  it('counts the boards on every page, past the last one too, and in count mode', async () => {
    const maker = await makeUser(t);
    for (const title of ['One', 'Two', 'Three']) await makeBoard(t, maker, { title });
    const list = (query: string) =>
      t
        .call('GET', `/api/users/${maker.userName}/projects?${query}`, viewer.accessToken)
        .then((r) => r.data.result);
    expect(await list('limit=2&offset=0')).toMatchObject({ total: 3, hasMore: true });
    expect((await list('limit=2&offset=0')).projects).toHaveLength(2);
    expect(await list('limit=2&offset=2')).toMatchObject({ total: 3, hasMore: false });
    expect(await list('limit=2&offset=3')).toEqual({ projects: [], total: 3, hasMore: false });
    expect(await list('limit=2&offset=50')).toEqual({ projects: [], total: 3, hasMore: false });
    expect(await list('limit=0&offset=1')).toEqual({ projects: [], total: 3, hasMore: true });
    expect(await list('limit=0&offset=0')).toEqual({ total: 3 });
    const nobody = await makeUser(t);
    expect(
      (await t.call('GET', `/api/users/${nobody.userName}/projects`, viewer.accessToken)).data.result,
    ).toEqual({ projects: [], total: 0, hasMore: false });
  });

  it('answers a person’s lists in three statements (the person, the page with its total, what it shows), others from the cache', async () => {
    const maker = await makeUser(t);
    for (const title of ['One', 'Two', 'Three']) {
      const board = await makeBoard(t, maker, { title });
      await t.call('POST', `/api/projects/${board.id}/like`, viewer.accessToken);
      await t.call('POST', `/api/projects/${board.id}/subscribe`, viewer.accessToken);
    }
    // The fewest of three runs: the session check behind a token is cached, so one may carry it.
    const statements = async (url: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = t.database.queryCount();
        const r = await t.call('GET', url, viewer.accessToken);
        expect(r.status).toBe(200);
        expect(r.data.result.projects.length).toBeGreaterThan(0);
        runs.push(t.database.queryCount() - before);
      }
      return Math.min(...runs);
    };
    // Another person's list is the same for everyone who is not them: kept, with the reader's own
    // likes and bookmarks on it kept too; only the person named is read.
    expect(await statements(`/api/users/${maker.userName}/projects`)).toBe(1);
    expect(await statements(`/api/users/${viewer.userName}/likes`)).toBe(3);
    expect(await statements(`/api/users/${viewer.userName}/subscriptions`)).toBe(3);
  });
});
