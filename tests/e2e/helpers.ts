import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, codeFor } from './browser.ts';

/** The web app's own text catalogues, so assertions use the texts a user reads. */
export type Lang = 'en' | 'de' | 'fr';
const read = (file: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n', file), 'utf8'),
  ) as Record<string, unknown>;
type Catalogue = Record<string, unknown>;
/** Merged as i18next adds a part (deep): a part may add keys under a group the main catalogue has. */
function merge(into: Catalogue, part: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(part)) {
    const there = into[key];
    into[key] =
      there && typeof there === 'object' && value && typeof value === 'object'
        ? merge({ ...(there as Catalogue) }, value as Catalogue)
        : value;
  }
  return into;
}
/** The main catalogue with the parts that load with their screens (i18n/events.ts, i18n/screens.ts). */
const catalogues = Object.fromEntries(
  (['en', 'de', 'fr'] as const).map((lang) => [
    lang,
    merge(merge(read(`${lang}.json`), read(`events/${lang}.json`)), read(`screens/${lang}.json`)),
  ]),
) as Record<Lang, Catalogue>;

/** A translated text, with {{placeholders}} filled in. Throws for a missing key (so a test cannot pass on a typo). */
export function tr(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        catalogues[lang],
      );
  // Plural texts are key_one, key_other…, chosen by `count` as i18next does.
  const plural =
    values.count === undefined
      ? undefined
      : lookup(`${key}_${new Intl.PluralRules(lang).select(Number(values.count))}`);
  const found = plural ?? lookup(key);
  if (typeof found !== 'string') throw new Error(`no text ${lang}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
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
  await signIn(context, username);
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

/**
 * One request to the API of the server under test: `method /api{path}` with an optional session
 * and JSON body; answers the status and the envelope's `result` (or the error envelope).
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely unless typed by the caller.
export async function api<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  session?: ApiSession,
  body?: object,
): Promise<{ status: number; result: T; text: string }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let result: T = undefined as T;
  try {
    result = (JSON.parse(text) as { result: T }).result;
  } catch {
    // not JSON (an empty or HTML answer): `text` has it
  }
  return { status: response.status, result, text };
}

/** As `api`, throwing unless the answer is 2xx: for setting things up. */
// biome-ignore lint/suspicious/noExplicitAny: as api.
export async function apiOk<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  session?: ApiSession,
  body?: object,
): Promise<T> {
  const answer = await api<T>(method, path, session, body);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.result;
}

/** A board made through the API by its owner, in the first subcategory; answers its id. */
export async function createBoard(
  session: ApiSession,
  fields: { title: string; description: string; sections: { title: string; body: string }[] } & Record<
    string,
    unknown
  >,
): Promise<number> {
  const { categories } = await apiOk<{ categories: { subCategories: { id: number }[] }[] }>(
    'GET',
    '/categories',
  );
  const { project } = await apiOk<{ project: { id: number } }>('POST', '/projects', session, {
    categories: [categories[0]!.subCategories[0]!.id],
    ...fields,
  });
  return project.id;
}

/**
 * A newcomer signed up and verified through the API (the code read from the dev outbox), for
 * tests that change a person's account and so must not touch the demo users other files use.
 */
export async function signUp(
  userName: string,
  fields: Record<string, unknown> = {},
): Promise<{ userName: string; email: string; password: string }> {
  const email = `${userName}@example.org`;
  const password = 'Tinker-Bolt-42';
  await apiOk('POST', '/users/signup', undefined, {
    email,
    userName,
    password,
    firstName: 'Test',
    lastName: 'Maker',
    userType: 'standard',
    birthDate: '2000-01-01',
    receiveEmails: false,
    certifications: {
      ownWork: true,
      over12OrParent: true,
      parentPresent: true,
      positiveConduct: true,
      riskAcceptance: true,
      disclaimer: true,
    },
    ...fields,
  });
  await apiOk('POST', '/users/verify', undefined, { username: userName, code: await codeFor(email) });
  return { userName, email, password };
}

/** Signs a browser context in with its own login (its own session family, as another browser would). */
export async function signIn(
  context: BrowserContext,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const session = await apiLogin(userName, password);
  await context.addCookies([
    { name: 'mb_access', value: session.accessToken, url: baseUrl, sameSite: 'Strict' },
    { name: 'mb_refresh', value: session.refreshToken, url: baseUrl, sameSite: 'Strict' },
  ]);
}

/** A new page of a context at a path. */
export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Waits until CSS transitions and animations (modal fade-in, menus) have finished. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: WAIT,
  });
}

/** Waits until a condition holds (what a page or socket received), failing after `ms`. */
export async function until(check: () => boolean, what: string, ms = WAIT): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
