// Issue 14 items 2 to 4: bulk signup from a CSV with a bad row; the add-to-home-screen onboarding
// (makehomedesktop, makehomemobile), shown once; hash routing and the redirect event when the page
// runs inside the native app (app code BF05 or 9DF6). axe on each new screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicGet } from './boards-helpers.ts';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { openPage, settled, signIn, tr, WAIT } from './helpers.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A context that looks like a person's browser to the onboarding: automated browsers are never
 * offered it (they cannot install), so this one says it is not automated.
 */
async function personContext(viewport = { width: 1280, height: 860 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', viewport });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
  context.setDefaultTimeout(WAIT);
  return context;
}

const onboarding = (page: Page, type: string) => page.locator(`[role="dialog"][data-onboarding="${type}"]`);

/** A visitor following a link to a second page: the onboarding waits for it (or for 30 s). */
async function moveOn(page: Page) {
  await page
    .getByRole('link', { name: tr('en', 'nav.explore'), exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/explore/all');
}

describe('add-to-home-screen onboarding (spec/000 §2 makehomedesktop, makehomemobile; #00ADEE)', () => {
  it('shows makehomedesktop once on a wide screen, with instructions where there is no install prompt', async () => {
    const context = await personContext();
    const page = await openPage(context, '/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Not on the first page at once: a first-time visitor reads what they came for first.
    await page.waitForTimeout(4000);
    expect(await onboarding(page, 'makehomedesktop').count()).toBe(0);
    await moveOn(page);
    const card = onboarding(page, 'makehomedesktop');
    await card.waitFor();
    await settled(page);
    expect(await card.getByRole('heading').textContent()).toBe(tr('en', 'install.desktopTitle'));
    expect(await card.getByTestId('install-instructions').textContent()).toBe(
      tr('en', 'install.how.desktop'),
    );
    const colour = await card.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(colour).toBe('rgb(0, 173, 238)');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'app-onboarding-desktop-1280');
    // Keyboard: Escape puts it away, and it is remembered.
    await card.getByRole('button', { name: tr('en', 'install.gotIt') }).focus();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('mb_onboarding_makehomedesktop'))).toBe(
      'completed',
    );
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await moveOn(page);
    // Longer than the onboarding waits for an install prompt before it shows.
    await page.waitForTimeout(4000);
    expect(await onboarding(page, 'makehomedesktop').count()).toBe(0);
    await context.close();
  });

  it('offers the browser’s install prompt where there is one (beforeinstallprompt), once', async () => {
    const context = await personContext({ width: 390, height: 844 });
    await context.addInitScript(() => {
      // What Chromium fires when the site is installable (once the app has started and registered
      // its service worker); the prompt is recorded instead of shown. A visitor's home starts its
      // scripts after the first screen, so the page's load can come before the app: fired once the
      // app has rendered (Mantine marks the document then).
      const whenStarted = (then: () => void) =>
        document.documentElement.hasAttribute('data-mantine-color-scheme')
          ? then()
          : setTimeout(() => whenStarted(then), 50);
      window.addEventListener('load', () =>
        whenStarted(() => {
          const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
            prompt: () => Promise<void>;
            userChoice: Promise<{ outcome: string }>;
          };
          event.prompt = async () => {
            (window as unknown as { prompted: number }).prompted = 1;
          };
          event.userChoice = Promise.resolve({ outcome: 'accepted' });
          window.dispatchEvent(event);
        }),
      );
    });
    const page = await openPage(context, '/home');
    await moveOn(page);
    const card = onboarding(page, 'makehomemobile');
    await card.waitFor();
    await settled(page);
    expect(await card.getByRole('heading').textContent()).toBe(tr('en', 'install.mobileTitle'));
    expect(await card.getByTestId('install-instructions').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'app-onboarding-mobile-390');
    await card.getByRole('button', { name: tr('en', 'install.install') }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('mb_onboarding_makehomemobile'))).toBe('completed');
    await page.reload();
    await moveOn(page);
    await page.waitForTimeout(4000);
    expect(await onboarding(page, 'makehomemobile').count()).toBe(0);
    await context.close();
  });
});

describe('native shell (spec/000 §2 routing rules; spec/001 §9 app codes BF05, 9DF6)', () => {
  it('routes hash-style with the app code, follows the redirect event and never shows the onboarding', async () => {
    const context = await personContext({ width: 390, height: 844 });
    const { projects } = await publicGet<{ projects: { id: number; title: string }[] }>(
      '/projects?sort=popular&limit=1',
    );
    const board = projects[0]!;
    // A deep link opened in the app (history style) moves to hash style; the code is kept for the session.
    const page = await openPage(context, `/story/${board.id}?app=BF05`);
    // The app's own heading, not the first screen the server wrote into the page (#mb-first-title),
    // which shows before the app (and its listener for the redirect event) has started.
    await page.locator('h1:not(#mb-first-title)', { hasText: board.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe(`#/story/${board.id}`);
    await snap(page, 'app-native-board-390');
    // The app's redirect event carrying a path.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('makerboard:redirect', { detail: { path: '/contact' } })),
    );
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/contact');
    // Or as a message the web view posts; another site's address is ignored.
    await page.evaluate(() => window.postMessage({ type: 'redirect', path: 'https://evil.example/x' }, '*'));
    await page.evaluate(() => window.postMessage({ type: 'redirect', path: '/home' }, '*'));
    await page.waitForFunction(() => window.location.hash === '#/home');
    // Links inside the app are hash-style too.
    const href = await page.locator('a[href^="#/"]').first().getAttribute('href');
    expect(href).toMatch(/^#\//);
    // Reloaded without the query, the session still knows it is the app.
    await page.goto('/#/about');
    expect(new URL(page.url()).hash).toBe('#/about');
    await page.waitForTimeout(4000);
    expect(await page.locator('[data-onboarding]').count()).toBe(0);
    await context.close();
  });

  it('keeps history-style routing in a browser', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });
});

describe('bulk signup (spec/001 §7 Users "signup … bulk")', () => {
  const header =
    'email,userName,firstName,lastName,birthDate,ownWork,over12OrParent,parentPresent,positiveConduct,riskAcceptance,disclaimer';
  const stamp = Date.now().toString(36);

  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`signs up a good row and lists a bad one with its reason (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', viewport });
      context.setDefaultTimeout(WAIT);
      await signIn(context, 'ada');
      const page = await openPage(context, '/signup/bulk');
      await page.getByRole('heading', { level: 1, name: tr('en', 'bulkSignup.title') }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const good = `bulk${viewport.width}${stamp}`;
      const young = `young${viewport.width}${stamp}`;
      const csv = [
        header,
        `${good}@example.org,${good},Kim,Park,2010-05-20,yes,yes,yes,yes,yes,yes`,
        `${young}@example.org,${young},Lee,Park,2021-05-20,yes,yes,yes,yes,yes,yes`,
      ].join('\n');
      await page.locator('input[type=file]').setInputFiles({
        name: 'class.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: tr('en', 'bulkSignup.submit') }).click();
      await page.getByText(tr('en', 'bulkSignup.done')).waitFor();
      const report = page.getByRole('table', { name: tr('en', 'bulkSignup.report') });
      const refused = report.locator('tr[data-status="refused"]');
      expect(await refused.count()).toBe(1);
      expect(await refused.textContent()).toContain('You must be at least 13 years old to join');
      expect(await refused.textContent()).toContain(young);
      const created = report.locator('tr[data-status="created"]');
      expect(await created.textContent()).toContain(tr('en', 'bulkSignup.invited'));
      // The pointer leaves the button it clicked (a hovered button has another colour).
      await page.mouse.move(0, 0);
      await settled(page);
      await snap(page, `app-bulk-signup-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // The invitation went to the new person.
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as {
        result: { messages: { to: string; text: string }[] };
      };
      expect(outbox.result.messages.some((m) => m.to === `${good}@example.org`)).toBe(true);
      expect(outbox.result.messages.some((m) => m.to === `${young}@example.org`)).toBe(false);
      await context.close();
    });
  }
});
