// Phone-width screens (issue 16, item 14): rows of tabs that do not fit say that they scroll.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, snap } from './browser.ts';
import { loginContext, tr, WAIT } from './helpers.ts';

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
