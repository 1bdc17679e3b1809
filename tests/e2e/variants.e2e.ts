// Partner builds (issue 13 item 6, spec/000 §2 `{partner}`, §6): one server serves every build,
// chosen per request by the path's partner segment (X-Event). The demo's Forschergeist build is the
// science-fair variant and defaults to German; Atelier des sciences sends coming-soon to its landing
// page. Both are data on the partner records (apps/server/src/seed/partners.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, loginContext, tr, WAIT, where } from './helpers.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  return page;
}

describe('the science-fair variant (spec/000 §6)', () => {
  it('sends a visitor to coming-soon, in the build’s language, with its look', async () => {
    const visitor = await newContext(browser);
    const page = await open(visitor, '/forschergeist/leaderboard');
    await page.waitForURL(/\/forschergeist\/coming-soon$/, { timeout: WAIT });
    await page
      .getByRole('heading', { level: 1, name: exact(tr('de', 'fairs.comingSoon.title')) })
      .waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The partner's colour fills the buttons (data of its record, not code).
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--mantine-primary-color-filled'),
      ),
    ).toBe('#2a6f4f');
    await page.getByTestId('partner-brand').waitFor({ timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'variants-science-fair-coming-soon');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'variants-science-fair-coming-soon-390');

    // Its own pages stay; the finalists page is one of them.
    await page.goto('/forschergeist/finalists');
    await page.waitForURL(/\/forschergeist\/finalists$/, { timeout: WAIT });
    await page.goto('/forschergeist/home');
    await page.waitForURL(/\/forschergeist\/coming-soon$/, { timeout: WAIT });
    await visitor.close();
  });

  it('sends a signed-in non-admin to coming-soon, and lets an admin through', async () => {
    const member = await newContext(browser);
    await loginContext(member, 'lea');
    const page = await open(member, '/forschergeist/explore/all');
    await page.waitForURL(/\/forschergeist\/coming-soon$/, { timeout: WAIT });
    await page.goto('/forschergeist/viewAll?view=mine');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT });
    expect(where(page)).toBe('/forschergeist/viewAll?view=mine');
    // The menu offers the build's own pages only: the person's submissions, not explore.
    const menu = page.locator('header nav');
    await menu.locator('a[href="/forschergeist/viewAll?view=submissions"]').click();
    await page.waitForURL(/\/forschergeist\/viewAll\?view=submissions$/, { timeout: WAIT });
    await page.getByRole('combobox').first().waitFor({ timeout: WAIT });
    expect(await menu.locator('a[href="/forschergeist/explore/all"]').count()).toBe(0);
    expect(await page.locator('footer a').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'variants-science-fair-submissions');
    await member.close();

    const admin = await newContext(browser);
    await loginContext(admin, 'ada');
    const adminPage = await open(admin, '/forschergeist/leaderboard');
    await adminPage.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT });
    expect(where(adminPage)).toBe('/forschergeist/leaderboard');
    await admin.close();
  });
});

describe('the second partner variant (spec/000 §6)', () => {
  it('sends coming-soon to the landing page; the plain build keeps coming-soon', async () => {
    const visitor = await newContext(browser);
    const page = await open(visitor, '/atelier-sciences/coming-soon');
    await page.waitForURL(/\/atelier-sciences\/home$/, { timeout: WAIT });
    await page.getByRole('tab').first().waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await snap(page, 'variants-landing');

    const plain = await newContext(browser);
    const plainPage = await open(plain, '/coming-soon');
    await plainPage
      .getByRole('heading', { level: 1, name: exact(tr('en', 'fairs.comingSoon.title')) })
      .waitFor({ timeout: WAIT });
    expect(where(plainPage)).toBe('/coming-soon');
    expect(
      await plainPage.evaluate(() =>
        document.documentElement.style.getPropertyValue('--mantine-primary-color-filled'),
      ),
    ).toBe('');
    await visitor.close();
    await plain.close();
  });
});

describe('a partner page reached without a page load (issue 17)', () => {
  // A plain page's router starts without the partner pages; the first navigation to one adds them.
  it('applies the build’s rules and look, in a browser and in the native app', async () => {
    const comingSoon = (language: 'en' | 'de') => exact(tr(language, 'fairs.comingSoon.title'));
    const visitor = await newContext(browser);
    const page = await open(visitor, '/coming-soon');
    // The app's own heading, not the first screen the server may write into the page.
    await page.locator('h1:not(#mb-first-title)', { hasText: comingSoon('en') }).waitFor({ timeout: WAIT });
    // A navigation inside the page, as the back and forward buttons make one.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/atelier-sciences/coming-soon');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/atelier-sciences\/home$/, { timeout: WAIT });
    await page.getByRole('tab').first().waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await visitor.close();

    // The native app routes hash-style; its redirect event sends it to a build's page.
    const app = await newContext(browser);
    const appPage = await open(app, '/coming-soon?app=BF05');
    await appPage
      .locator('h1:not(#mb-first-title)', { hasText: comingSoon('en') })
      .waitFor({ timeout: WAIT });
    expect(new URL(appPage.url()).hash).toBe('#/coming-soon');
    await appPage.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('makerboard:redirect', { detail: { path: '/forschergeist/leaderboard' } }),
      ),
    );
    await appPage.waitForFunction(() => window.location.hash === '#/forschergeist/coming-soon', null, {
      timeout: WAIT,
    });
    await appPage.getByRole('heading', { level: 1, name: comingSoon('de') }).waitFor({ timeout: WAIT });
    expect(await appPage.evaluate(() => document.documentElement.lang)).toBe('de');
    await app.close();
  });
});
