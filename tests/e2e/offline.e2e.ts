// Makerboard as an installable app (issue 14, item 3): the manifest and its icons, a board read
// once opens again without a network (marked offline), and logout forgets what was read.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicGet } from './boards-helpers.ts';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, openPage, signIn, tr, WAIT } from './helpers.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface BoardItem {
  id: number;
  title: string;
}

async function popularBoard(): Promise<BoardItem> {
  const { projects } = await publicGet<{ projects: BoardItem[] }>('/projects?sort=popular&limit=1');
  return projects[0]!;
}

/** Opens the app and waits until its service worker controls the page. */
async function controlledPage(context: BrowserContext): Promise<Page> {
  const page = await openPage(context, '/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  return page;
}

describe('installable app (issue 14)', () => {
  it('has a manifest whose icons are served', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Makerboard', display: 'standalone' });
    for (const size of ['192x192', '512x512'])
      expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200);
  });

  it('opens a board read once without a network, and says it is offline', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    const board = await popularBoard();
    const page = await controlledPage(context);
    await page.goto(`/story/${board.id}`);
    await page.getByRole('heading', { level: 1, name: exact(board.title) }).waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: exact(board.title) }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: tr('en', 'common.offline') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'offline-01-board-read-before');

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: exact(board.title) }).waitFor();
    expect(await page.getByText(tr('en', 'common.offline')).count()).toBe(0);
    await context.close();
  });

  it('forgets what was read when the person logs out', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, 'sam');
    const board = await popularBoard();
    const page = await controlledPage(context);
    await page.goto(`/story/${board.id}`);
    await page.getByRole('heading', { level: 1, name: exact(board.title) }).waitFor();
    await page.waitForLoadState('networkidle');
    // What sam read (the board, its sections and comments…), as the worker keeps it.
    const read = await page.evaluate(async () =>
      (await (await caches.open('mb-data')).keys()).map((request) => request.url),
    );
    expect(read.some((url) => url.endsWith(`/api/projects/${board.id}`))).toBe(true);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname !== '/logout');
    // None of it is kept once the deletion has run (the worker keeps no read that was on its way).
    // The page after the logout reads as a visitor (home asks for its feed at once), and those
    // reads may be kept: they are nobody's.
    const stillKept = () =>
      page.evaluate(async (urls) => {
        if (!(await caches.has('mb-data'))) return [];
        const kept = (await (await caches.open('mb-data')).keys()).map((request) => request.url);
        return kept.filter((url) => urls.includes(url));
      }, read);
    await expect.poll(stillKept, { timeout: WAIT }).toEqual([]);
    await context.close();
  });
});
