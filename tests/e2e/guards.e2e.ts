// Guard redirects and route rules of spec/000 §2, as docs/routes.md decides them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, loginContext, openPage, tr, WAIT, waitForPath, where } from './helpers.ts';

const notFoundTitle = tr('en', 'system.notFound.title');

let browser: Browser;
let visitor: BrowserContext;
let sam: BrowserContext;
let ada: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  visitor = await newContext(browser);
  sam = await newContext(browser);
  ada = await newContext(browser);
  await loginContext(sam, 'sam');
  await loginContext(ada, 'ada');
});

afterAll(async () => {
  await browser?.close();
});

async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: exact(text) }).waitFor({ timeout: WAIT });
}

async function expectNotFound(page: Page): Promise<void> {
  await expectHeading(page, notFoundTitle);
}

describe('guards and route rules (spec/000 §2)', () => {
  it('sam on /feed reads the new boards of the people and topics he follows (issue 16, item 10)', async () => {
    const page = await openPage(sam, '/feed');
    await expectHeading(page, tr('en', 'feed.title'));
    await page.getByRole('article').first().waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'guards-feed');
    await page.close();
  });

  it('a visitor on /feed goes home', async () => {
    const page = await openPage(visitor, '/feed');
    await waitForPath(page, (url) => url.pathname === '/home');
    await expectHeading(page, tr('en', 'home.welcome'));
    await page.close();
  });

  it('a visitor on /start/abc goes to the blank page', async () => {
    const page = await openPage(visitor, '/start/abc');
    await waitForPath(page, (url) => url.pathname === '/blankpage');
    await expect.poll(() => page.title(), { timeout: WAIT }).toContain(tr('en', 'system.blank.title'));
    await page.close();
  });

  it('a visitor on /startButtonTemplate goes to the login page with a redirect back', async () => {
    const page = await openPage(visitor, '/startButtonTemplate');
    await waitForPath(page, (url) => url.pathname === '/loginPage');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/startButtonTemplate');
    await expectHeading(page, tr('en', 'auth.login.title'));
    await page.close();
  });

  it('a logged-in user on /startButtonTemplate goes to the template 21744 with its flags', async () => {
    const page = await openPage(sam, '/startButtonTemplate');
    // The start screen may move on (it starts a board from the template), so keep the URL it got.
    let reached: URL | undefined;
    await waitForPath(page, (url) => {
      if (url.pathname === '/start/21744') reached = url;
      return !!reached;
    });
    expect(reached?.searchParams.get('startButton')).toBe('true');
    expect(reached?.searchParams.get('draft')).toBe('true');
    expect(reached?.searchParams.get('private')).toBe('true');
    // Never the visitor fallbacks: the login page, the blank page or the not-found page.
    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor({ timeout: WAIT });
    const text = ((await title.textContent()) ?? '').trim();
    expect([notFoundTitle, tr('en', 'system.blank.title'), tr('en', 'auth.login.title')]).not.toContain(text);
    expect(['/loginPage', '/blankpage']).not.toContain(new URL(page.url()).pathname);
    await snap(page, 'guards-start-button-template');
    await page.close();
  });

  it('a visitor on /admin must log in first', async () => {
    const page = await openPage(visitor, '/admin');
    await waitForPath(page, (url) => url.pathname === '/loginPage');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin');
    await expectHeading(page, tr('en', 'auth.login.title'));
    await page.close();
  });

  it('a logged-in non-admin sees the not-found page on /admin and /create, at the same URL', async () => {
    for (const path of ['/admin', '/create']) {
      const page = await openPage(sam, path);
      await expectNotFound(page);
      expect(where(page)).toBe(path);
      if (path === '/admin') await snap(page, 'guards-admin-non-admin');
      await page.close();
    }
  });

  it('admin ada on /admin passes the role guard', async () => {
    const page = await openPage(ada, '/admin');
    // The admin area's dashboard (issue 13), listing the sections the role opens.
    await expectHeading(page, tr('en', 'admin.title'));
    await page
      .getByRole('link', { name: exact(tr('en', 'admin.sections.moderation.reports.title')) })
      .waitFor({ timeout: WAIT });
    expect(await page.getByRole('heading', { name: exact(notFoundTitle) }).count()).toBe(0);
    expect(where(page)).toBe('/admin');
    await snap(page, 'guards-admin-ada');
    await page.close();
  });

  it('/loginPage when logged in goes home, but stays with a redirect query', async () => {
    const page = await openPage(sam, '/loginPage');
    await waitForPath(page, (url) => url.pathname === '/home');
    await expectHeading(page, tr('en', 'home.welcomeBack', { name: 'Sam' }));

    await page.goto('/loginPage?redirect=/profile');
    await expectHeading(page, tr('en', 'auth.login.title'));
    expect(where(page)).toBe('/loginPage?redirect=/profile');
    await page.close();
  });

  it('/signup goes home with the signup dialog open', async () => {
    const page = await openPage(visitor, '/signup');
    await waitForPath(page, (url) => url.pathname === '/home' && url.searchParams.get('modal') === 'signup');
    const dialog = page.getByRole('dialog', { name: tr('en', 'auth.signup.title') });
    await dialog.waitFor({ timeout: WAIT });
    await expect.poll(() => dialog.getByLabel(/First name/).count()).toBe(1);
    await snap(page, 'guards-signup-dialog');
    await page.close();
  });

  it('/makershed goes to /profile/makershed', async () => {
    const page = await openPage(visitor, '/makershed');
    await waitForPath(page, (url) => url.pathname === '/profile/makershed');
    await page.close();
  });

  it('an unknown path shows the not-found page', async () => {
    const page = await openPage(visitor, '/no/such/page');
    await expectNotFound(page);
    expect(where(page)).toBe('/no/such/page');
    await snap(page, 'guards-not-found');
    await page.close();
  });

  it('a partner prefix works and is kept in links', async () => {
    const page = await openPage(visitor, '/acme/home');
    await expectHeading(page, tr('en', 'home.welcome'));
    expect(where(page)).toBe('/acme/home');
    const login = page.getByRole('banner').getByRole('link', { name: exact(tr('en', 'nav.login')) });
    expect(await login.getAttribute('href')).toBe('/acme/loginPage');
    await login.click();
    await waitForPath(page, (url) => url.pathname === '/acme/loginPage');
    await expectHeading(page, tr('en', 'auth.login.title'));
    await snap(page, 'guards-partner-login');
    await page.close();
  });

  it('/index.html goes home', async () => {
    const page = await openPage(visitor, '/index.html');
    await waitForPath(page, (url) => url.pathname === '/home');
    await expectHeading(page, tr('en', 'home.welcome'));
    await page.close();
  });
});
