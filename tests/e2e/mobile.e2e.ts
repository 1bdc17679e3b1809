// Phone-width screens (issue 16, item 14): rows of tabs that do not fit say that they scroll; a
// public board's first screen and a visitor's home come from the HTML, and the app takes their place
// without a jump (issue 17).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, snap } from './browser.ts';
import { apiOk, loginContext, tr, WAIT } from './helpers.ts';

let browser: Browser;
let sam: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  sam = await newContext(browser);
  await loginContext(sam, 'sam');
});

afterAll(async () => {
  await browser?.close();
});

async function phone(path: string): Promise<Page> {
  const page = await sam.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  return page;
}

describe('tabs on a 390 px screen', () => {
  it.each([
    ['/profile/sam/about', 'profile.tabsLabel', 'profile.tabs.followers'],
    ['/home', 'home.tabsLabel', 'home.tabs.bookmarked'],
  ])(
    '%s: the tabs fade where more are hidden, and the last one scrolls into reach',
    async (path, label, last) => {
      const page = await phone(path);
      const list = page.getByRole('tablist', { name: tr('en', label) });
      await list.waitFor({ timeout: WAIT });
      const lastTab = list.getByRole('tab', { name: new RegExp(`^${tr('en', last)}`) });
      await lastTab.waitFor({ state: 'attached', timeout: WAIT });
      // More to the right: the row says so, and the last tab is out of view.
      await expect.poll(() => list.getAttribute('data-more-end'), { timeout: WAIT }).toBe('');
      expect(await list.getAttribute('data-more-start')).toBeNull();
      await snap(page, `mobile-tabs-${label.split('.')[0]}-start`);
      const box = await list.boundingBox();
      const before = await lastTab.boundingBox();
      expect(before!.x + before!.width).toBeGreaterThan(box!.x + box!.width);
      // Swiped to the end: the fade moves to the left and the last tab is within the screen.
      await list.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await expect.poll(() => list.getAttribute('data-more-start'), { timeout: WAIT }).toBe('');
      expect(await list.getAttribute('data-more-end')).toBeNull();
      const after = await lastTab.boundingBox();
      expect(after!.x + after!.width).toBeLessThanOrEqual(390);
      await snap(page, `mobile-tabs-${label.split('.')[0]}-end`);
      await page.close();
    },
  );
});

/** A visitor's page at 390 px: with the app, or with scripts off (only the server's HTML). */
async function visitorAt390(
  path: string,
  scripts: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = scripts
    ? await newContext(browser)
    : await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  return { context, page };
}

describe("a public board's first screen at 390 px (issue 17)", () => {
  it('shows the title, author and cover from the HTML alone, and the app replaces it in place', async () => {
    const { projects } = await apiOk<{ projects: { id: number; title: string; coverImageUrl: string }[] }>(
      'GET',
      '/projects?sort=popular&limit=10',
    );
    const board = projects.find((p) => p.coverImageUrl)!;
    // Where the board's title sits, once it and the cover have loaded.
    const titleTop = async (page: Page) => {
      const title = page.getByRole('heading', { level: 1, name: board.title });
      await title.waitFor({ timeout: WAIT });
      await expect
        .poll(
          () =>
            page
              .locator('article img')
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          {
            timeout: WAIT,
          },
        )
        .toBeGreaterThan(0);
      return (await title.boundingBox())!.y;
    };
    // Scripts off: only the server's HTML.
    const { context: html, page: bare } = await visitorAt390(`/story/${board.id}`, false);
    const cover = bare.locator('#mb-first img');
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: WAIT })
      .toBeGreaterThan(0);
    expect(await bare.locator('#mb-first .mb-fp-by a').count()).toBe(1);
    const fromHtml = await titleTop(bare);
    await snap(bare, 'mobile-board-first-paint-html');
    await html.close();
    // Scripts on: the app's own board page, its title where the HTML had it.
    const { context: visitor, page } = await visitorAt390(`/story/${board.id}`, true);
    await page.locator('#board-title').waitFor({ timeout: WAIT });
    expect(await page.locator('#mb-first').count()).toBe(0);
    const fromApp = await titleTop(page);
    expect(Math.abs(fromApp - fromHtml)).toBeLessThanOrEqual(4);
    await snap(page, 'mobile-board-first-paint-app');
    await visitor.close();
  });
});

describe("a visitor's home at 390 px (issue 17)", () => {
  it('shows the welcome, banner, tabs and first board from the HTML alone, and the app replaces them in place', async () => {
    const { projects } = await apiOk<{ projects: { id: number; title: string }[] }>(
      'GET',
      '/projects?sort=recommended&limit=3',
    );
    const first = projects[0]!;
    // Where the first board's title sits: the same in the HTML and in the app.
    const cardTop = async (page: Page) => {
      const title = page.getByRole('heading', { level: 2, name: first.title }).first();
      await title.waitFor({ timeout: WAIT });
      return (await title.boundingBox())!.y;
    };
    const { context: html, page: bare } = await visitorAt390('/home', false);
    expect(await bare.locator('#mb-first h1').textContent()).toBe(tr('en', 'home.welcome'));
    // The tabs are links: without the app, a tab opens its own address.
    expect(
      await bare.getByRole('link', { name: tr('en', 'home.tabs.popular'), exact: true }).getAttribute('href'),
    ).toBe('/home?tab=popular');
    const cover = bare.locator('#mb-first article img').first();
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: WAIT })
      .toBeGreaterThan(0);
    const fromHtml = await cardTop(bare);
    await snap(bare, 'mobile-home-first-paint-html');
    await html.close();

    const { context: visitor, page } = await visitorAt390('/home', true);
    await page.getByRole('tablist', { name: tr('en', 'home.tabsLabel') }).waitFor({ timeout: WAIT });
    // The app's home alone: the markup is gone, one welcome, its cards where the HTML had them.
    expect(await page.locator('#mb-first').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: tr('en', 'home.welcome') }).count()).toBe(1);
    const fromApp = await cardTop(page);
    expect(Math.abs(fromApp - fromHtml)).toBeLessThanOrEqual(4);
    // The tabs work as the app's.
    await page.getByRole('tab', { name: tr('en', 'home.tabs.popular') }).click();
    await expect.poll(() => new URL(page.url()).search, { timeout: WAIT }).toBe('?tab=popular');
    await snap(page, 'mobile-home-first-paint-app');
    await visitor.close();

    // Signed in, home is the person's own: no first screen from the HTML.
    const own = await sam.newPage();
    const response = await own.goto('/home');
    expect(await response?.text()).not.toContain('id="mb-first"');
    await own.close();
  });
});
