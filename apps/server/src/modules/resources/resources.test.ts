import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { adminActions, partners } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Session;
let editor: Session;
let someone: Session;
let reader: Session;
let acme: number;
let webinars: number;
let library: number;

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

type Resource = { id: number; title: string; kind: string; stage: string | null; url: string | null };

async function section(slug: string, title: string, position = 0): Promise<number> {
  const r = await t.call('POST', '/api/partnerResource/sections', editor.accessToken, {
    slug,
    title,
    position,
  });
  expect(r.status).toBe(201);
  return r.data.result.resourceSection.id;
}
async function resource(body: Record<string, unknown>): Promise<Resource> {
  const r = await t.call('POST', '/api/partnerResource/resources', editor.accessToken, body);
  expect(r.status, JSON.stringify(r.data)).toBe(201);
  return r.data.result.partnerResource;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { roles: ['admin'] });
  editor = await makeUser(t, { roles: ['resourceEditor'] });
  someone = await makeUser(t);
  reader = await makeUser(t, { roles: ['curator'] });
  const [row] = await t.database.db
    .insert(partners)
    .values({ name: 'acme', title: 'Acme Labs', description: 'Builds things' })
    .returning();
  acme = row!.id;
  webinars = await section('webinars', 'Webinars', 1);
  library = await section('library', 'Library', 2);
});
afterAll(async () => {
  await t.close();
});

describe('/partnerResource/ sections (spec/001 §7 Partner resources)', () => {
  it('lets a resource editor create, list, change and delete a section, each change audited', async () => {
    const id = await section('scratch', 'Scratch', 9);
    const list = await t.call('GET', '/api/partnerResource/sections');
    expect(list.status).toBe(200);
    expect(list.data.result.resourceSections.map((s: { slug: string }) => s.slug)).toEqual([
      'webinars',
      'library',
      'scratch',
    ]);
    const changed = await t.call('PUT', `/api/partnerResource/sections/${id}`, editor.accessToken, {
      title: 'Scratch pad',
      slug: 'scratch-pad',
    });
    expect(changed.status).toBe(200);
    expect(changed.data.result.resourceSection).toMatchObject({
      id,
      slug: 'scratch-pad',
      title: 'Scratch pad',
    });
    const bySlug = await t.call('GET', '/api/partnerResource/sections/scratch-pad');
    expect(bySlug.data.result.resourcesWithSection).toMatchObject({ id, resources: [] });
    const removed = await t.call('DELETE', `/api/partnerResource/sections/${id}`, admin.accessToken);
    expect(removed.data.result).toEqual({ success: true });
    expect((await t.call('GET', `/api/partnerResource/sections/${id}`)).status).toBe(404);
    const audit = await t.database.db.select().from(adminActions);
    expect(audit.filter((a) => a.targetId === id).map((a) => a.action)).toEqual([
      'resourceSection.create',
      'resourceSection.update',
      'resourceSection.delete',
    ]);
  });

  it('refuses a slug already used (409) and a slug that is not lower-case words (400)', async () => {
    const twice = await t.call('POST', '/api/partnerResource/sections', editor.accessToken, {
      slug: 'webinars',
      title: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('RESOURCE_SLUG_EXISTS');
    const bad = await t.call('POST', '/api/partnerResource/sections', editor.accessToken, {
      slug: 'Not a slug',
      title: 'Bad',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('lower-case letters');
  });

  it('keeps writes for admins and resource editors (spec/000 §6 roles)', async () => {
    const body = { slug: 'nope', title: 'Nope' };
    expect((await t.call('POST', '/api/partnerResource/sections', undefined, body)).status).toBe(401);
    expect((await t.call('POST', '/api/partnerResource/sections', someone.accessToken, body)).status).toBe(
      403,
    );
    expect((await t.call('POST', '/api/partnerResource/sections', reader.accessToken, body)).status).toBe(
      403,
    );
    expect(
      (await t.call('DELETE', `/api/partnerResource/sections/${webinars}`, someone.accessToken)).status,
    ).toBe(403);
  });
});

describe('/partnerResource/ resources and /partner/ (spec/000 §3 Partner resource, §4 webinars)', () => {
  it('answers a webinar as upcoming, live or recorded from its start and end (spec/000 §4)', async () => {
    const upcoming = await resource({
      sectionID: webinars,
      kind: 'webinar',
      title: 'Soon',
      startsAt: at(2 * HOUR),
    });
    const live = await resource({
      sectionID: webinars,
      kind: 'webinar',
      title: 'Now',
      startsAt: at(-HOUR / 2),
      endsAt: at(HOUR / 2),
    });
    const recorded = await resource({
      sectionID: webinars,
      kind: 'webinar',
      title: 'Past',
      startsAt: at(-3 * HOUR),
      url: 'https://video.example.org/past',
      isVideo: true,
    });
    expect([upcoming.stage, live.stage, recorded.stage]).toEqual(['upcoming', 'live', 'recorded']);
    const ebook = await resource({
      sectionID: library,
      kind: 'ebook',
      title: 'Book',
      url: 'https://example.org/b.pdf',
    });
    expect(ebook.stage).toBeNull();
  });

  it('needs a start for a webinar and an end after it', async () => {
    const noStart = await t.call('POST', '/api/partnerResource/resources', editor.accessToken, {
      sectionID: webinars,
      kind: 'webinar',
      title: 'When?',
    });
    expect(noStart.status).toBe(400);
    expect(noStart.data.code).toBe('WEBINAR_NEEDS_START');
    const backwards = await t.call('POST', '/api/partnerResource/resources', editor.accessToken, {
      sectionID: webinars,
      kind: 'webinar',
      title: 'Backwards',
      startsAt: at(HOUR),
      endsAt: at(0),
    });
    expect(backwards.data.code).toBe('WEBINAR_END_BEFORE_START');
  });

  it('takes https addresses only, so no script address reaches a page', async () => {
    for (const url of ['javascript:alert(1)', 'http://example.org/x', 'data:text/html,<script>1</script>']) {
      const r = await t.call('POST', '/api/partnerResource/resources', editor.accessToken, {
        sectionID: library,
        kind: 'tool',
        title: 'Bad',
        url,
      });
      expect(r.status, url).toBe(400);
      expect(r.data.fields.url).toBe('URL_HTTPS_ONLY');
    }
  });

  it('embeds a video only from a host an admin lists; other videos stay plain links', async () => {
    const video = await resource({
      sectionID: library,
      kind: 'tool',
      title: 'Video tool',
      url: 'https://www.youtube-nocookie.com/embed/abc',
      isVideo: true,
    });
    const before = await t.call('GET', `/api/partnerResource/resources/${video.id}`);
    expect(before.data.result.partnerResource).toMatchObject({ embedUrl: null, url: video.url });
    const hosts = await t.call('PUT', '/api/partnerResource/embedHosts', admin.accessToken, {
      hosts: ['WWW.youtube-nocookie.com', 'player.vimeo.com'],
    });
    expect(hosts.data.result.hosts).toEqual(['player.vimeo.com', 'www.youtube-nocookie.com']);
    expect(
      (await t.call('GET', '/api/partnerResource/embedHosts', editor.accessToken)).data.result.hosts,
    ).toHaveLength(2);
    const after = await t.call('GET', `/api/partnerResource/resources/${video.id}`);
    expect(after.data.result.partnerResource.embedUrl).toBe('https://www.youtube-nocookie.com/embed/abc');
    const bad = await t.call('PUT', '/api/partnerResource/embedHosts', admin.accessToken, {
      hosts: ['javascript:'],
    });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/partnerResource/embedHosts', someone.accessToken)).status).toBe(403);
  });

  it("creates a partner's resource on POST /partner/resources, with its partner shown", async () => {
    const r = await t.call('POST', '/api/partner/resources', editor.accessToken, {
      sectionID: library,
      partnerID: acme,
      kind: 'game',
      title: 'Circuit game',
      url: 'https://games.example.org/circuit',
    });
    expect(r.status).toBe(201);
    expect(r.data.result.partnerResource.partner).toEqual({
      id: acme,
      name: 'acme',
      title: 'Acme Labs',
      description: 'Builds things',
      imageUrl: null,
    });
    const noPartner = await t.call('POST', '/api/partner/resources', editor.accessToken, {
      sectionID: library,
      kind: 'game',
      title: 'x',
    });
    expect(noPartner.status).toBe(400);
    const unknown = await t.call('POST', '/api/partner/resources', editor.accessToken, {
      sectionID: library,
      partnerID: 999999,
      kind: 'game',
      title: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('PARTNER_NOT_FOUND');
  });

  it('groups every section with its resources on GET /partner/getResources, of one type or all', async () => {
    const all = await t.call('GET', '/api/partner/getResources');
    expect(all.status).toBe(200);
    const grouped = all.data.result.resourcesWithSections as { slug: string; resources: Resource[] }[];
    expect(grouped.map((s) => s.slug)).toEqual(['webinars', 'library']);
    expect(grouped[0]!.resources.map((r) => r.title)).toEqual(['Past', 'Now', 'Soon']);
    const games = await t.call('GET', '/api/partner/getResources?type=game');
    const gameTitles = games.data.result.resourcesWithSections.flatMap((s: { resources: Resource[] }) =>
      s.resources.map((r) => r.title),
    );
    expect(gameTitles).toEqual(['Circuit game']);
    expect((await t.call('GET', '/api/partner/getResources?type=movie')).status).toBe(400);
  });

  it('lists resources by type with paging and count mode ("list: resource by type")', async () => {
    const r = await t.call('GET', '/api/partnerResource/resources?type=webinar&limit=2');
    expect(r.data.result.resources.map((x: Resource) => x.kind)).toEqual(['webinar', 'webinar']);
    expect(r.data.result).toMatchObject({ total: 3, hasMore: true });
    const count = await t.call('GET', '/api/partnerResource/resources?type=ebook&limit=0&offset=0');
    expect(count.data.result).toEqual({ total: 1 });
  });

  it('lets an editor change a resource (answered as updatedResource) and delete it', async () => {
    const made = await resource({ sectionID: library, kind: 'tool', title: 'Old name' });
    const changed = await t.call('PUT', `/api/partnerResource/resources/${made.id}`, editor.accessToken, {
      title: 'New name',
      description: '<script>alert(1)</script> stays text',
    });
    expect(changed.status).toBe(200);
    expect(changed.data.result.updatedResource).toMatchObject({
      title: 'New name',
      description: '<script>alert(1)</script> stays text',
    });
    const toWebinar = await t.call('PUT', `/api/partnerResource/resources/${made.id}`, editor.accessToken, {
      kind: 'webinar',
    });
    expect(toWebinar.data.code).toBe('WEBINAR_NEEDS_START');
    expect(
      (await t.call('DELETE', `/api/partnerResource/resources/${made.id}`, someone.accessToken)).status,
    ).toBe(403);
    const removed = await t.call('DELETE', `/api/partnerResource/resources/${made.id}`, editor.accessToken);
    expect(removed.data.result).toEqual({ success: true });
    const gone = await t.call('GET', `/api/partnerResource/resources/${made.id}`);
    expect(gone.status).toBe(404);
    expect(gone.data.messages[0]).toBe('Resource not found');
  });
});

describe('webinar registration (spec/001 §5, §7 "webinars (check returns isRegistered)")', () => {
  it('registers a person once, checks it, and lets them cancel', async () => {
    const soon = await resource({
      sectionID: webinars,
      kind: 'webinar',
      title: 'Register me',
      startsAt: at(HOUR),
    });
    const url = `/api/resources/${soon.id}/registration`;
    expect((await t.call('GET', url, someone.accessToken)).data.result).toEqual({ isRegistered: false });
    expect((await t.call('POST', url, someone.accessToken)).data.result).toEqual({ isRegistered: true });
    expect((await t.call('POST', url, someone.accessToken)).data.result).toEqual({ isRegistered: true });
    expect((await t.call('GET', url, someone.accessToken)).data.result).toEqual({ isRegistered: true });
    expect((await t.call('GET', url, editor.accessToken)).data.result).toEqual({ isRegistered: false });
    expect((await t.call('DELETE', url, someone.accessToken)).data.result).toEqual({ isRegistered: false });
    expect((await t.call('GET', url, someone.accessToken)).data.result).toEqual({ isRegistered: false });
    expect((await t.call('POST', url)).status).toBe(401);
  });

  it('refuses registration for a recorded webinar and for what is not a webinar', async () => {
    const [past] = (
      await t.call('GET', '/api/partnerResource/resources?type=webinar')
    ).data.result.resources.filter((r: Resource) => r.stage === 'recorded');
    const ended = await t.call('POST', `/api/resources/${past.id}/registration`, someone.accessToken);
    expect(ended.status).toBe(409);
    expect(ended.data.code).toBe('WEBINAR_ENDED');
    const book = await resource({ sectionID: library, kind: 'ebook', title: 'Not a webinar' });
    const r = await t.call('POST', `/api/resources/${book.id}/registration`, someone.accessToken);
    expect(r.status).toBe(400);
    expect(r.data.code).toBe('WEBINAR_ONLY');
    expect((await t.call('GET', '/api/resources/999999/registration', someone.accessToken)).status).toBe(404);
  });
});

describe('resource answers and gated downloads (spec/001 §7 utm campaign, source, medium)', () => {
  it('hides a gated address until the questions are answered, then records the download with its campaign', async () => {
    const gated = await resource({
      sectionID: library,
      kind: 'ebook',
      title: 'Gated guide',
      url: 'https://files.example.org/guide.pdf',
      questions: ['School', 'Role'],
    });
    expect(gated).toMatchObject({ url: null });
    const dl = `/api/resources/${gated.id}/download`;
    const utm = { utmCampaign: 'spring', utmSource: 'newsletter', utmMedium: 'email' };
    const early = await t.call('POST', dl, someone.accessToken, utm);
    expect(early.status).toBe(400);
    expect(early.data.messages[0]).toBe('Answer the questions before downloading');

    const answersUrl = `/api/resources/${gated.id}/answers`;
    expect((await t.call('GET', answersUrl, someone.accessToken)).data.result).toEqual({ answers: null });
    const partial = await t.call('PUT', answersUrl, someone.accessToken, {
      answers: { School: 'Hill High' },
    });
    expect(partial.data.code).toBe('RESOURCE_ANSWERS_NEEDED');
    const saved = await t.call('PUT', answersUrl, someone.accessToken, {
      answers: { School: ' Hill High ', Role: 'Teacher', Extra: 'dropped' },
    });
    expect(saved.data.result).toEqual({ answers: { School: 'Hill High', Role: 'Teacher' } });
    expect((await t.call('GET', answersUrl, someone.accessToken)).data.result.answers).toEqual({
      School: 'Hill High',
      Role: 'Teacher',
    });

    const done = await t.call('POST', dl, someone.accessToken, utm);
    expect(done.status).toBe(200);
    expect(done.data.result).toEqual({ url: 'https://files.example.org/guide.pdf' });

    const list = await t.call('GET', `/api/resources/${gated.id}/downloads`, editor.accessToken);
    expect(list.data.result.total).toBe(1);
    expect(list.data.result.downloads[0]).toMatchObject({
      userName: someone.userName,
      utmCampaign: 'spring',
      utmSource: 'newsletter',
      utmMedium: 'email',
      answers: { School: 'Hill High', Role: 'Teacher' },
    });
    expect((await t.call('GET', `/api/resources/${gated.id}/downloads`, someone.accessToken)).status).toBe(
      403,
    );
  });

  it('records an open download without a campaign, and refuses one with nothing to download', async () => {
    const open = await resource({
      sectionID: library,
      kind: 'tool',
      title: 'Open tool',
      url: 'https://t.example.org',
    });
    const r = await t.call('POST', `/api/resources/${open.id}/download`, someone.accessToken, {});
    expect(r.data.result.url).toBe('https://t.example.org');
    const list = await t.call('GET', `/api/resources/${open.id}/downloads`, admin.accessToken);
    expect(list.data.result.downloads[0]).toMatchObject({ utmCampaign: null, answers: null });
    const empty = await resource({ sectionID: library, kind: 'tool', title: 'No link' });
    const none = await t.call('POST', `/api/resources/${empty.id}/download`, someone.accessToken, {});
    expect(none.status).toBe(404);
    expect(none.data.code).toBe('RESOURCE_NO_DOWNLOAD');
    expect((await t.call('POST', `/api/resources/${open.id}/download`, undefined, {})).status).toBe(401);
  });
});

describe('boards attached to a resource (spec/001 §7 "add resource project membership")', () => {
  it("lets a board's owner and its editors attach it, lists the public ones, and lets them take it off", async () => {
    const target = await resource({ sectionID: library, kind: 'tool', title: 'Multimeter guide' });
    const owner = await makeUser(t);
    const coowner = await makeUser(t);
    const solar = await makeBoard(t, owner, {
      title: 'Solar oven',
      members: [{ user: coowner, role: 'coowner' }],
    });
    const hidden = await makeBoard(t, owner, { title: 'Secret rover', isPrivate: true });
    const path = (board: number) => `/api/resources/${target.id}/boards/${board}`;

    expect((await t.call('PUT', path(solar.id), owner.accessToken)).data.result).toEqual({ attached: true });
    // Attaching twice keeps one attachment; a co-owner may attach too.
    expect((await t.call('PUT', path(solar.id), coowner.accessToken)).status).toBe(200);
    expect((await t.call('PUT', path(hidden.id), owner.accessToken)).status).toBe(200);

    const listed = await t.call('GET', `/api/resources/${target.id}/boards`);
    expect(listed.status).toBe(200);
    // The private board stays off the public list.
    expect(listed.data.result.projects.map((b: { title: string }) => b.title)).toEqual(['Solar oven']);
    expect(listed.data.result.total).toBe(1);
    expect((await t.call('GET', `/api/resources/${target.id}/boards?limit=0&offset=0`)).data.result).toEqual({
      total: 1,
    });

    expect((await t.call('DELETE', path(solar.id), coowner.accessToken)).data.result).toEqual({
      attached: false,
    });
    const after = await t.call('GET', `/api/resources/${target.id}/boards`);
    expect(after.data.result.projects).toEqual([]);
  });

  it("refuses someone else's board (403), hides a private one (404), and lets staff attach any", async () => {
    const target = await resource({ sectionID: library, kind: 'game', title: 'Logic gates game' });
    const owner = await makeUser(t);
    const open = await makeBoard(t, owner, { title: 'Wind turbine' });
    const secret = await makeBoard(t, owner, { title: 'Hidden lab', isPrivate: true });
    const path = (board: number) => `/api/resources/${target.id}/boards/${board}`;

    expect((await t.call('PUT', path(open.id), someone.accessToken)).status).toBe(403);
    expect((await t.call('PUT', path(secret.id), someone.accessToken)).status).toBe(404);
    expect((await t.call('PUT', path(open.id))).status).toBe(401);
    expect((await t.call('PUT', `/api/resources/999999/boards/${open.id}`, owner.accessToken)).status).toBe(
      404,
    );
    expect((await t.call('PUT', `/api/resources/${target.id}/boards/abc`, owner.accessToken)).status).toBe(
      400,
    );

    expect((await t.call('PUT', path(open.id), admin.accessToken)).status).toBe(200);
    expect((await t.call('DELETE', path(open.id), someone.accessToken)).status).toBe(403);
    const listed = await t.call('GET', `/api/resources/${target.id}/boards`, someone.accessToken);
    expect(listed.data.result.projects.map((b: { id: number }) => b.id)).toEqual([open.id]);
    // Deleting the resource takes its attachments with it; the board stays.
    expect(
      (await t.call('DELETE', `/api/partnerResource/resources/${target.id}`, editor.accessToken)).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/projects/${open.id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/resources/${target.id}/boards`)).status).toBe(404);
  });
});
