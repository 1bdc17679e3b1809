// Search that understands words (issue 16, item 9), end to end on the demo content: a visitor
// searches "robots" in the navbar and finds the demo's line-following robot board with the word
// marked in its title and description; a misspelling finds nothing and offers a suggestion that,
// followed, finds the board.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, openPage, settled, tr, WAIT, waitForPath } from './helpers.ts';

const ROBOT_BOARD = 'Line-following robot with two IR sensors';

let browser: Browser;
let visitor: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  visitor = await newContext(browser);
  visitor.setDefaultTimeout(WAIT);
  page = await openPage(visitor, '/home');
});

afterAll(async () => {
  await browser?.close();
});

async function navbarSearch(words: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: tr('en', 'search.label') });
  await box.fill(words);
  await box.press('Enter');
  await waitForPath(page, (url) => url.pathname === `/search-results/${encodeURIComponent(words)}`);
  await page
    .getByRole('heading', { level: 1, name: exact(tr('en', 'search.title', { q: words })) })
    .waitFor();
}

describe('search that understands words (issue 16, item 9)', () => {
  it('"robots" in the navbar finds the demo robot board, the word marked', async () => {
    await navbarSearch('robots');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: ROBOT_BOARD });
    await card.getByRole('link', { name: exact(ROBOT_BOARD) }).waitFor();
    // The title and the piece of the description mark "robot", the form that matched "robots".
    const marks = await card.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(marks.every((word) => word.toLowerCase() === 'robot')).toBe(true);
    await card.getByText('A cheap robot car that follows black tape', { exact: false }).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'search-01-robots-marked');
  });

  it('a misspelling finds nothing and suggests the word that finds the board', async () => {
    await navbarSearch('robott');
    await page.getByText(tr('en', 'search.none', { q: 'robott' })).waitFor();
    await page.getByText(tr('en', 'search.didYouMean')).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'search-02-did-you-mean');
    await page
      .getByRole('main')
      .getByRole('link', { name: exact('robot') })
      .click();
    await waitForPath(page, (url) => url.pathname === '/search-results/robot');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: ROBOT_BOARD });
    await card.getByRole('link', { name: exact(ROBOT_BOARD) }).waitFor();
    expect(await card.locator('mark').first().textContent()).toBe('robot');
    await snap(page, 'search-03-suggestion-followed');
  });
});
