// The live layer end to end (spec/000 §4, spec/001 §4, api.md "GET /ws"), with two browser
// contexts (two people or two browsers) and two pages of one context (two tabs):
// 1. priya comments on and likes a board: sam's open page shows both without a reload;
// 2. a newer server is deployed on the same database while a page is open: the page reconnects,
//    hears the new version in the socket greeting, checks /api/version and shows the update notice;
// 3. a password change in one browser logs the other browser out through the socket, and keeps the
//    one that changed it signed in;
// 4. a logout in one tab logs out the other tab of the same browser through `pb-vms`.
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsRegion, en, getAs, publicGet, stamp } from './boards-helpers.ts';
import { baseUrl, launch, snap } from './browser.ts';
import { apiLogin, exact, label, loginContext, signIn, signUp, until, WAIT, waitForPath } from './helpers.ts';
import { ownServer } from './server-process.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function context(base = baseUrl): Promise<BrowserContext> {
  const made = await browser.newContext({
    baseURL: base,
    locale: 'en-GB',
    viewport: { width: 1280, height: 860 },
  });
  made.setDefaultTimeout(WAIT);
  contexts.push(made);
  return made;
}

type Frame = Record<string, unknown>;

/** Every socket frame a page receives (all its sockets, also after reconnects). */
function frames(page: Page): Frame[] {
  const heard: Frame[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        heard.push(JSON.parse(String(payload)) as Frame);
      } catch {
        heard.push({ undecodable: String(payload) });
      }
    });
  });
  return heard;
}

/** Marks the document: the mark survives anything but a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __liveMark: number }).__liveMark = 1;
  });
}
async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __liveMark?: number }).__liveMark === 1);
}

const loginLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: exact(en('nav.login')) });
const userMenu = (page: Page, userName: string) =>
  page.getByRole('banner').getByRole('button', { name: en('nav.userMenu', { name: userName }) });

interface BoardAnswer {
  id: number;
  user: { userName: string } | null;
  isDraft: boolean;
  isPrivate: boolean;
  liked?: boolean;
  metadata: { likes: number; comments: number };
}

describe('live updates between two people (spec/001 §4)', () => {
  it('priya’s comment and like appear on sam’s open board page without a reload', async () => {
    // A public board of neither of them.
    const { projects } = await publicGet<{ projects: BoardAnswer[] }>('/projects?limit=40&offset=0');
    const board = projects.find(
      (b) => !b.isDraft && !b.isPrivate && b.user && !['sam', 'priya'].includes(b.user.userName),
    );
    if (!board) throw new Error('no public board of another person in the demo content');

    const samContext = await context();
    const priyaContext = await context();
    await loginContext(samContext, 'sam');
    await loginContext(priyaContext, 'priya');
    const sam = await samContext.newPage();
    const priya = await priyaContext.newPage();
    const samFrames = frames(sam);

    await sam.goto(`/story/${board.id}`);
    await commentsRegion(sam).waitFor();
    // sam's socket follows the board before priya does anything.
    await until(
      () => samFrames.some((f) => f.action === 'subscribe' && f.id === board.id && f.ok === true),
      'sam’s subscription',
    );
    await markDocument(sam);

    await priya.goto(`/story/${board.id}`);
    const text = `Live from priya ${stamp}`;
    const priyaComments = commentsRegion(priya);
    await priyaComments.getByLabel(label(en('boards.comments.label'))).fill(text);
    await priyaComments.getByRole('button', { name: exact(en('boards.comments.submit')) }).click();

    // sam's page shows it: the message arrives and the latest comments are read again.
    await commentsRegion(sam).getByRole('listitem').filter({ hasText: text }).waitFor({ timeout: WAIT });
    expect(
      samFrames.some(
        (f) => f.action === 'add' && f.type === 'project' && f.id === board.id && f.childType === 'comment',
      ),
    ).toBe(true);
    expect(await stillSameDocument(sam)).toBe(true);
    await snap(sam, 'live-01-comment-arrived');

    // priya's like (or unlike, if an earlier run left it liked) changes sam's count live.
    const before = await getAs<{ project: BoardAnswer }>(await apiLogin('priya'), `/projects/${board.id}`);
    const expected = before.project.metadata.likes + (before.project.liked ? -1 : 1);
    await priya
      .getByRole('button', { name: new RegExp(`^(${en('boards.like')}|${en('boards.liked')}) `) })
      .first()
      .click();
    // The board's own like button (similar boards' cards below may show the same count).
    await sam
      .getByRole('button', { name: new RegExp(`^(${en('boards.like')}|${en('boards.liked')}) `) })
      .first()
      .getByLabel(exact(en('boards.count.likes', { count: expected })))
      .waitFor({ timeout: WAIT });
    expect(await stillSameDocument(sam)).toBe(true);
    await snap(sam, 'live-02-like-arrived');
  });
});

describe('a deploy of a newer server (spec/001 §4 version check, §9 threshold)', () => {
  it('the open page reconnects, hears the newer version and shows the update notice', async () => {
    const server = await ownServer();
    try {
      // The first server is as new as this build: no notice.
      await server.start();
      const visitor = await context(server.url);
      const page = await visitor.newPage();
      const heard = frames(page);
      await page.goto('/home');
      await page.getByRole('banner').waitFor();
      await until(
        () => heard.some((f) => f.action === 'update' && f.type === 'version'),
        'the version greeting',
      );
      const firstVersion = heard.find((f) => f.type === 'version')?.id as number;
      // Without MAKERBOARD_VERSION a server reports the build time of the web files it serves.
      const built = (await (await fetch(`${server.url}/version.json`)).json()) as { version: number };
      expect(firstVersion).toBe(built.version);
      await page.waitForTimeout(500);
      const notice = page.getByRole('status').filter({ hasText: en('system.update.site') });
      expect(await notice.count()).toBe(0);
      await markDocument(page);

      // Deploy: the same database, a version seven days newer than this build (threshold: six).
      const newer = Math.floor(Date.now() / 1000) + 7 * 86_400;
      await server.stop();
      await server.start({ MAKERBOARD_VERSION: String(newer) });
      expect((await (await fetch(`${server.url}/api/version`)).json()) as unknown).toMatchObject({
        result: { version: newer },
      });

      // The socket comes back by itself (backoff from 250 ms, doubling up to 30 s: after a slow
      // restart the next try can be that far off), is greeted with the new version, and the check
      // that this triggers shows the notice.
      await notice.waitFor({ timeout: 100_000 });
      // It is a button in a live region: a click (or Enter) reloads the page.
      await notice.getByRole('button', { name: exact(en('system.update.site')) }).waitFor();
      expect(heard.some((f) => f.type === 'version' && f.id === newer)).toBe(true);
      expect(firstVersion).toBeLessThan(newer);
      expect(await stillSameDocument(page)).toBe(true);
      await snap(page, 'live-03-update-notice');
    } finally {
      await server.dispose();
    }
    // Two starts of a server of its own (the first creates its database) on two shared cores.
  }, 300_000);
});

/** A newcomer of this run (a password change must not touch the demo users the other files use). */
const newcomer = () => signUp(`live${stamp}`.slice(0, 20), { firstName: 'Live', lastName: 'Tester' });

describe('session logout by socket (spec/000 §4)', () => {
  it('a password change in one browser logs the other out live, and keeps the changing one in', async () => {
    const person = await newcomer();
    const otherBrowser = await context();
    const thisBrowser = await context();
    await signIn(otherBrowser, person.userName, person.password);
    await signIn(thisBrowser, person.userName, person.password);

    const other = await otherBrowser.newPage();
    const otherFrames = frames(other);
    await other.goto('/home');
    await userMenu(other, person.userName).waitFor();
    await until(
      () => otherFrames.some((f) => f.action === 'auth' && f.ok === true),
      'the other socket’s auth',
    );
    await markDocument(other);

    const page = await thisBrowser.newPage();
    const pageFrames = frames(page);
    await page.goto(`/profile/${person.userName}/settings`);
    const form = page.getByRole('region', { name: exact(en('profile.settings.passwordTitle')) });
    await form.getByLabel(label(en('profile.settings.currentPassword'))).fill(person.password);
    await form.getByLabel(label(en('auth.reset.newPassword'))).fill('Fresh-Gears-77');
    await form.getByLabel(label(en('auth.password.confirm'))).fill('Fresh-Gears-77');
    await form.getByRole('button', { name: exact(en('profile.settings.changePassword')) }).click();
    await form.getByText(en('profile.settings.passwordChanged')).waitFor();

    // The other browser hears `{action: "logout", type: "user", uuid}` and logs out by itself.
    await waitForPath(other, (url) => url.pathname === '/home' && url.searchParams.get('logout') === 'true');
    await loginLink(other).waitFor();
    expect(otherFrames.some((f) => f.action === 'logout' && f.type === 'user')).toBe(true);
    expect(await stillSameDocument(other)).toBe(true);
    expect((await otherBrowser.cookies()).some((c) => c.name === 'mb_access')).toBe(false);
    await snap(other, 'live-04-logged-out-by-socket');

    // The browser that changed it stays signed in, with the new pair.
    await page.waitForTimeout(500);
    expect(pageFrames.some((f) => f.action === 'logout')).toBe(false);
    await page.reload();
    await userMenu(page, person.userName).waitFor();
  });
});

describe('two tabs of one browser (pb-vms)', () => {
  it('a logout in one tab logs the other tab out, with no socket message', async () => {
    const samBrowser = await context();
    await loginContext(samBrowser, 'sam');
    const first = await samBrowser.newPage();
    const second = await samBrowser.newPage();
    const secondFrames = frames(second);
    await first.goto('/home');
    await second.goto('/explore');
    await userMenu(first, 'sam').waitFor();
    await userMenu(second, 'sam').waitFor();
    await markDocument(second);

    await userMenu(first, 'sam').click();
    await first.getByRole('menuitem', { name: exact(en('nav.logout')) }).click();
    await waitForPath(first, (url) => url.searchParams.get('logout') === 'true');
    await loginLink(first).waitFor();

    // The second tab follows, told through localStorage under pb-vms (a plain logout sends nothing
    // on the socket: it ends only this browser's session).
    await waitForPath(second, (url) => url.pathname === '/home' && url.searchParams.get('logout') === 'true');
    await loginLink(second).waitFor();
    expect(await stillSameDocument(second)).toBe(true);
    expect(secondFrames.some((f) => f.action === 'logout')).toBe(false);
    const shared = await second.evaluate(() => localStorage.getItem('pb-vms'));
    expect(JSON.parse(shared ?? '{}')).toMatchObject({ v: 1, message: { kind: 'session', uuid: null } });
    await snap(second, 'live-05-second-tab-logged-out');
  });
});
