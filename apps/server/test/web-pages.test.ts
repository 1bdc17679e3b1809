import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { coverPattern } from '@makerboard/shared/cover-pattern';
import { isWebRouteIn } from '@makerboard/shared/web-routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iframeHosts, projects } from '../src/db/schema/index.ts';
import { hasSessionCookie, PAGE_TEXTS, withFirstPaint } from '../src/plugins/first-paint.ts';
import { HOME_TEXTS } from '../src/plugins/first-paint-home.ts';
import { makeBoard, makeUser } from './factories.ts';
import { createTestApp, type Session, type TestApp } from './helpers.ts';

/**
 * Unknown paths answered HTTP 200 with the not-found page (issue "The community as a newcomer meets
 * it", 17): the app is still served, so the not-found page shows, but with a 404.
 */
let t: TestApp;
let web: string;
/** The loading shell as apps/web/index.html has it: the page's first screen goes between the marks. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Makerboard: the community." />' +
  '<title>Makerboard</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><div class="mb-boot"><header></header>' +
  '<!--page--><div class="bar"></div><!--/page--></div></div></body></html>';

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  writeFileSync(path.join(web, 'index.html'), INDEX);
  // The build's manifest: the app's entry, and the module that starts it after a first screen.
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(
    path.join(web, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/after-first-paint.ts': { file: 'assets/after-first-paint-1.js', isEntry: true },
    }),
  );
  t = await createTestApp({ WEB_DIST: web });
  await t.database.db.insert(iframeHosts).values({ host: 'video.example.org' });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('web pages', () => {
  it.each([
    '/',
    '/home',
    '/home?modal=signup',
    '/story/42',
    '/story/42/edit',
    '/profile',
    '/profile/sam/about',
    '/faq',
    '/fair/3/judging',
    '/inbox/group/robots',
    '/acme/home',
    '/acme/profile/ada/about',
    '/acme/index.html',
    '/index.html',
    '/exploreResources',
    '/resource/7',
  ])('%s is a page of the app (200)', async (url) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toMatch(/<title>([^<]* · )?Makerboard<\/title>/);
  });

  it.each([
    '/no-such-page/at/all',
    '/acme', // a partner's home is /acme/home (spec/000 §2)
    '/home/contact',
    '/story',
    '/story/42/edit/more',
    '/acme/no-such-page',
    '/notFound',
  ])('%s is the not-found page with a 404', async (url) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<title>Makerboard</title>');
  });

  it('serves exploreResources only in the community variant (spec/000 §6)', () => {
    expect(isWebRouteIn('/exploreResources', 'community')).toBe(true);
    expect(isWebRouteIn('/acme/exploreResources', 'community')).toBe(true);
    for (const variant of ['projects', 'discussions']) {
      expect(isWebRouteIn('/exploreResources', variant)).toBe(false);
      expect(isWebRouteIn('/acme/exploreresources', variant)).toBe(false);
      expect(isWebRouteIn('/resources', variant)).toBe(true);
    }
  });

  it('keeps the contract envelope for unknown API paths and files', async () => {
    const api = await t.app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND', messages: ['Not found'] });
    const file = await t.app.inject('/no-such-file.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
  });
});

describe('the dev outbox at the root', () => {
  it('gives a browser the app once, and tools the JSON', async () => {
    const page = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Makerboard</title>');
    const data = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(data.json()).toMatchObject({ result: { messages: expect.any(Array) } });
  });
});

describe('framing (issue 13: the embed page may be framed by other sites, no other page may)', () => {
  it.each(['/embed?board=1', '/embed', '/acme/embed?board=2'])(
    '%s may be framed by any site',
    async (url) => {
      const r = await t.app.inject(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(r.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
      expect(r.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each(['/home', '/story/1', '/embed/more', '/api/projects', '/no-such-page', '/admin'])(
    '%s refuses to be framed by another site',
    async (url) => {
      const r = await t.app.inject(url);
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(r.headers['content-security-policy']).not.toContain('frame-ancestors *');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('lets pages frame only this site and the hosts admins list (frame-src)', async () => {
    for (const url of ['/home', '/scienceday', '/embed?board=1']) {
      const r = await t.app.inject(url);
      expect(r.headers['content-security-policy'], url).toContain(
        "frame-src 'self' https://video.example.org",
      );
    }
    // The API's answers are not pages: they keep the plain policy.
    const api = await t.app.inject('/api/version');
    expect(api.headers['content-security-policy']).not.toContain('frame-src');
  });
});

/**
 * Issue 17, item 2: a public board's page comes with its first screen in the HTML (title, author,
 * cover, first section), so a phone's largest paint needs no script. Only what a visitor reads from
 * the API goes in, escaped; never a private, hidden or anonymous author's name; per language and
 * partner; rendered afresh when the board changes.
 */
describe('the first paint of a public board (issue 17)', () => {
  let owner: Session;
  const page = async (url: string, language = 'en') =>
    (await t.app.inject({ url, headers: { 'accept-language': language } })).body;
  const firstScreen = (html: string) => /<article class="mb-fp"[\s\S]*?<\/article>/.exec(html)?.[0] ?? null;

  beforeAll(async () => {
    owner = await makeUser(t, { firstName: 'Ada', lastName: 'Maker' });
  });

  it('writes the title, author, cover, first section and head of a public board', async () => {
    const board = await makeBoard(t, owner, {
      title: 'Solar oven',
      description: 'A box, foil and sunlight.',
      sections: ['How it started'],
      body: { coverImageUrl: '/covers/solar.jpg', tags: ['sun'] },
    });
    const html = await page(`/story/${board.id}`);
    const screen = firstScreen(html);
    expect(screen).toContain('<h1 id="mb-first-title">Solar oven</h1>');
    expect(screen).toContain(`href="/profile/${owner.userName}/about"`);
    expect(screen).toContain(
      '<img class="mb-fp-cover" src="/covers/solar.jpg" alt="" width="1200" height="200" fetchpriority="high">',
    );
    expect(screen).toContain('<h2>How it started</h2><p class="mb-fp-section">How it started</p>');
    expect(screen).toContain('href="/tag/sun">#sun</a>');
    expect(screen).toContain(`data-path="/story/${board.id}"`);
    expect(html).toContain('<title>Solar oven · Makerboard</title>');
    expect(html).toContain('<meta name="description" content="A box, foil and sunlight.">');
    expect(html).toContain('<meta property="og:title" content="Solar oven">');
    expect(html).toContain(`<meta property="og:url" content="${t.config.publicUrl}/story/${board.id}">`);
    expect(html).toContain(`<meta property="og:image" content="${t.config.publicUrl}/covers/solar.jpg">`);
    expect(html).toContain('<link rel="preload" as="image" href="/covers/solar.jpg" fetchpriority="high">');
    // The app's scripts wait in an inert template until this screen is painted (issue 17).
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/after-first-paint-1.js"></script></head>',
    );
    expect(html).toContain(
      '<template id="mb-after-paint"><script type="module" crossorigin src="/assets/index-1.js"></script></template></body>',
    );
    // The placeholder bars give way; the video address of a board is the same page.
    expect(html).not.toContain('class="bar"');
    expect(firstScreen(await page(`/story/video/${board.id}`))).toContain('Solar oven');
    // The page goes out compressed as the browser accepts (it comes from the not-found handler,
    // which the per-route compression does not reach).
    for (const [accepted, inflate] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        url: `/story/${board.id}`,
        headers: { 'accept-language': 'en', 'accept-encoding': accepted },
      });
      expect(packed.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(inflate(packed.rawPayload).toString('utf8')).toBe(html);
    }
  });

  it('escapes every text: a title, description or section cannot write markup', async () => {
    const board = await makeBoard(t, owner, {
      sections: [`<b>bold</b></title><script>alert(3)</script>`],
      body: { coverImageUrl: '/c.jpg"><script>alert(4)</script>' },
    });
    // Written past the API's own cleaning (as older data may hold it): the page escapes regardless.
    await t.database.db
      .update(projects)
      .set({
        title: '</script><img src=x onerror=alert(1)>"\'',
        description: '"><svg onload=alert(2)> & more',
        tags: ['x"y'],
      })
      .where(eq(projects.id, board.id));
    t.app.ctx.events.emit({ type: 'project', action: 'update', id: board.id });
    const html = await page(`/story/${board.id}`);
    expect(firstScreen(html)).toContain(
      '<h1 id="mb-first-title">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;</h1>',
    );
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39; · Makerboard</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;svg onload=alert(2)&gt; &amp; more"');
    expect(html).toContain('src="/c.jpg&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"');
    expect(html).toContain('href="/tag/x%22y">#x&quot;y</a>');
    for (const raw of ['<img src=x', '<svg onload', '<script>alert', 'alert(1)>"']) {
      expect(html, raw).not.toContain(raw);
    }
  });

  it('writes a cover only from this site (the page policy loads pictures from here alone)', async () => {
    const board = await makeBoard(t, owner, { body: { coverImageUrl: 'javascript:alert(1)' } });
    const other = await makeBoard(t, owner, { body: { coverImageUrl: '//evil.example/x.jpg' } });
    for (const id of [board.id, other.id]) {
      const html = await page(`/story/${id}`);
      expect(firstScreen(html)).toContain('class="mb-fp-pattern"');
      // The card's own pattern for this board (one definition for the app and the server).
      const { backgroundColor, backgroundImage } = coverPattern(id);
      expect(firstScreen(html)).toContain(
        `style="background-color:${backgroundColor};background-image:${backgroundImage}"`,
      );
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).not.toMatch(/javascript:|evil\.example/);
    }
  });

  it('keeps languages and partners apart', async () => {
    const board = await makeBoard(t, owner, { title: 'Wind tunnel' });
    const german = await page(`/acme/story/${board.id}`, 'de-DE,de;q=0.9');
    expect(german).toContain('<html lang="de"');
    expect(firstScreen(german)).toContain(`von <a href="/acme/profile/${owner.userName}/about">`);
    expect(firstScreen(german)).toContain(`data-path="/acme/story/${board.id}"`);
    const english = await page(`/story/${board.id}`);
    expect(english).toContain('<html lang="en"');
    expect(firstScreen(english)).toContain(`by <a href="/profile/${owner.userName}/about">`);
    expect(english).not.toContain('/acme/');
    expect(firstScreen(await page(`/story/${board.id}`, 'fr'))).toContain('par <a href=');
  });

  it('writes nothing for a board a visitor may not read or that is not public', async () => {
    const secret = await makeBoard(t, owner, { title: 'Secret plans', isPrivate: true });
    const draft = await makeBoard(t, owner, { title: 'Draft plans', body: { draft: true } });
    const hidden = await makeBoard(t, owner, { title: 'Hidden plans' });
    await t.database.db.update(projects).set({ isHidden: true }).where(eq(projects.id, hidden.id));
    t.app.ctx.events.emit({ type: 'project', action: 'update', id: hidden.id });
    for (const url of [
      `/story/${secret.id}`,
      `/story/${draft.id}`,
      `/story/${hidden.id}`,
      '/story/2147483647',
    ]) {
      const r = await t.app.inject(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).not.toContain('mb-first');
      expect(r.body, url).not.toMatch(/(Secret|Draft|Hidden) plans/);
      expect(r.body, url).toContain('<title>Makerboard</title>');
      // Without a first screen, the app's scripts start as built.
      expect(r.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
      );
      expect(r.body, url).not.toContain('mb-after-paint');
    }
  });

  it("never names an anonymous board's author", async () => {
    const board = await makeBoard(t, owner, { title: 'Who made me', body: { isAnonymous: true } });
    const html = await page(`/story/${board.id}`);
    expect(firstScreen(html)).toContain('by an anonymous maker');
    expect(html).not.toContain(owner.userName);
    expect(html).not.toContain('Ada');
  });

  it('renders the page afresh when the board changes, and never once it is private', async () => {
    const board = await makeBoard(t, owner, { title: 'Rain gauge' });
    expect(firstScreen(await page(`/story/${board.id}`))).toContain('Rain gauge');
    await t.call('PUT', `/api/projects/${board.id}`, owner.accessToken, { title: 'Rain gauge, version 2' });
    expect(firstScreen(await page(`/story/${board.id}`))).toContain('Rain gauge, version 2');
    await t.call('PUT', `/api/projects/${board.id}`, owner.accessToken, { isPrivate: true });
    const html = await page(`/story/${board.id}`);
    expect(html).not.toContain('mb-first');
    expect(html).not.toContain('Rain gauge');
  });

  it('says what the app says, in its words (apps/web/src/i18n)', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const app = JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../web/src/i18n/${language}.json`), 'utf8'),
      );
      expect(PAGE_TEXTS[language]).toEqual({
        by: app.boards.by,
        anonymousAuthor: app.boards.anonymousAuthor,
        untitled: app.boards.untitled,
        views: app.boards.count.views,
        comments: app.boards.count.comments,
      });
    }
  });

  it('leaves a page without the marks as built', () => {
    const bare = '<html><head><title>Makerboard</title></head><body></body></html>';
    const paint = { language: 'de' as const, title: 'x', description: 'y', head: '<meta>', body: '<p>' };
    expect(withFirstPaint(bare, paint)).toBe(bare);
  });
});

/**
 * Issue 17, item 2: home comes with its first screen in the HTML for a visitor (the welcome, the
 * banner, the tabs and the first row of the feed with its covers), so a phone's largest paint, the
 * first board's cover, needs no script. A person signed in, or a home with a query (another tab, a
 * dialog), gets the app as built.
 */
describe("home's first paint for a visitor (issue 17)", () => {
  let owner: Session;
  let admin: Session;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });
  const firstScreen = (html: string) => {
    const start = html.indexOf('<div class="mb-fh" id="mb-first"');
    return start < 0 ? null : html.slice(start, html.indexOf('<template id="mb-after-paint">'));
  };

  beforeAll(async () => {
    owner = await makeUser(t, { firstName: 'Grace', lastName: 'Builder' });
    admin = await makeUser(t, { roles: ['admin'] });
  });

  it('writes the welcome, the tabs as links and the first three boards, the first cover asked for first', async () => {
    await makeBoard(t, owner, { title: 'Oldest kite' });
    await makeBoard(t, owner, { title: 'Wind & water', body: { coverImageUrl: '/covers/wind.jpg' } });
    await makeBoard(t, owner, { title: 'Hidden kite', isPrivate: true });
    await makeBoard(t, owner, { title: 'Water clock' });
    const newest = await makeBoard(t, owner, {
      title: 'Sun dial',
      body: { coverImageUrl: '/covers/sun.jpg' },
    });
    const r = await get('/home');
    expect(r.statusCode).toBe(200);
    const screen = firstScreen(r.body);
    expect(screen).toContain('<h1 id="mb-first-title">Build it. Share it. Learn together.</h1>');
    expect(screen).toContain('<a href="/signup">Join Makerboard</a><a href="/loginPage">Log in</a>');
    expect(screen).toContain(
      '<a href="/home" aria-current="page">Recommended</a><a href="/home?tab=popular">Popular</a>',
    );
    // A visitor's recommended feed: by engagement (none here), then the newest first; never a private board.
    expect(screen).toContain(`<h2><a href="/story/${newest.id}">Sun dial</a></h2>`);
    expect(screen).toContain('Water clock');
    expect(screen).toContain('Wind &amp; water');
    expect(screen).not.toContain('Hidden kite');
    expect(screen).not.toContain('Oldest kite');
    expect(screen?.split('<article class="mb-fh-card">')).toHaveLength(4);
    expect(screen).toContain(`by <a href="/profile/${owner.userName}/about">Grace Builder</a>`);
    expect(screen).toContain(
      '<img src="/covers/sun.jpg" alt="" width="400" height="140" fetchpriority="high">',
    );
    expect(screen).toContain('<img src="/covers/wind.jpg" alt="" width="400" height="140" loading="lazy">');
    expect(screen).toContain('aria-label="Likes: 0"');
    expect(r.body).toContain('<link rel="preload" as="image" href="/covers/sun.jpg" fetchpriority="high">');
    // The page's own title and description stay; the scripts wait for the first screen.
    expect(r.body).toContain('<title>Makerboard</title>');
    expect(r.body).toContain('<meta name="description" content="Makerboard: the community." />');
    expect(r.body).toContain(
      '<template id="mb-after-paint"><script type="module" crossorigin src="/assets/index-1.js"></script></template></body>',
    );
    // "/" goes home in the app: the same first screen.
    expect(firstScreen((await get('/')).body)).toContain('Sun dial');
    // In the visitor's language.
    expect(firstScreen((await get('/home', { 'accept-language': 'de' })).body)).toContain('Empfohlen');
  });

  it("shows the shown carousel's first banner, with its link and the room of its controls", async () => {
    const made = await t.call('POST', '/api/banner-carousels', admin.accessToken, {
      name: 'Fair week',
      delay: 4000,
      isDefault: true,
    });
    const id = made.data.result.carousel.id;
    await t.call('POST', `/api/banner-carousels/${id}/banners`, admin.accessToken, {
      title: 'Science <Day>',
      imageUrl: '/api/v2/partners/acme/logo',
      linkUrl: 'https://makerboard.example.org/scienceday',
    });
    const second = await t.call('POST', `/api/banner-carousels/${id}/banners`, admin.accessToken, {
      title: 'Build week',
      imageUrl: '/api/v2/partners/acme/logo',
    });
    expect(second.status).toBe(201);
    const screen = firstScreen((await get('/home')).body);
    expect(screen).toContain('aria-roledescription="carousel" aria-label="Fair week"');
    expect(screen).toContain('aria-label="Banner 1 of 2"');
    expect(screen).toContain(
      '<a class="mb-fh-slide" href="https://makerboard.example.org/scienceday" target="_blank" rel="noopener noreferrer"><img src="/api/v2/partners/acme/logo" alt=""><b>Science &lt;Day&gt;</b></a>',
    );
    expect(screen).toContain('<div class="mb-fh-controls" aria-hidden="true">');
    expect(screen).not.toContain('Build week');
  });

  it('is not written for a person signed in, nor for home with a query', async () => {
    for (const [url, headers] of [
      ['/home', { cookie: 'mb_refresh=abc; other=1' }],
      ['/home', { cookie: 'theme=dark; mb_access=abc' }],
      ['/home?tab=popular', {}],
      ['/home?modal=signup', {}],
      ['/acme/home', {}],
    ] as const) {
      const r = await get(url, headers);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).not.toContain('mb-first');
      expect(r.body, url).not.toContain('mb-after-paint');
    }
    expect(hasSessionCookie('mb_refresh=')).toBe(false);
    expect(hasSessionCookie('xmb_access=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('says what the app says, in its words (apps/web/src/i18n)', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const app = JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../web/src/i18n/${language}.json`), 'utf8'),
      );
      const { roleDescription, slide, position, pause, previous, next } = app.carousels;
      expect(HOME_TEXTS[language]).toEqual({
        welcome: app.home.welcome,
        intro: app.home.intro,
        join: app.home.cta.join,
        login: app.nav.login,
        tabsLabel: app.home.tabsLabel,
        tabs: app.home.tabs,
        by: app.boards.by,
        anonymousAuthor: app.boards.anonymousAuthor,
        untitled: app.boards.untitled,
        likes: app.boards.count.likes,
        comments: app.boards.count.comments,
        bookmarks: app.boards.count.bookmarks,
        featured: app.boards.badge.featured,
        carousel: { roleDescription, slide, position, pause, previous, next },
      });
    }
  });
});
