// Partners, sponsors and regions (issue 13, items 3-4): a visitor sees the partners and sponsors
// pages with their logos and links, a partner's page, and a region's banners, sponsors and boards;
// axe finds nothing serious; the pages work at 390 px. A partner's own site (another origin) may
// frame a board's embed page, and no other page of the app.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { apiOk, loginContext, tr, WAIT } from './helpers.ts';

let browser: Browser;
let visitor: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  visitor = await newContext(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width = 1280): Promise<Page> {
  const page = await visitor.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  return page;
}

/** Every image on the page has loaded (the logos are served by the second API). */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    null,
    { timeout: WAIT },
  );
}

describe('partners and sponsors pages (spec/000 §2)', () => {
  it('lists the partners with logos and https links, and opens a partner’s page', async () => {
    const page = await open('/partners');
    await page
      .getByRole('heading', { level: 1, name: tr('en', 'partners.partner.title') })
      .waitFor({ timeout: WAIT });
    const card = page.getByRole('article', { name: 'TinkerLab Network' });
    await card.waitFor({ timeout: WAIT });
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await card
      .getByRole('img', { name: tr('en', 'partners.logoOf', { name: 'TinkerLab Network' }) })
      .waitFor();
    const site = card.getByRole('link', {
      name: tr('en', 'partners.website', { name: 'TinkerLab Network' }),
    });
    expect(await site.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await site.getAttribute('rel')).toContain('noopener');
    await imagesLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'partners-list');

    await card
      .getByRole('link', { name: tr('en', 'partners.moreAbout', { name: 'TinkerLab Network' }) })
      .click();
    await page.getByRole('heading', { level: 1, name: 'TinkerLab Network' }).waitFor({ timeout: WAIT });
    await page.getByText(tr('en', 'partners.noPageInfo')).waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('link', { name: tr('en', 'partners.back', { name: tr('en', 'partners.partner.title') }) })
      .click();
    await page.getByRole('article', { name: 'TinkerLab Network' }).waitFor({ timeout: WAIT });
    await page.close();
  });

  it('lists the sponsors and the special-award organisations, each on its own page', async () => {
    const page = await open('/sponsors');
    await page
      .getByRole('heading', { level: 1, name: tr('en', 'partners.sponsor.title') })
      .waitFor({ timeout: WAIT });
    await page.getByRole('article', { name: 'Voltworks Electronics' }).waitFor({ timeout: WAIT });
    expect(await page.getByRole('article', { name: 'TinkerLab Network' }).count()).toBe(0);
    await imagesLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/special-award-organizations');
    await page.getByRole('article', { name: 'Ocean Watch Institute' }).waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('works at 390 px: the cards fit the screen', async () => {
    const page = await open('/sponsors', 390);
    await page.getByRole('article', { name: 'Voltworks Electronics' }).waitFor({ timeout: WAIT });
    await imagesLoaded(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const box = await page.getByRole('article', { name: 'Voltworks Electronics' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await snap(page, 'sponsors-390');
    await page.close();
  });
});

describe('regions on the STEM events page', () => {
  it('shows the provinces with their regions, and a region’s banners, sponsors and boards', async () => {
    const page = await open('/stemevents');
    await page.getByRole('heading', { level: 1, name: tr('en', 'regions.title') }).waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Lakeside' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lakeside' }).waitFor({ timeout: WAIT });
    const sponsors = page.getByRole('region', { name: tr('en', 'regions.sponsors') });
    await sponsors.getByRole('link', { name: 'Voltworks Electronics' }).waitFor({ timeout: WAIT });
    expect(await sponsors.getByRole('link', { name: 'Voltworks Electronics' }).getAttribute('href')).toBe(
      'https://voltworks.example.org/',
    );
    await page.getByText('Lakeside fair: entries open until May 19').waitFor({ timeout: WAIT });
    const boards = page.getByRole('region', { name: tr('en', 'regions.boards') });
    await boards.getByRole('article').first().waitFor({ timeout: WAIT });
    await imagesLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'region-lakeside');
    await page.close();
  });

  it('works at 390 px', async () => {
    const page = await open('/stemevents', 390);
    await page.getByRole('link', { name: 'Lakeside' }).click();
    await page
      .getByRole('region', { name: tr('en', 'regions.sponsors') })
      .getByRole('link', { name: 'Greenfield Energy' })
      .waitFor({ timeout: WAIT });
    await imagesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'region-390');
    await page.close();
  });
});

describe('a partner build and the editors', () => {
  it('shows the partner a {partner} segment names in the header', async () => {
    const page = await open('/tinkerlab/partners');
    const brand = page.getByTestId('partner-brand');
    // The title shows beside the logo on wide screens (xl); below that the logo names the partner.
    await brand.getByText('TinkerLab Network').waitFor({ state: 'attached', timeout: WAIT });
    await brand
      .getByRole('img', { name: tr('en', 'partners.logoOf', { name: 'TinkerLab Network' }) })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/nobody-here/partners');
    await page.getByRole('article', { name: 'TinkerLab Network' }).waitFor({ timeout: WAIT });
    expect(await page.getByTestId('partner-brand').count()).toBe(0);
    await page.close();
  });

  it('lets an admin add page information that visitors then read; a script address is refused', async () => {
    const admin = await newContext(browser);
    await loginContext(admin, 'ada');
    const page = await admin.newPage();
    await page.goto('/partners?partner=forschergeist');
    const editor = page.getByRole('region', { name: tr('en', 'partners.editor.title') });
    await editor.waitFor({ timeout: WAIT });
    await snap(page, 'partner-page-info-editor');
    await editor.getByRole('textbox', { name: tr('en', 'partners.editor.name'), exact: true }).fill('about');
    await editor
      .getByRole('textbox', { name: tr('en', 'partners.editor.entryTitle'), exact: true })
      .fill('Who we are');
    await editor
      .getByRole('textbox', { name: tr('en', 'partners.editor.description'), exact: true })
      .fill('We run the regional fairs.');
    await editor
      .getByRole('textbox', { name: tr('en', 'partners.editor.imageUrl'), exact: true })
      .fill('javascript:alert(1)');
    await editor.getByRole('button', { name: tr('en', 'partners.editor.add') }).click();
    await editor.getByRole('alert').getByText('https://', { exact: false }).waitFor({ timeout: WAIT });
    await editor.getByRole('textbox', { name: tr('en', 'partners.editor.imageUrl'), exact: true }).fill('');
    await editor.getByRole('button', { name: tr('en', 'partners.editor.add') }).click();
    await page.getByRole('heading', { level: 2, name: 'Who we are' }).waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'partner-page-info-admin');
    await admin.close();

    const visit = await open('/partners?partner=forschergeist');
    await visit.getByRole('heading', { level: 2, name: 'Who we are' }).waitFor({ timeout: WAIT });
    await visit.getByText('We run the regional fairs.').waitFor();
    expect(await visit.getByRole('region', { name: tr('en', 'partners.editor.title') }).count()).toBe(0);
    await visit.close();
  });

  it('lets an admin add a region, then a banner and a sponsor to it; a script link is refused', async () => {
    const admin = await newContext(browser);
    await loginContext(admin, 'ada');
    const page = await admin.newPage();
    await page.goto('/stemevents');
    const forms = page.getByRole('region', { name: tr('en', 'regions.admin.title') });
    await forms.waitFor({ timeout: WAIT });
    await forms
      .getByRole('textbox', { name: tr('en', 'regions.admin.regionName'), exact: true })
      .fill('Riverside');
    await forms.getByRole('textbox', { name: tr('en', 'regions.admin.key'), exact: true }).fill('riverside');
    await forms.getByRole('button', { name: tr('en', 'regions.admin.addRegion') }).click();
    await page.getByRole('link', { name: 'Riverside' }).click();
    await page.getByRole('heading', { level: 1, name: 'Riverside' }).waitFor({ timeout: WAIT });
    await page.getByText(tr('en', 'regions.noSponsors')).waitFor({ timeout: WAIT });
    const editor = page.getByRole('region', { name: tr('en', 'regions.editor.title') });
    const sponsorName = editor.getByRole('textbox', {
      name: tr('en', 'regions.editor.sponsorName'),
      exact: true,
    });
    const sponsorSite = editor.getByRole('textbox', {
      name: tr('en', 'regions.editor.website'),
      exact: true,
    });
    await sponsorName.fill('River Tools');
    await sponsorSite.fill('javascript:alert(1)');
    await editor.getByRole('button', { name: tr('en', 'regions.editor.addSponsor') }).click();
    await editor.getByRole('alert').getByText('https://', { exact: false }).waitFor({ timeout: WAIT });
    await sponsorSite.fill('https://rivertools.example.org');
    await editor.getByRole('button', { name: tr('en', 'regions.editor.addSponsor') }).click();
    const sponsors = page.getByRole('region', { name: tr('en', 'regions.sponsors') });
    await sponsors.getByRole('link', { name: 'River Tools' }).waitFor({ timeout: WAIT });
    await editor
      .getByRole('textbox', { name: tr('en', 'regions.editor.bannerTitle'), exact: true })
      .fill('Riverside build day');
    await editor
      .getByRole('textbox', { name: tr('en', 'regions.editor.imageUrl'), exact: true })
      .fill('/api/v2/partners/tinkerlab/logo');
    await editor.getByRole('button', { name: tr('en', 'regions.editor.addBanner') }).click();
    await page
      .getByRole('region', { name: tr('en', 'regions.banners') })
      .getByText('Riverside build day')
      .waitFor({
        timeout: WAIT,
      });
    await imagesLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'region-editor-admin');
    await admin.close();
  });
});

/**
 * A partner's own site on another origin (127.0.0.2, another port): one page framing the embed
 * page of a board and, beside it, an ordinary page of the app.
 */
async function otherSite(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.2:${port}/`, server };
}

describe('the embed page on a partner’s own site (spec/000 §2 embed, a safe frame policy)', () => {
  it('another origin frames a board’s embed page, and cannot frame the app’s other pages', async () => {
    const { projects } = await apiOk('GET', '/projects?limit=1');
    const board = projects[0] as { id: number; title: string };
    const site = await otherSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A partner's site</title></head>
<body><h1>Our makers</h1>
<iframe id="embed" title="A board" width="600" height="420" src="${baseUrl}/embed?board=${board.id}"></iframe>
<iframe id="app" title="The app" width="600" height="420" src="${baseUrl}/home"></iframe>
</body></html>`);
    expect(new URL(site.url).origin).not.toBe(new URL(baseUrl).origin);
    const page = await visitor.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    const blocked: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText.includes('BLOCKED_BY_RESPONSE')) blocked.push(request.url());
    });
    try {
      await page.goto(site.url);
      // The embed page renders inside the other site's frame.
      await page
        .frameLocator('#embed')
        .getByRole('heading', { level: 1, name: board.title })
        .waitFor({ timeout: WAIT });
      // The app's home page is refused: Chromium names the policy, and the frame holds no app.
      await expect.poll(() => blocked, { timeout: WAIT }).toEqual([`${baseUrl}/home`]);
      await expect.poll(() => refusals.join('\n'), { timeout: WAIT }).toContain("frame-ancestors 'self'");
      const home = page
        .frames()
        .find((frame) => frame !== page.mainFrame() && !frame.url().includes('/embed'));
      expect(home).toBeDefined();
      expect(await home!.locator('#root').count()).toBe(0);
      expect(await home!.getByRole('navigation').count()).toBe(0);
      await snap(page, 'embed-on-another-site');
    } finally {
      await page.close();
      site.server.close();
    }
  });
});
