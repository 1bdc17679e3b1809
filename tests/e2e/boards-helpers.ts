// Small helpers of the boards journey (boards.e2e.ts): board-page locators and API reads that check
// what the screens claim.
import type { Page } from 'playwright-core';
import { type ApiSession, apiOk, exact, settled, tr } from './helpers.ts';

export { settled };

export const en = (key: string, values: Record<string, string | number> = {}) =>
  tr('en', key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

/** A short unique word for this run (the search finds the board by it). */
export const stamp = `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

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
export function publicGet<T>(path: string): Promise<T> {
  return apiOk<T>('GET', path);
}

/** GET /api/… as someone (a draft is only for its owner); `result` of the envelope. */
export function getAs<T>(session: ApiSession, path: string): Promise<T> {
  return apiOk<T>('GET', path, session);
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
    await apiOk('DELETE', `/projects/${board.id}`, session);
  }
}
