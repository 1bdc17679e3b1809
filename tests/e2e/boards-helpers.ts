// Small helpers of the boards journey (boards.e2e.ts): board-page locators and API reads that check
// what the screens claim.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { type ApiSession, exact, tr, WAIT } from './helpers.ts';

export const en = (key: string, values: Record<string, string | number> = {}) =>
  tr('en', key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

/** A short unique word for this run (the search finds the board by it). */
export const stamp = `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Waits until CSS transitions and animations (modal fade-in, menus) have finished. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: WAIT,
  });
}

/** The board's id from a story/{id} URL. */
export function boardIdOf(page: Page): number {
  const match = /\/story\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not on a board page: ${page.url()}`);
  return Number(match[1]);
}

/** The sections region of a board page. */
export function sectionsRegion(page: Page) {
  return page.getByRole('region', { name: /^Sections \(\d+\)$/ });
}

/** The section titles in the order the page shows them. */
export async function sectionTitles(page: Page): Promise<string[]> {
  const titles = await sectionsRegion(page).getByRole('heading', { level: 3 }).allTextContents();
  return titles.map((title) => title.trim());
}

/** The comments region of a board page. */
export function commentsRegion(page: Page) {
  return page.getByRole('region', { name: /^Comments \(\d+\)$/ });
}

/** A button by its exact visible text. */
export function button(page: Page, key: string, values: Record<string, string | number> = {}) {
  return page.getByRole('button', { name: exact(en(key, values)) });
}

/** GET /api/… without a session (what every visitor sees); `result` of the envelope. */
export async function publicGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** GET /api/… as someone (a draft is only for its owner); `result` of the envelope. */
export async function getAs<T>(session: ApiSession, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** The number of public boards of a year in a top-level category (GET /categories?year=). */
export async function categoryCount(slug: string, year: number): Promise<number> {
  const { categories } = await publicGet<{ categories: { slug: string; count?: number }[] }>(
    `/categories?year=${year}`,
  );
  return categories.find((category) => category.slug === slug)?.count ?? 0;
}

/** Deletes someone's drafts whose title starts with a prefix (left behind by an earlier run). */
export async function removeDrafts(session: ApiSession, userName: string, prefix: string): Promise<void> {
  const { projects } = await getAs<{ projects: { id: number; title: string; isDraft: boolean }[] }>(
    session,
    `/users/${userName}/projects?filter=viewall&limit=100&offset=0`,
  );
  for (const board of projects.filter((b) => b.isDraft && b.title.startsWith(prefix))) {
    const response = await fetch(`${baseUrl}/api/projects/${board.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    if (!response.ok) throw new Error(`DELETE /projects/${board.id}: ${response.status}`);
  }
}
