// Banner carousels, the embed page, event pages and iframes (issue 13, items 3-5): an admin adds a
// banner carousel and a visitor sees it rotate on home (and pauses it); a public board's embed page
// renders and may be framed by other sites while other pages refuse to be framed; the event pages and the
// contests page show the admins' frames, sandboxed. axe finds nothing serious; pages work at 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { apiLogin, apiOk, createBoard, exact, loginContext, tr, WAIT, where } from './helpers.ts';

let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  visitor = await newContext(browser);
  admin = await newContext(browser);
  await loginContext(admin, 'ada');
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('banner carousels (spec/000 §3 Banner carousel)', () => {
  it('an admin adds a carousel with banners, and a visitor sees it on home, rotating and pausable', async () => {
    const page = await admin.newPage();
    await page.goto('/admin');
    await page
      .getByRole('link', { name: exact(tr('en', 'admin.sections.banners.carousels.title')) })
      .click({ timeout: WAIT });
    await page
      .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.banners.carousels.title')) })
      .waitFor({ timeout: WAIT });
    expect(where(page)).toBe('/admin/banners/carousels');
    const name = `Spring week ${stamp}`;
    const form = page.getByRole('region', { name: tr('en', 'carousels.admin.new') });
    await form.getByRole('textbox', { name: tr('en', 'carousels.admin.name') }).fill(name);
    await form.getByRole('textbox', { name: tr('en', 'carousels.admin.delay') }).fill('1500');
    await form.getByRole('checkbox', { name: tr('en', 'carousels.admin.isDefault') }).check();
    await form.getByRole('button', { name: tr('en', 'carousels.admin.create') }).click();
    const editor = page.getByRole('region', { name });
    await editor.waitFor({ timeout: WAIT });
    for (const [title, image] of [
      [`Spring fair ${stamp}`, '/api/v2/partners/voltworks/logo'],
      [`Robot parade ${stamp}`, '/api/v2/partners/tinkerlab/logo'],
    ] as const) {
      await editor.getByRole('textbox', { name: tr('en', 'carousels.admin.bannerTitle') }).fill(title);
      await editor.getByRole('textbox', { name: tr('en', 'carousels.admin.imageUrl') }).fill(image);
      await editor.getByRole('button', { name: tr('en', 'carousels.admin.addBanner') }).click();
      await editor.getByText(title, { exact: true }).first().waitFor({ timeout: WAIT });
    }
    // A script address is refused with the contract's message.
    await editor.getByRole('textbox', { name: tr('en', 'carousels.admin.bannerTitle') }).fill('Bad');
    await editor
      .getByRole('textbox', { name: tr('en', 'carousels.admin.imageUrl') })
      .fill('javascript:alert(1)');
    await editor.getByRole('button', { name: tr('en', 'carousels.admin.addBanner') }).click();
    await editor.getByText('Links must be full addresses starting with https://').waitFor({ timeout: WAIT });
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'events-01-carousels-admin');
    await page.close();

    const home = await visitor.newPage();
    await home.goto('/home');
    const carousel = home.getByRole('region', { name });
    await carousel.waitFor({ timeout: WAIT });
    await carousel.getByText(`Spring fair ${stamp}`).waitFor({ timeout: WAIT });
    // It moves on by itself after its delay (1.5 s) while nobody points at it.
    await home.mouse.move(0, 0);
    await carousel.getByText(`Robot parade ${stamp}`).waitFor({ timeout: WAIT });
    // Paused, it stays; the arrow keys and buttons still move it by hand.
    await carousel.getByRole('button', { name: tr('en', 'carousels.pause') }).click();
    await carousel.getByRole('button', { name: tr('en', 'carousels.play') }).waitFor();
    await carousel.getByRole('button', { name: tr('en', 'carousels.next') }).click();
    await carousel.getByText(`Spring fair ${stamp}`).waitFor({ timeout: WAIT });
    await home.keyboard.press('ArrowRight');
    await carousel.getByText(`Robot parade ${stamp}`).waitFor({ timeout: WAIT });
    await home.mouse.move(0, 0);
    await home.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await home.waitForTimeout(2500);
    // Still there, asked once (a waiting locator with a short timeout fails on a busy machine).
    expect(await carousel.getByText(`Robot parade ${stamp}`).isVisible()).toBe(true);
    expect(await seriousViolations(home)).toEqual([]);
    await snap(home, 'events-02-home-carousel');
    await home.setViewportSize({ width: 390, height: 844 });
    expect(await noOverflow(home)).toBe(true);
    await snap(home, 'events-03-home-carousel-390');
    await home.close();
  });

  it('respects reduced motion: the carousel does not move by itself', async () => {
    const calm = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce' });
    const page = await calm.newPage();
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: /^Spring week/ });
    await carousel.waitFor({ timeout: WAIT });
    await carousel.getByRole('button', { name: tr('en', 'carousels.play') }).waitFor({ timeout: WAIT });
    const first = await carousel.getByRole('group').textContent();
    await page.waitForTimeout(2500);
    expect(await carousel.getByRole('group').textContent()).toBe(first);
    await calm.close();
  });
});

describe('the embed page (spec/000 §2 embed)', () => {
  it('renders a public board on a page other sites may frame; other pages refuse to be framed', async () => {
    const { projects } = await apiOk('GET', '/projects?limit=1');
    const board = projects[0] as { id: number; title: string };
    const direct = await visitor.newPage();
    const answer = await direct.goto(`/embed?board=${board.id}`);
    expect(answer?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await direct.getByRole('heading', { level: 1, name: board.title }).waitFor({ timeout: WAIT });
    const open = direct.getByRole('link', { name: tr('en', 'embed.open') });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('href')).toBe(`${baseUrl}/story/${board.id}`);
    expect(await direct.getByRole('navigation').count()).toBe(0);
    expect(await seriousViolations(direct)).toEqual([]);
    await snap(direct, 'events-04-embed');
    await direct.setViewportSize({ width: 390, height: 844 });
    expect(await noOverflow(direct)).toBe(true);
    await snap(direct, 'events-05-embed-390');

    // A private board is not shown, even to its owner.
    const ada = await apiLogin('ada');
    const secret = await createBoard(ada, {
      title: `Secret ${stamp}`,
      description: 'Not for other sites.',
      isPrivate: true,
      sections: [{ title: 'Plan', body: '<p>Quiet.</p>' }],
    });
    const own = await admin.newPage();
    await own.goto(`/embed?board=${secret}`);
    await own.getByText(tr('en', 'embed.private.title')).waitFor({ timeout: WAIT });
    expect(await own.getByText(`Secret ${stamp}`).count()).toBe(0);
    await own.close();

    // Every other page keeps refusing other sites' frames (the server test checks every kind).
    const home = await direct.goto('/home');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await direct.close();
  });
});

describe('event pages and iframes (spec/000 §2, §5; spec/001 §7 iframes)', () => {
  it('scienceday lists the subcategories and shows the admins’ frame, sandboxed', async () => {
    const page = await visitor.newPage();
    await page.goto('/scienceday');
    await page
      .getByRole('heading', { level: 1, name: tr('en', 'eventPages.scienceday.title') })
      .waitFor({ timeout: WAIT });
    const categories = page.getByRole('region', { name: tr('en', 'eventPages.categories') });
    const tree = (await apiOk('GET', '/categories')).categories as {
      name: string;
      subCategories: { name: string }[];
    }[];
    const sub = tree[0]!.subCategories[0]!.name;
    await categories.getByRole('link', { name: sub, exact: true }).waitFor({ timeout: WAIT });
    expect(await categories.getByRole('link', { name: tree[0]!.name, exact: true }).count()).toBe(0);
    const frame = page.locator('iframe');
    await frame.waitFor({ state: 'attached', timeout: WAIT });
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'events-06-scienceday');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noOverflow(page)).toBe(true);
    await snap(page, 'events-07-scienceday-390');
    for (const [path, key] of [
      ['/bsef', 'bsef'],
      ['/schools', 'schools'],
      ['/oster-contest', 'osterContest'],
    ] as const) {
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: tr('en', `eventPages.${key}.title`) })
        .waitFor({ timeout: WAIT });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await snap(page, 'events-08-oster-contest-390');
    await page.close();
  });

  it('an admin keeps the hosts and frames; contests/iframes lists them for people logged in', async () => {
    const page = await admin.newPage();
    await page.goto('/admin/iframes/list');
    const hosts = page.getByRole('region', { name: tr('en', 'iframes.admin.hosts') });
    await hosts.getByText('www.openstreetmap.org').waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'events-09-iframes-admin');
    await page.goto('/contests/iframes');
    await page
      .getByRole('heading', { level: 1, name: tr('en', 'iframes.contests.title') })
      .waitFor({ timeout: WAIT });
    await page.getByRole('article').first().waitFor({ timeout: WAIT });
    expect(await page.locator('iframe[sandbox]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'events-10-contests-iframes');
    await page.close();
  });
});
