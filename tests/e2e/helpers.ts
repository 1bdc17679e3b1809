import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The web app's own text catalogues, so assertions use the texts a user reads. */
export type Lang = 'en' | 'de' | 'fr';
const read = (file: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n', file), 'utf8'),
  ) as Record<string, unknown>;
/** The main catalogue and the lazily loaded screens' one (i18n/screens), as the app holds them. */
const catalogues = Object.fromEntries(
  (['en', 'de', 'fr'] as const).map((lang) => [
    lang,
    { ...read(`${lang}.json`), ...read(`screens/${lang}.json`) },
  ]),
) as Record<Lang, Record<string, unknown>>;

/** A translated text, with {{placeholders}} filled in. Throws for a missing key (so a test cannot pass on a typo). */
export function tr(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[lang]);
  if (typeof found !== 'string') throw new Error(`no text ${lang}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a form label exactly, with or without Mantine's required asterisk. */
export function label(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*\\*?\\s*$`);
}

/** Matches a whole text exactly (for headings and buttons). */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export const DEMO_PASSWORD = 'Makerboard-Demo-2026';
export const WAIT = 15_000;

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

/** POST /api/users/login for a demo user. */
export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  const { result } = (await response.json()) as { result: ApiSession };
  return { accessToken: result.accessToken, refreshToken: result.refreshToken };
}

/** Logs a browser context in as a demo user: the web app keeps its tokens in these cookies. */
export async function loginContext(context: BrowserContext, username: string): Promise<void> {
  const session = await apiLogin(username);
  await context.addCookies([
    { name: 'mb_access', value: session.accessToken, url: baseUrl, sameSite: 'Strict' },
    { name: 'mb_refresh', value: session.refreshToken, url: baseUrl, sameSite: 'Strict' },
  ]);
}

/** The admin maintenance switch (PUT /api/admin/maintenance), as ada. */
export async function setMaintenance(enabled: boolean, admin?: ApiSession): Promise<void> {
  const session = admin ?? (await apiLogin('ada'));
  const response = await fetch(`${baseUrl}/api/admin/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`maintenance switch failed: ${response.status} ${await response.text()}`);
}

/** The path and query of the page's URL. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's path (and query) satisfies a test. */
export async function waitForPath(page: Page, test: (url: URL) => boolean): Promise<void> {
  await page.waitForURL((url) => test(url), { timeout: WAIT });
}
