import { ROLES, type Role } from '@makerboard/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from '../src/lib/access.ts';
import { multipart } from '../src/modules/media/multipart.test-support.ts';
import { makeUser } from './factories.ts';
import {
  bearer,
  createTestApp,
  json,
  type Method,
  type Session,
  signupBody,
  type TestApp,
} from './helpers.ts';

/**
 * The authorisation matrix of quality.md: every registered route, called as a visitor, as a
 * limited (unverified) account, as an unrelated user, as the right user and as an admin. A route
 * without a declared rule cannot even be registered (lib/access.ts), so this list is complete.
 *
 * Expectations come from the routes' declarations: the coarse rule (`config.access`) says who gets
 * in at all, and each object rule (`config.object`: a kind, the parameter naming it and a need)
 * says what a stranger gets: nothing refused when the need is open to whoever may see the thing,
 * else the need's declared refusal (403, or 404 where they may not learn it exists). Path
 * parameters are filled from FIXTURES by the kind their rule names: things the right user owns,
 * on an open board, and on a private one for the IDOR checks. A new kind adds one fixture here.
 */
const FIXTURES: Record<string, { open: () => string; secret?: () => string }> = {
  board: { open: () => String(ids.board), secret: () => String(ids.secret) },
  section: { open: () => String(ids.post), secret: () => String(ids.secretPost) },
  comment: { open: () => String(ids.comment), secret: () => String(ids.secretComment) },
  user: { open: () => owner.userName },
  member: { open: () => owner.userName },
  // The admin area's person, a disabled account included (admins only).
  account: { open: () => owner.userName },
  membershipBoard: { open: () => String(ids.board), secret: () => String(ids.secret) },
  // A board the owner entered in the matrix fair, which the owner also coordinates: staff of the
  // fair act on it, others find nothing (fairs.test.ts checks staff of another fair).
  submission: { open: () => String(ids.entry) },
  fair: { open: () => String(ids.fair) },
  entry: { open: () => String(ids.board), secret: () => String(ids.secret) },
  // A project question of the matrix fair: its coordinator (the owner) manages it.
  poll: { open: () => String(ids.poll) },
  // An award the owner has been granted the right to give.
  award: { open: () => String(ids.award) },
  // A whiteboard of the owner's shown on the open board (a stranger may see it, not redraw it);
  // media.test.ts keeps a private board's uploads from outsiders.
  upload: { open: () => String(ids.upload) },
  sectionAttachments: { open: () => String(ids.post), secret: () => String(ids.secretPost) },
  // A group the owner supervises, and a message of theirs in it: someone else's to the stranger.
  conversation: { open: () => String(ids.conversation), secret: () => String(ids.conversation) },
  message: { open: () => String(ids.message), secret: () => String(ids.message) },
  boardChat: { open: () => String(ids.board), secret: () => String(ids.secret) },
  // The owner teaches a class with a student in it (issue 12); classes are 404 to others.
  class: { open: () => String(ids.klass) },
  classStudent: { open: () => ids.student },
  // A judging team of the matrix fair (its coordinator, the owner, organises it; issue 11), and
  // the admin's registration to judge that fair.
  judgingTeam: { open: () => String(ids.team) },
  judgeRegistration: { open: () => String(ids.registration) },
  // The other side of a pin swap: anyone with an account.
  pinPartner: { open: () => other.userName },
  // A partner of the second API (issue 13): known to everyone, its page information written by admins.
  partner: { open: () => String(ids.partner) },
  // A region (issue 13): public, its banners and sponsors written by admins.
  region: { open: () => String(ids.region) },
  // A report of the open board, filed by the stranger (issue 13): only admins and curators act on it.
  report: { open: () => String(ids.report) },
  // A webinar of the resources library and its section (issue 13): public, written by admins and
  // resource editors; registration, answers and downloads are the caller's own.
  resource: { open: () => String(ids.resource) },
  resourceSection: { open: () => String(ids.resourceSection) },
  // The matrix fair's iframe (issue 13): public, written by admins; a listed host, for admins only.
  iframe: { open: () => String(ids.fair) },
  iframeHost: { open: () => String(ids.iframeHost) },
  // A banner carousel (issue 13): public, written by admins.
  bannerCarousel: { open: () => String(ids.carousel) },
  // A category (issue 13): public, written by admins.
  category: { open: () => String(ids.category) },
  // An auditorium and one of its videos (issue 13): public, written by admins and curators.
  auditorium: { open: () => String(ids.auditorium) },
  video: { open: () => String(ids.video) },
  // A lobby (issue 13): public, its clickable areas drawn by admins and curators.
  lobby: { open: () => String(ids.lobby) },
};
/** Parameters that name no object of their own. */
const PARAM_DEFAULTS: Record<string, () => string> = {
  topic: () => ids.topic,
  // An attachment is found within the section or comment that the `:id` rule resolved.
  attachmentID: () => String(ids.attachment),
  // A stored file is named by its own key and served by a signed URL: the signature is the permission.
  key: () => 'matrix-file-key',
  variant: () => 'original',
  chatType: () => 'mentors',
  // A link's other end (DELETE /projects/{id}/links/{childID}): the parent's rule decides.
  childID: () => String(ids.board),
  // A person named in a path: the stranger (no role at the fair, so removing them finds nothing).
  userName: () => other.userName,
  // A social platform of a person's handles (PUT, DELETE /users/{username}/handles/{platform}).
  platform: () => 'github',
  userID: () => String(owner.userId),
  projectID: () => String(ids.board),
  // A section under review in a class (PUT /teachers/classes/{id}/review/{postID}): the class rule
  // decides; the service finds the section among the class's approved students' or answers 404.
  postID: () => String(ids.post),
  // A partner's slug (GET /api/v2/partners/{name}): the matrix partner.
  name: () => 'matrix-partner',
  // A banner or sponsor of the matrix region: the region's rule decides, the service finds it there.
  bannerID: () => String(ids.banner),
  sponsorID: () => String(ids.sponsor),
  // A route slug of an iframe (GET /api/iframe/slug/{slug}): public, the matrix fair's frame.
  slug: () => 'matrix',
  // A login provider (issue 14): none is configured in the matrix app, so every caller finds nothing.
  provider: () => 'matrix-provider',
  // A video's language (the matrix video is given in English), an auditorium's slug, a lobby's
  // path and one of its areas: the video's or the lobby's rule decides.
  language: () => 'en',
  path: () => 'matrix-lobby',
  areaID: () => String(ids.area),
  // A certificate's code (GET /certificates/{code}, public): none was issued, so everyone finds nothing.
  code: () => 'MTRX-CODE-NONE',
};

/** Calls that would end what the rest of the matrix needs; they are tested in their own files. */
const SKIP = new Set([
  'POST /api/users/logout',
  'PUT /api/users/changePassword',
  'PUT /api/admin/maintenance',
  // An invitation is read only by its invitee (token or pending membership): the board's owner has
  // none, so it is a 404 to them too; members.test.ts covers invitee, stranger and visitor.
  'GET /api/projects/:id/invitation',
]);

/** A query a route cannot be asked without (the matrix fills path parameters only otherwise). */
const QUERY_DEFAULTS: Record<string, string> = {
  'GET /api/projects/:id/search': 'q=plan',
  // The questions read model needs a scope: the community's polls, anyone's to list.
  'GET /api/questions': 'grouping=community',
};
/**
 * What the owner of the private fixture board gets where the board's state, not a refusal, answers:
 * the fixture board is neither completed nor awarded, so it has no certificate (409).
 */
const OWNER_STATE: Record<string, number> = {
  'GET /api/projects/:id/certificate': 409,
};

let t: TestApp;
let owner: Session;
let other: Session;
let admin: Session;
let limitedToken: string;
/** One person per platform role (spec/000 §6), for the role rows of the matrix. */
const roleHolders: Partial<Record<Role, Session>> = {};
const ids = {
  board: 0,
  post: 0,
  comment: 0,
  secret: 0,
  secretPost: 0,
  secretComment: 0,
  conversation: 0,
  message: 0,
  topic: '',
  upload: 0,
  attachment: 0,
  fair: 0,
  entry: 0,
  poll: 0,
  award: 0,
  team: 0,
  registration: 0,
  klass: 0,
  student: '',
  partner: 0,
  region: 0,
  banner: 0,
  sponsor: 0,
  report: 0,
  resource: 0,
  resourceSection: 0,
  iframeHost: 0,
  carousel: 0,
  category: 0,
  auditorium: 0,
  video: 0,
  lobby: 0,
  area: 0,
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  other = await makeUser(t);
  admin = await makeUser(t, { roles: ['admin'] });
  limitedToken = json(await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: signupBody() }))
    .result.accessToken;
  const category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
  const make = async (isPrivate: boolean) => {
    const board = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(owner.accessToken),
        payload: {
          title: 'Matrix board',
          description: 'For the matrix',
          categories: [category],
          isPrivate,
          sections: [
            { title: 'A', body: '<p>a</p>' },
            { title: 'B', body: '<p>b</p>' },
          ],
        },
      }),
    ).result.project;
    const post =
      json(await t.app.inject(`/api/projects/${board.id}/posts`)).result?.posts?.[0] ??
      json(await t.app.inject({ url: `/api/projects/${board.id}/posts`, headers: bearer(owner.accessToken) }))
        .result.posts[0];
    const comment = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: bearer(owner.accessToken),
        payload: { postID: post.id, comment: 'A comment of mine' },
      }),
    ).result.comment;
    return { board: board.id as number, post: post.id as number, comment: comment.id as number };
  };
  const open = await make(false);
  const secret = await make(true);
  Object.assign(ids, open, { secret: secret.board, secretPost: secret.post, secretComment: secret.comment });
  // A whiteboard of the owner's, attached to the open section.
  const preview = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = multipart([
    { name: 'scene', filename: 'scene.json', content: '{"elements":[]}', type: 'application/json' },
    { name: 'preview', filename: 'preview.png', content: preview },
  ]);
  ids.upload = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/uploads/whiteboards',
      headers: { ...bearer(owner.accessToken), ...form.headers },
      payload: form.payload,
    }),
  ).result.upload.id;
  ids.attachment = json(
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${ids.post}/attachments`,
      headers: bearer(owner.accessToken),
      payload: { uploadID: ids.upload },
    }),
  ).result.attachment.id;
  // A group the owner supervises with a third person (not the stranger), a message of theirs, and
  // a public topic.
  const third = await makeUser(t);
  const group = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/conversations/groups',
      headers: bearer(owner.accessToken),
      payload: { topic: 'matrix group', users: [third.userName] },
    }),
  ).result.conversation;
  const message = json(
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${group.id}/messages`,
      headers: bearer(owner.accessToken),
      payload: { message: 'A message of mine' },
    }),
  ).result.message;
  ids.topic = 'matrix-topic';
  await t.app.inject({
    method: 'POST',
    url: '/api/conversations/public',
    headers: bearer(admin.accessToken),
    payload: { topic: ids.topic },
  });
  Object.assign(ids, { conversation: group.id as number, message: message.id as number });
  // A fair the owner coordinates, a board of theirs entered in it, a question of the fair and an
  // award they may give.
  const asAdmin = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: bearer(admin.accessToken),
      ...(payload ? { payload } : {}),
    });
  ids.fair = json(
    await asAdmin('POST', '/api/fairs', { name: 'Matrix fair', abbreviation: 'MF' }),
  ).result.fair.id;
  await asAdmin('POST', `/api/fairs/${ids.fair}/staff`, { userName: owner.userName, role: 'coordinator' });
  ids.entry = (await make(false)).board;
  await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${ids.entry}/submitToFairs`,
    headers: bearer(owner.accessToken),
    payload: { fairs: [{ id: ids.fair, gradeBand: 'Junior 7/8', answers: [] }] },
  });
  ids.poll = json(
    await asAdmin('POST', '/api/poll', {
      question: 'Matrix question',
      kind: 'project',
      fairID: ids.fair,
      options: [{ text: 'Yes' }, { text: 'No' }],
    }),
  ).result.poll.id;
  ids.award = json(await asAdmin('POST', '/api/award', { name: 'Matrix award' })).result.award.id;
  await asAdmin('POST', `/api/award/${ids.award}/user/${owner.userId}`);
  const { judgingTeams } = await import('../src/db/schema/index.ts');
  const [team] = await t.database.db
    .insert(judgingTeams)
    .values({ fairId: ids.fair, name: 'Matrix team' })
    .returning();
  ids.team = team!.id;
  ids.registration = json(
    await asAdmin('POST', '/api/judging/register', { fairID: ids.fair, languages: ['en'] }),
  ).result.registration.id;
  // The owner is a teacher with a class, and a student asked to join it.
  const { sql } = await import('drizzle-orm');
  await t.database.db.execute(sql`update users set user_type = 'teacher' where id = ${owner.userId}`);
  const klass = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/teachers/classes',
      headers: bearer(owner.accessToken),
      payload: { name: 'Matrix class' },
    }),
  ).result.class;
  const student = await makeUser(t, { userType: 'student' });
  await t.app.inject({
    method: 'POST',
    url: '/api/teachers/join',
    headers: bearer(student.accessToken),
    payload: { code: klass.code },
  });
  Object.assign(ids, { klass: klass.id as number, student: student.userName });
  const { partners } = await import('../src/db/schema/index.ts');
  const [partner] = await t.database.db
    .insert(partners)
    .values({ name: 'matrix-partner', title: 'Matrix partner' })
    .returning();
  ids.partner = partner!.id;
  const { provinces, regions, regionBanners, regionSponsors } = await import('../src/db/schema/index.ts');
  const [province] = await t.database.db.insert(provinces).values({ name: 'Matrix province' }).returning();
  const [region] = await t.database.db
    .insert(regions)
    .values({ key: 'matrix-region', name: 'Matrix region', provinceId: province!.id })
    .returning();
  ids.region = region!.id;
  const [banner] = await t.database.db
    .insert(regionBanners)
    .values({ regionId: region!.id, title: 'Matrix banner', imageUrl: 'https://example.org/b.png' })
    .returning();
  const [sponsor] = await t.database.db
    .insert(regionSponsors)
    .values({ regionId: region!.id, name: 'Matrix sponsor' })
    .returning();
  Object.assign(ids, { banner: banner!.id, sponsor: sponsor!.id });
  const { resourceSections, partnerResources } = await import('../src/db/schema/index.ts');
  const [resourceSection] = await t.database.db
    .insert(resourceSections)
    .values({ slug: 'matrix-resources', title: 'Matrix resources' })
    .returning();
  const [resource] = await t.database.db
    .insert(partnerResources)
    .values({
      sectionId: resourceSection!.id,
      kind: 'webinar',
      title: 'Matrix webinar',
      url: 'https://example.org/webinar',
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
    })
    .returning();
  Object.assign(ids, { resource: resource!.id, resourceSection: resourceSection!.id });
  const { iframes, iframeHosts, bannerCarousels, categories } = await import('../src/db/schema/index.ts');
  const [frameHost] = await t.database.db
    .insert(iframeHosts)
    .values({ host: 'frames.example.org' })
    .returning();
  await t.database.db.insert(iframes).values({
    eventId: ids.fair,
    slug: 'matrix',
    title: 'Matrix frame',
    src: 'https://frames.example.org/m',
  });
  const [carousel] = await t.database.db
    .insert(bannerCarousels)
    .values({ name: 'Matrix carousel' })
    .returning();
  const [matrixCategory] = await t.database.db
    .insert(categories)
    .values({ slug: 'matrix-category', languages: { en: { name: 'Matrix', description: '' } } })
    .returning();
  Object.assign(ids, { iframeHost: frameHost!.id, carousel: carousel!.id, category: matrixCategory!.id });
  ids.report = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(other.accessToken),
      payload: { targetType: 'project', targetID: ids.board, reason: 'For the matrix' },
    }),
  ).result.report.id;
  const { auditoriums, auditoriumVideos, videoLanguages, lobbies, clickableAreas } = await import(
    '../src/db/schema/index.ts'
  );
  const [auditorium] = await t.database.db
    .insert(auditoriums)
    .values({ slug: 'matrix', title: 'Matrix auditorium' })
    .returning();
  const [video] = await t.database.db
    .insert(auditoriumVideos)
    .values({ auditoriumId: auditorium!.id, title: 'Matrix video' })
    .returning();
  await t.database.db
    .insert(videoLanguages)
    .values({ videoId: video!.id, language: 'en', uploadId: ids.upload, captions: 'WEBVTT\n' });
  const [lobby] = await t.database.db
    .insert(lobbies)
    .values({ path: 'matrix-lobby', title: 'Matrix lobby' })
    .returning();
  const [area] = await t.database.db
    .insert(clickableAreas)
    .values({ lobbyId: lobby!.id, name: 'Stage', x: 0, y: 0, width: 50, height: 50, href: '/home' })
    .returning();
  Object.assign(ids, { auditorium: auditorium!.id, video: video!.id, lobby: lobby!.id, area: area!.id });
  for (const role of ROLES) roleHolders[role] = await makeUser(t, { roles: [role] });
});
afterAll(async () => {
  await t.close();
});

/** The route's path with each parameter filled by the fixture of the kind its rule names. */
function urlFor(route: RouteAccess, target: 'open' | 'secret' = 'open'): string {
  const query = QUERY_DEFAULTS[`${route.method} ${route.url}`];
  return `${filled(route, target)}${query ? `?${query}` : ''}`;
}
function filled(route: RouteAccess, target: 'open' | 'secret'): string {
  return route.url.replace(/:(\w+)/g, (_all, key: string) => {
    const rule = route.objects.find((r) => (r.from ?? 'params') === 'params' && r.key === key);
    const fixture = rule ? FIXTURES[rule.kind] : undefined;
    if (fixture) return (target === 'secret' && fixture.secret ? fixture.secret : fixture.open)();
    return PARAM_DEFAULTS[key]?.() ?? '1';
  });
}

/**
 * What a signed-in stranger gets from a route on the open fixtures, from its declarations:
 * 'ok' when nothing refuses them, else the refusal of the first rule whose need is not open.
 * The matrix fills path parameters only: a rule reading the body or the query meets an empty
 * one, which validation answers (400) before any rule is judged; its module's tests judge it.
 */
function strangerExpectation(route: RouteAccess): 'ok' | 403 | 404 {
  for (const rule of route.objects.filter((r) => (r.from ?? 'params') === 'params')) {
    const need = t.app.ctx.guards.need(rule);
    if (!need.open) return need.refusal;
  }
  return 'ok';
}

/** Every route called with an empty body where it takes one: the guard answers before the body is read. */
const call = (method: string, url: string, token?: string) =>
  t.call(method as Method, url, token, method === 'GET' || method === 'DELETE' ? undefined : {});

const isRoles = (access: Access): access is Extract<Access, object> => typeof access === 'object';
/**
 * Destructive calls go last, children before parents, so every other call finds its target; what
 * hangs on a thing (its memberships, links, attachments and resource attachments) goes first of them: removing it ends
 * no thing another call needs.
 */
const rank = (method: string, url: string) =>
  method !== 'DELETE'
    ? 0
    : /\/(members|links|attachments|boards)\//.test(url)
      ? 1
      : url.startsWith('/api/comments')
        ? 2
        : url.startsWith('/api/posts')
          ? 3
          : url.startsWith('/api/projects')
            ? 4
            : 5;

describe('authorisation matrix (quality.md)', () => {
  it('knows every route with its rule', () => {
    const api = t.app.ctx.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(60);
    for (const route of t.app.ctx.routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('declares every path parameter: an object rule names it, or it names no object', () => {
    const undeclared: string[] = [];
    for (const route of t.app.ctx.routes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      for (const [, key] of route.url.matchAll(/:(\w+)/g)) {
        const ruled = route.objects.some((r) => (r.from ?? 'params') === 'params' && r.key === key);
        const fixture = route.objects.find((r) => r.key === key)?.kind;
        if (ruled && fixture && !FIXTURES[fixture])
          undeclared.push(`${route.url}: kind ${fixture} has no fixture`);
        if (!ruled && !PARAM_DEFAULTS[key!]) undeclared.push(`${route.method} ${route.url}: :${key}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('keeps private boards, their sections and comments a 404 to others, whatever is sent (IDOR)', async () => {
    // Every route naming a thing that can sit on a private board, from the declarations.
    const routes = t.app.ctx.routes.filter(
      (r) => !SKIP.has(`${r.method} ${r.url}`) && r.objects.some((rule) => FIXTURES[rule.kind]?.secret),
    );
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      const url = urlFor(route, 'secret');
      const callers =
        route.access === 'public'
          ? ([
              ['visitor', undefined],
              ['stranger', other.accessToken],
            ] as const)
          : ([['stranger', other.accessToken]] as const);
      // A route ruled by a platform role refuses everyone without it before it reads anything: a
      // 403 that says nothing of the board.
      const refused = isRoles(route.access) ? 403 : 404;
      for (const [who, token] of callers) {
        const status = (await call(route.method, url, token)).statusCode;
        if (status !== refused) failures.push(`${route.method} ${url} (${route.url}) as ${who}: ${status}`);
      }
      if (route.method !== 'GET') continue;
      const mine = (await call('GET', url, owner.accessToken)).statusCode;
      const state = OWNER_STATE[`${route.method} ${route.url}`];
      if (mine >= 400 && mine !== state) failures.push(`GET ${url} (${route.url}) as owner: ${mine}`);
    }
    expect(failures).toEqual([]);
  });

  it('signup from an engagement is open to whoever signup is: a signed-in person gets what signup gives them', async () => {
    const engagement = t.app.ctx.routes.find((r) => r.url === '/api/users/signup/engagement');
    const signup = t.app.ctx.routes.find((r) => r.url === '/api/users/signup');
    expect(engagement?.access).toBe(signup?.access);
    for (const token of [undefined, limitedToken, other.accessToken]) {
      const plain = await t.call('POST', '/api/users/signup', token, signupBody());
      const engaged = await t.call(
        'POST',
        '/api/users/signup/engagement',
        token,
        signupBody({ trackingId: `booth:${owner.userName}` }),
      );
      expect(engaged.statusCode).toBe(plain.statusCode);
      expect(Object.keys(json(engaged).result)).toEqual(Object.keys(json(plain).result));
    }
  });

  it("keeps someone else's conversation a 404 with valid bodies too (IDOR)", async () => {
    const c = ids.conversation;
    const calls: [string, string, object][] = [
      ['POST', `/api/conversations/${c}/messages`, { message: 'let me in' }],
      ['POST', `/api/conversations/${c}/users`, { userName: other.userName }],
      ['PUT', `/api/conversations/${c}/users/${owner.userName}`, { isSupervisor: false }],
      ['PUT', `/api/conversations/${c}/notifications`, { muted: true }],
      ['PUT', `/api/conversations/${c}/pin`, { pinned: true }],
      ['PUT', `/api/messages/${ids.message}`, { message: 'changed' }],
    ];
    for (const [method, url, payload] of calls) {
      const r = await t.app.inject({
        method: method as 'PUT',
        url,
        payload,
        headers: bearer(other.accessToken),
      });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('member, link and section-member calls with valid bodies: 403 on an open board, 404 on a private one (IDOR)', async () => {
    // The paths are filled from the routes' declarations (urlFor): the board or the section on
    // the open or the private board, the owner as the member named, the open board as a link's end.
    const calls: [string, string, object][] = [
      ['POST', '/api/projects/:id/members/invite', { lookup: admin.userName, role: 'viewer' }],
      ['POST', '/api/projects/:id/members/bulkInvite', { emails: ['someone@example.org'] }],
      ['PUT', '/api/projects/:id/members/:username', { role: 'viewer' }],
      ['POST', '/api/projects/:id/links', { childID: ids.board }],
      ['POST', '/api/posts/:id/members/invite', { lookup: admin.userName, role: 'viewer' }],
      ['PUT', '/api/posts/:id/memberships', { user: admin.userName, checkedEdit: true }],
      ['PUT', '/api/posts/:id/members/:username', { role: 'viewer' }],
      ['DELETE', '/api/projects/:id/members/:username', {}],
      ['DELETE', '/api/projects/:id/links/:childID', {}],
      ['DELETE', '/api/posts/:id/members/:username', {}],
    ];
    const failures: string[] = [];
    for (const [method, pattern, payload] of calls) {
      const route = t.app.ctx.routes.find((r) => r.method === method && r.url === pattern);
      if (!route) {
        failures.push(`${method} ${pattern} is not registered`);
        continue;
      }
      for (const [target, wanted] of [
        ['open', 403],
        ['secret', 404],
      ] as const) {
        const url = urlFor(route, target);
        const status = (
          await t.app.inject({
            method: method as 'POST',
            url,
            ...(method === 'DELETE' ? {} : { payload }),
            headers: bearer(other.accessToken),
          })
        ).statusCode;
        if (status !== wanted) failures.push(`${method} ${url} as stranger: ${status}, wanted ${wanted}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('applies each rule to each kind of caller, and never answers 5xx', async () => {
    const failures: string[] = [];
    const routes = t.app.ctx.routes
      .filter((r) => !r.url.startsWith('/api/docs') && !r.url.includes('*'))
      .sort((a, b) => rank(a.method, a.url) - rank(b.method, b.url));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (SKIP.has(key)) continue;
      const url = urlFor(route);
      const expectOk = (status: number, who: string) => {
        if (status === 401 || status === 403 || status >= 500) failures.push(`${key} as ${who}: ${status}`);
      };
      const expectStatus = (status: number, wanted: number, who: string) => {
        if (status !== wanted) failures.push(`${key} as ${who}: ${status}, wanted ${wanted}`);
      };
      const visitor = (await call(route.method, url)).statusCode;
      const limited = (await call(route.method, url, limitedToken)).statusCode;
      const stranger = (await call(route.method, url, other.accessToken)).statusCode;
      // An admin may delete the owner's things: that call would end the matrix's owner.
      const boss =
        route.method === 'DELETE' ? 200 : (await call(route.method, url, admin.accessToken)).statusCode;
      const right = (await call(route.method, url, owner.accessToken)).statusCode;
      for (const [who, status] of Object.entries({ visitor, limited, stranger, right, boss })) {
        if (status >= 500) failures.push(`${key} as ${who}: ${status}`);
      }
      const access = route.access;
      if (access === 'public') {
        expectOk(visitor, 'visitor');
        const wanted = strangerExpectation(route);
        if (wanted === 'ok') expectOk(stranger, 'stranger');
        else expectStatus(stranger, wanted, 'stranger');
      } else if (access === 'limited') {
        expectStatus(visitor, 401, 'visitor');
        expectOk(limited, 'limited');
        expectOk(right, 'right user');
      } else if (access === 'user') {
        expectStatus(visitor, 401, 'visitor');
        expectStatus(limited, 403, 'limited');
        expectOk(right, 'right user');
        const wanted = strangerExpectation(route);
        if (wanted === 'ok') expectOk(stranger, 'stranger');
        else expectStatus(stranger, wanted, 'stranger');
      } else if (isRoles(access)) {
        expectStatus(visitor, 401, 'visitor');
        expectStatus(limited, 403, 'limited');
        expectStatus(stranger, 403, 'stranger');
        expectStatus(right, 403, 'right user without the role');
        if (access.roles.includes('admin')) expectOk(boss, 'admin');
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('lets each platform role into exactly the role-ruled routes that name it (admin, analytic, curator, resourceEditor, judgingAdmin)', async () => {
    const failures: string[] = [];
    const routes = t.app.ctx.routes.filter(
      (r) => isRoles(r.access) && !r.url.startsWith('/api/docs') && !SKIP.has(`${r.method} ${r.url}`),
    );
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/reports',
        '/api/admin/reports/:id',
        '/api/admin/users/:username/roles',
      ]),
    );
    for (const route of routes) {
      const access = route.access as Extract<Access, object>;
      const url = urlFor(route);
      for (const role of ROLES) {
        const listed = access.roles.includes(role);
        // A role the rule does not name is refused before anything is read or changed; a role it
        // names is let in (checked on reads only: changes run in their modules' own tests).
        if (listed && route.method !== 'GET') continue;
        const status = (await call(route.method, url, roleHolders[role]!.accessToken)).statusCode;
        if (!listed && status !== 403)
          failures.push(`${route.method} ${route.url} as ${role}: ${status}, wanted 403`);
        if (listed && (status === 401 || status === 403 || status >= 500))
          failures.push(`${route.method} ${route.url} as ${role}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
