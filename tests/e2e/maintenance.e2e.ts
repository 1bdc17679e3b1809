// Maintenance mode (spec/001 §4 and §8): a 503 from any call replaces the app with the maintenance
// page (no navbar, no footer, a retry button); retry after the switch is off brings the app back.
// axe-core finds nothing serious on the maintenance page (design/quality.md).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { apiLogin, exact, setMaintenance, tr, WAIT } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Whatever happened above, later tests must find the API open.
  await setMaintenance(false).catch(() => undefined);
  await browser?.close();
});

describe('maintenance mode', () => {
  it('a visitor sees the maintenance page while the switch is on, and the app after retry', async () => {
    const admin = await apiLogin('ada');
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    try {
      await setMaintenance(true, admin);
      try {
        // The API itself answers 503 to visitors.
        const probe = await fetch(`${baseUrl}/api/users/ada/profile`);
        expect(probe.status).toBe(503);

        // A page that calls the API: ada's profile.
        await page.goto('/profile/ada/about');
        await page
          .getByRole('heading', { level: 1, name: exact(tr('en', 'system.maintenance.title')) })
          .waitFor({ timeout: WAIT });
        await page.getByText(tr('en', 'system.maintenance.body')).waitFor();
        expect(await page.getByRole('banner').count()).toBe(0);
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        expect(await page.getByRole('navigation').count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'Ada' }).count()).toBe(0);
        await snap(page, 'maintenance-01-on');
        expect(await seriousViolations(page)).toEqual([]);

        // Retrying while the switch is still on keeps the maintenance page.
        await page.getByRole('button', { name: exact(tr('en', 'system.maintenance.retry')) }).click();
        await page.waitForLoadState('load');
        await page
          .getByRole('heading', { level: 1, name: exact(tr('en', 'system.maintenance.title')) })
          .waitFor({ timeout: WAIT });
      } finally {
        await setMaintenance(false, admin);
      }

      const probe = await fetch(`${baseUrl}/api/users/ada/profile`);
      expect(probe.status).toBe(200);

      // Nothing shown turns maintenance off by itself: the page stays until retry.
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'system.maintenance.title')) })
        .waitFor({ timeout: WAIT });
      await page.getByRole('button', { name: exact(tr('en', 'system.maintenance.retry')) }).click();

      // Back: the profile, with the navbar and the footer.
      await page.getByRole('heading', { level: 1, name: /^Ada\b/ }).waitFor({ timeout: WAIT });
      expect(new URL(page.url()).pathname).toBe('/profile/ada/about');
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(
        await page.getByRole('heading', { name: exact(tr('en', 'system.maintenance.title')) }).count(),
      ).toBe(0);
      await snap(page, 'maintenance-02-back');
    } catch (error) {
      await snap(page, 'maintenance-FAILED').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
