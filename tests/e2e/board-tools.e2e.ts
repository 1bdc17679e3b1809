// Search inside a board, suggested categories in the board editor and the certificate of a
// completed board (issue 18 item 2), end to end: sam makes a board through the API, searches it on
// its page, is offered categories from its words in the editor, and downloads the certificate once
// a coordinator (ada) marks it submitted; anyone checks the certificate by its code.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  type ApiSession,
  api,
  apiLogin,
  apiOk,
  createBoard,
  loginContext,
  settled,
  tr,
  WAIT,
} from './helpers.ts';

const en = (key: string, values: Record<string, string | number> = {}) => tr('en', key, values);

let browser: Browser;
let sam: BrowserContext;
let samSession: ApiSession;
let boardId: number;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  sam = await newContext(browser);
  sam.setDefaultTimeout(WAIT);
  await loginContext(sam, 'sam');
  samSession = await apiLogin('sam');
  boardId = await createBoard(samSession, {
    title: `Solar oven ${Date.now().toString(36)}`,
    description: 'We cook with sunlight and measure the temperature every five minutes.',
    tags: ['solar', 'energy'],
    sections: [
      { title: 'Idea', body: '<p>Use foil and plastic wrap to trap the heat of the sun.</p>' },
      { title: 'Build', body: '<p>Cut a flap in the lid of a pizza box.</p>' },
      { title: 'Results', body: '<p>The oven reached 80 degrees; the foil mattered most.</p>' },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('board tools (issue 18 item 2)', () => {
  it('searches inside the board: the sections holding the word, each a link to it', async () => {
    page = await sam.newPage();
    await page.goto(`/story/${boardId}`);
    const box = page.getByRole('searchbox', { name: en('boards.searchInside.label') });
    await box.fill('foil');
    await page.getByText(en('boards.searchInside.results', { count: 2 })).waitFor();
    const results = page.getByRole('search').getByRole('link');
    expect(await results.allTextContents()).toEqual(['Idea', 'Results']);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'board-tools-01-search');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'board-tools-02-search-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
    await results.first().click();
    expect(new URL(page.url()).hash).toMatch(/^#section-\d+$/);
  });

  it('the editor offers the categories that fit the board’s words', async () => {
    await page.goto(`/story/${boardId}`);
    await page.getByRole('switch', { name: en('boards.editMode') }).click();
    const add = page.getByRole('button', {
      name: en('boards.form.suggestedAdd', { name: 'Renewable energy' }),
    });
    await add.waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'board-tools-03-suggested-categories');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'board-tools-04-suggested-categories-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
    await add.click();
    await add.waitFor({ state: 'detached' });
  });

  it('a completed board’s certificate downloads as a PDF, and its code checks out', async () => {
    const ada = await apiLogin('ada');
    await apiOk('PUT', `/projects/${boardId}/flags`, ada, { submitted: true });
    await page.goto(`/story/${boardId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('boards.certificate.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^certificate-\d+-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\.pdf$/,
    );
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\.pdf$/.exec(download.suggestedFilename())![1]!;
    const check = await api('GET', `/certificates/${code}`);
    expect(check.status).toBe(200);
    expect(check.result.certificate).toMatchObject({ projectID: boardId, reason: 'completed' });
    await snap(page, 'board-tools-05-certificate');
  });
});
