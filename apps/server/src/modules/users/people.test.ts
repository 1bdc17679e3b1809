import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeComment, makeSection, makeUser, someCategory } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
});
afterAll(async () => {
  await t.close();
});

const adultBirth = '1990-04-01';
const minorBirth = `${new Date().getUTCFullYear() - 14}-01-01`;

describe('social handles as calls of their own (spec/001 §7 Users: get, save, delete)', () => {
  it('saves and deletes one handle at a time; anyone reads them; only the person changes them', async () => {
    const p = await makeUser(t);
    const other = await makeUser(t);
    const base = `/api/users/${p.userName}/handles`;
    expect((await t.call('GET', base)).data.result.handles).toEqual([]);
    expect((await t.call('PUT', `${base}/github`, p.accessToken, { handle: 'maker-p' })).status).toBe(200);
    const saved = await t.call('PUT', `${base}/instagram`, p.accessToken, { handle: 'p.builds' });
    expect(saved.data.result.handles).toEqual([
      { platform: 'github', handle: 'maker-p' },
      { platform: 'instagram', handle: 'p.builds' },
    ]);
    // Saving again replaces that platform's handle only.
    await t.call('PUT', `${base}/github`, p.accessToken, { handle: 'maker-p2' });
    expect((await t.call('GET', base)).data.result.handles[0]).toEqual({
      platform: 'github',
      handle: 'maker-p2',
    });
    // The profile carries the same handles.
    const profile = await t.call('GET', `/api/users/${p.userName}/profile`);
    expect(profile.data.result.handles).toHaveLength(2);

    expect((await t.call('PUT', `${base}/github`, other.accessToken, { handle: 'x' })).status).toBe(403);
    expect((await t.call('DELETE', `${base}/github`, other.accessToken)).status).toBe(403);
    expect((await t.call('PUT', `${base}/github`, undefined, { handle: 'x' })).status).toBe(401);

    const gone = await t.call('DELETE', `${base}/github`, p.accessToken);
    expect(gone.data.result.handles).toEqual([{ platform: 'instagram', handle: 'p.builds' }]);
  });

  it('refuses an unknown platform and an empty handle with the error envelope', async () => {
    const p = await makeUser(t);
    const unknown = await t.call('PUT', `/api/users/${p.userName}/handles/myspace`, p.accessToken, {
      handle: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.code).toBe('VALIDATION_FAILED');
    const empty = await t.call('PUT', `/api/users/${p.userName}/handles/github`, p.accessToken, {
      handle: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.data.messages[0]).toBeTruthy();
  });
});

describe('location (issue 18 item 4: stored coarse, never shown to others for minors)', () => {
  it('stores coordinates rounded to one decimal and shows an adult’s to others', async () => {
    const p = await makeUser(t, { birthDate: adultBirth });
    const saved = await t.call('PUT', `/api/users/${p.userName}/location`, p.accessToken, {
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      country: 'fr',
      latitude: 45.764043,
      longitude: 4.835659,
      school: 'Lycée du Parc',
    });
    expect(saved.status).toBe(200);
    expect(saved.data.result.location).toEqual({
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      country: 'FR',
      latitude: 45.8,
      longitude: 4.8,
      school: 'Lycée du Parc',
    });
    const seen = await t.call('GET', `/api/users/${p.userName}/location`);
    expect(seen.data.result.location.city).toBe('Lyon');
    expect(seen.data.result.location.latitude).toBe(45.8);
  });

  it('shows a minor’s location to themselves only: null to others and to visitors', async () => {
    const kid = await makeUser(t, { birthDate: minorBirth, userType: 'student' });
    const other = await makeUser(t);
    await t.call('PUT', `/api/users/${kid.userName}/location`, kid.accessToken, {
      city: 'Bern',
      latitude: 46.948,
      longitude: 7.447,
    });
    const own = await t.call('GET', `/api/users/${kid.userName}/location`, kid.accessToken);
    expect(own.data.result.location).toMatchObject({ city: 'Bern', latitude: 46.9, longitude: 7.4 });
    expect(
      (await t.call('GET', `/api/users/${kid.userName}/location`, other.accessToken)).data.result,
    ).toEqual({
      location: null,
    });
    expect((await t.call('GET', `/api/users/${kid.userName}/location`)).data.result.location).toBeNull();
  });

  it('needs latitude and longitude together; only the person saves or deletes it', async () => {
    const p = await makeUser(t);
    const other = await makeUser(t);
    const half = await t.call('PUT', `/api/users/${p.userName}/location`, p.accessToken, { latitude: 10 });
    expect(half.status).toBe(400);
    expect(
      (await t.call('PUT', `/api/users/${p.userName}/location`, other.accessToken, { city: 'X' })).status,
    ).toBe(403);
    await t.call('PUT', `/api/users/${p.userName}/location`, p.accessToken, { city: 'Graz' });
    const removed = await t.call('DELETE', `/api/users/${p.userName}/location`, p.accessToken);
    expect(removed.data.result.location).toBeNull();
    expect((await t.call('GET', `/api/users/${p.userName}/location`)).data.result.location).toBeNull();
  });
});

describe('filter tags with remember (spec/001 §7 Users; spec/000 §5 retention rule)', () => {
  it('keeps the filter only when remember is true', async () => {
    const p = await makeUser(t);
    const tag = await someCategory(t);
    expect((await t.call('GET', '/api/users/filters', p.accessToken)).data.result).toEqual({
      tagIds: [],
      remember: false,
    });
    const kept = await t.call('PUT', '/api/users/filters', p.accessToken, { tagIds: [tag], remember: true });
    expect(kept.data.result).toEqual({ tagIds: [tag], remember: true });
    expect((await t.call('GET', '/api/users/filters', p.accessToken)).data.result).toEqual({
      tagIds: [tag],
      remember: true,
    });
    // spec/000 §5: "Profile filter retention is kept only if the remember flag is true."
    const once = await t.call('PUT', '/api/users/filters', p.accessToken, { tagIds: [tag], remember: false });
    expect(once.data.result).toEqual({ tagIds: [tag], remember: false });
    expect((await t.call('GET', '/api/users/filters', p.accessToken)).data.result).toEqual({
      tagIds: [],
      remember: false,
    });
  });

  it('refuses a tag that does not exist, and visitors', async () => {
    const p = await makeUser(t);
    const bad = await t.call('PUT', '/api/users/filters', p.accessToken, {
      tagIds: [987654],
      remember: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      code: 'FILTER_TAG_NOT_FOUND',
      messages: ['A filter tag was not found'],
    });
    expect((await t.call('GET', '/api/users/filters')).status).toBe(401);
  });
});

describe('search by school (spec/001 §7 Users: by school-name returns schools)', () => {
  it('lists the schools adults named, with how many, and never a minor’s', async () => {
    const school = `Hillside Academy ${Date.now()}`;
    const a = await makeUser(t, { birthDate: adultBirth, userType: 'teacher' });
    const b = await makeUser(t, { birthDate: adultBirth });
    const kid = await makeUser(t, { birthDate: minorBirth, userType: 'student' });
    const kidsOnly = `Tiny Tots School ${Date.now()}`;
    await t.call('PUT', `/api/users/${a.userName}/location`, a.accessToken, { school });
    await t.call('PUT', `/api/users/${b.userName}/location`, b.accessToken, { school: school.toUpperCase() });
    await t.call('PUT', `/api/users/${kid.userName}/location`, kid.accessToken, { school: kidsOnly });
    const found = await t.call(
      'GET',
      `/api/users?searchBy=school&query=${encodeURIComponent('hillside academy')}`,
      a.accessToken,
    );
    expect(found.status).toBe(200);
    expect(found.data.result.schools).toEqual([{ name: expect.stringMatching(/hillside/i), people: 2 }]);
    expect(found.data.result.total).toBe(1);
    const none = await t.call('GET', `/api/users?searchBy=school&query=Tiny%20Tots`, a.accessToken);
    expect(none.data.result).toEqual({ schools: [], total: 0, hasMore: false });
    const count = await t.call(
      'GET',
      `/api/users?searchBy=school&query=hillside&limit=0&offset=0`,
      a.accessToken,
    );
    expect(count.data.result).toEqual({ total: 1 });
  });
});

describe('the deprecated lookup (spec/001 §7 Users)', () => {
  it('always fails with "Deprecated"', async () => {
    const p = await makeUser(t);
    for (const token of [undefined, p.accessToken]) {
      const r = await t.call('GET', `/api/users/lookup?lookup=${p.userName}`, token);
      expect(r.status).toBe(410);
      expect(r.data).toMatchObject({ code: 'DEPRECATED', messages: ['Deprecated'] });
    }
  });
});

describe('a person’s sections and comments (spec/001 §7 Posts "user’s posts"; issue 18 item 3)', () => {
  it('lists them newest first, leaving out private boards, anonymous ones and private sections to others', async () => {
    const p = await makeUser(t);
    const owner = await makeUser(t);
    const viewer = await makeUser(t);
    const open = await makeBoard(t, owner, { members: [{ user: p, role: 'contributor' }] });
    const closed = await makeBoard(t, owner, {
      isPrivate: true,
      members: [{ user: p, role: 'contributor' }],
    });
    const s1 = await makeSection(t, p, open.id, { title: 'First' });
    const s2 = await makeSection(t, p, open.id, { title: 'Second' });
    const hidden = await makeSection(t, p, closed.id, { title: 'Private one' });
    const anon = await makeSection(t, p, open.id, { title: 'Anon', anonymous: true });
    const c1 = await makeComment(t, p, open.id, 'Looks great');
    const c2 = await makeComment(t, p, closed.id, 'Private chat');
    const c3 = await makeComment(t, p, open.id, 'Secret fan', { anonymous: true });

    const others = await t.call('GET', `/api/users/${p.userName}/posts`, viewer.accessToken);
    expect(others.status).toBe(200);
    expect(others.data.result.posts.map((s: { id: number }) => s.id)).toEqual([s2.id, s1.id]);
    expect(others.data.result).toMatchObject({ total: 2, hasMore: false, paywall: false });
    const own = await t.call('GET', `/api/users/${p.userName}/posts`, p.accessToken);
    expect(own.data.result.posts.map((s: { id: number }) => s.id)).toEqual([
      anon.id,
      hidden.id,
      s2.id,
      s1.id,
    ]);
    const page = await t.call('GET', `/api/users/${p.userName}/posts?limit=1&offset=1`, viewer.accessToken);
    expect(page.data.result.posts.map((s: { id: number }) => s.id)).toEqual([s1.id]);
    expect((await t.call('GET', `/api/users/${p.userName}/posts?limit=0&offset=0`)).data.result).toEqual({
      total: 2,
    });

    const theirComments = await t.call('GET', `/api/users/${p.userName}/comments`);
    expect(theirComments.data.result.comments.map((c: { id: number }) => c.id)).toEqual([c1.id]);
    const mine = await t.call('GET', `/api/users/${p.userName}/comments`, p.accessToken);
    expect(mine.data.result.comments.map((c: { id: number }) => c.id)).toEqual([c3.id, c2.id, c1.id]);
    expect((await t.call('GET', '/api/users/nobody-here-at-all/posts')).status).toBe(404);
  });
});

describe('a person’s sections and comments read with what they show (issue 15)', () => {
  it('show each one as it reads alone, to a visitor, a teammate, the person and staff', async () => {
    const p = await makeUser(t);
    const owner = await makeUser(t);
    const mate = await makeUser(t);
    const admin = await makeUser(t, { roles: ['admin'] });
    const team = await makeBoard(t, owner, {
      members: [
        { user: p, role: 'contributor' },
        { user: mate, role: 'contributor' },
      ],
    });
    const own = await makeBoard(t, p);
    const closed = await makeBoard(t, owner, {
      isPrivate: true,
      members: [{ user: p, role: 'contributor' }],
    });
    const sections = [
      await makeSection(t, p, team.id, { title: 'Frame' }),
      await makeSection(t, p, own.id, { title: 'Sail' }),
      await makeSection(t, p, closed.id, { title: 'Keel' }),
      await makeSection(t, p, team.id, { title: 'Mast' }),
    ];
    const remarks = [
      await makeComment(t, p, team.id, 'Strong frame'),
      await makeComment(t, p, own.id, 'Mine'),
      await makeComment(t, p, closed.id, 'Quiet'),
    ];
    await t.call('POST', `/api/posts/${sections[3]!.id}/like`, mate.accessToken);
    await t.call('POST', `/api/comments/${remarks[0]!.id}/like`, mate.accessToken);
    for (const token of [undefined, mate.accessToken, p.accessToken, admin.accessToken]) {
      const listed = (await t.call('GET', `/api/users/${p.userName}/posts`, token)).data.result.posts;
      expect(listed.length).toBeGreaterThanOrEqual(3);
      for (const section of listed)
        expect(section).toEqual((await t.call('GET', `/api/posts/${section.id}`, token)).data.result.post);
      const written = (await t.call('GET', `/api/users/${p.userName}/comments`, token)).data.result.comments;
      expect(written.length).toBeGreaterThanOrEqual(2);
      for (const comment of written)
        expect(comment).toEqual(
          (await t.call('GET', `/api/comments/${comment.id}`, token)).data.result.comment,
        );
    }
    expect(
      (await t.call('GET', `/api/users/${p.userName}/posts`, mate.accessToken)).data.result.posts.find(
        (s: { id: number }) => s.id === sections[3]!.id,
      ).liked,
    ).toBe(true);
    // Past the last one, and a page of none, still say how many there are.
    for (const kind of ['posts', 'comments']) {
      const read = async (query: string) =>
        (await t.call('GET', `/api/users/${p.userName}/${kind}?${query}`, mate.accessToken)).data.result;
      const { total } = await read('limit=20&offset=0');
      expect(total).toBeGreaterThan(1);
      expect(await read('limit=0&offset=0')).toEqual({ total });
      for (const query of ['limit=2&offset=50', 'limit=0&offset=1'])
        expect(await read(query)).toMatchObject({ [kind]: [], total });
      expect(await read('limit=1&offset=1')).toMatchObject({ total, hasMore: total > 2 });
    }
  });

  it('answer in two statements, the person and the page with its total and what it shows', async () => {
    const p = await makeUser(t);
    const owner = await makeUser(t);
    const reader = await makeUser(t);
    for (const title of ['One', 'Two', 'Three']) {
      const board = await makeBoard(t, owner, { title, members: [{ user: p, role: 'contributor' }] });
      await makeSection(t, p, board.id, { title });
      await makeComment(t, p, board.id, `On ${title}`);
    }
    // The fewest of three runs: the session check behind a token is cached, so one may carry it.
    const statements = async (url: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = t.database.queryCount();
        const r = await t.call('GET', url, reader.accessToken);
        expect(r.status).toBe(200);
        runs.push(t.database.queryCount() - before);
      }
      return Math.min(...runs);
    };
    expect(await statements(`/api/users/${p.userName}/posts`)).toBe(2);
    expect(await statements(`/api/users/${p.userName}/comments`)).toBe(2);
  });
});

describe('ids a person liked or bookmarked (spec/001 §7: liked ids, subscribed ids, liked post and comment ids)', () => {
  it('lists them newest first for the person, filters by ids, and is a 404 to anyone else', async () => {
    const p = await makeUser(t);
    const owner = await makeUser(t);
    const b1 = await makeBoard(t, owner);
    const b2 = await makeBoard(t, owner);
    const s = await makeSection(t, owner, b1.id);
    const c = await makeComment(t, owner, b1.id, 'Hello there');
    await t.call('POST', `/api/projects/${b1.id}/like`, p.accessToken);
    await t.call('POST', `/api/projects/${b2.id}/like`, p.accessToken);
    await t.call('POST', `/api/projects/${b2.id}/subscribe`, p.accessToken);
    await t.call('POST', `/api/posts/${s.id}/like`, p.accessToken);
    await t.call('POST', `/api/comments/${c.id}/like`, p.accessToken);
    const base = `/api/users/${p.userName}`;
    expect((await t.call('GET', `${base}/likedIds`, p.accessToken)).data.result.projects).toEqual(
      expect.arrayContaining([b1.id, b2.id]),
    );
    expect(
      (await t.call('GET', `${base}/likedIds?ids=${b1.id}&ids=999999`, p.accessToken)).data.result,
    ).toEqual({
      projects: [b1.id],
    });
    expect((await t.call('GET', `${base}/subscribedIds`, p.accessToken)).data.result).toEqual({
      projects: [b2.id],
    });
    expect((await t.call('GET', `${base}/likedPostIds`, p.accessToken)).data.result).toEqual({
      posts: [s.id],
    });
    expect((await t.call('GET', `${base}/likedCommentIds`, p.accessToken)).data.result).toEqual({
      comments: [c.id],
    });
    await t.call('DELETE', `/api/posts/${s.id}/like`, p.accessToken);
    expect((await t.call('GET', `${base}/likedPostIds`, p.accessToken)).data.result).toEqual({ posts: [] });
    expect((await t.call('GET', `${base}/likedIds`, owner.accessToken)).status).toBe(404);
    expect((await t.call('GET', `${base}/likedCommentIds`)).status).toBe(401);
  });

  it('says whether a person liked a section (has-liked for sections)', async () => {
    const p = await makeUser(t);
    const owner = await makeUser(t);
    const board = await makeBoard(t, owner);
    const s = await makeSection(t, owner, board.id);
    expect((await t.call('GET', `/api/posts/${s.id}/like/${p.userName}`)).data.result).toEqual({
      liked: false,
    });
    await t.call('POST', `/api/posts/${s.id}/like`, p.accessToken);
    expect((await t.call('GET', `/api/posts/${s.id}/like/${p.userName}`)).data.result).toEqual({
      liked: true,
    });
  });
});
