// School login over OpenID Connect (issue 14): the test provider of run.mjs (oidc-provider) signs a
// pupil in; a new pupil answers the signup survey (spec/000 §4 Session) and lands home signed in; the
// same school account later logs straight in; a refused callback explains itself. axe on each screen.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, label, tr, WAIT, waitForPath } from './helpers.ts';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const account = `pupil${stamp}`;
const userName = `pupil_${stamp}`;
const SCHOOL = 'Test School';

let browser: Browser;

/** Who the browser's session is (its access token cookie, asked of GET /users/current). */
async function currentUser(context: BrowserContext): Promise<string | undefined> {
  const access = (await context.cookies()).find((c) => c.name === 'mb_access')?.value;
  if (!access) return undefined;
  const response = await fetch(`${baseUrl}/api/users/current`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const { result } = (await response.json()) as { result?: { user: { userName: string } } };
  return result?.user.userName;
}
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('school login', () => {
  it('a new pupil signs in with the school account and finishes the survey, on a 390 px phone', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    try {
      await page.goto('/loginPage?redirect=/home');
      const start = page.getByRole('link', {
        name: exact(tr('en', 'oidc.continueWith', { provider: SCHOOL })),
      });
      await start.waitFor({ timeout: WAIT });
      await snap(page, 'oidc-01-login');
      expect(await seriousViolations(page)).toEqual([]);
      await start.click();

      // The provider's own sign-in page.
      await page.getByLabel('School account').fill(account);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back at Makerboard: the survey, with the names the school gave.
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'oidc.surveyTitle')) })
        .waitFor({ timeout: WAIT });
      expect(new URL(page.url()).pathname).toBe('/oauth/callback');
      expect(page.url()).not.toContain('code=');
      await expect(page.getByLabel(label(tr('en', 'auth.signup.firstName'))).inputValue()).resolves.toBe(
        'Sam',
      );
      await page.getByLabel(label(tr('en', 'auth.signup.userName'))).fill(userName);
      await page.getByLabel(label(tr('en', 'auth.signup.birthDate'))).fill('2011-05-06');
      // Without the certifications it is refused, as at every signup.
      await page.getByRole('button', { name: exact(tr('en', 'auth.signup.submit')) }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: tr('en', 'auth.signup.disclaimerRequired') })
        .waitFor({ timeout: WAIT });
      const boxes = page
        .getByRole('group', { name: tr('en', 'auth.signup.steps.survey') })
        .getByRole('checkbox');
      expect(await boxes.count()).toBe(6);
      for (const box of await boxes.all()) await box.check();
      await snap(page, 'oidc-02-survey');
      expect(await seriousViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: exact(tr('en', 'auth.signup.submit')) }).click();

      await waitForPath(page, (url) => url.pathname === '/home');
      expect(await currentUser(context)).toBe(userName);
      await snap(page, 'oidc-03-home');
    } finally {
      await context.close();
    }
  });

  it('the same school account logs straight in next time, and may create a password', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    try {
      await page.goto('/loginPage?redirect=/home');
      await page
        .getByRole('link', { name: exact(tr('en', 'oidc.continueWith', { provider: SCHOOL })) })
        .click();
      await page.getByLabel('School account').fill(account);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, (url) => url.pathname === '/home');
      expect(await currentUser(context)).toBe(userName);
      await page
        .getByRole('banner')
        .getByRole('button', { name: tr('en', 'nav.userMenu', { name: userName }) })
        .waitFor({ timeout: WAIT });

      // An account made this way has no password; the settings offer to create one (createPassword).
      await page.goto(`/profile/${userName}/settings`);
      const section = page.getByRole('region', { name: tr('en', 'profile.settings.createPasswordTitle') });
      await section.waitFor({ timeout: WAIT });
      await section.getByLabel(label(tr('en', 'auth.reset.newPassword'))).fill('Bolt-Nut-Gear-42');
      await section.getByLabel(label(tr('en', 'auth.password.confirm'))).fill('Bolt-Nut-Gear-42');
      await section.getByRole('button', { name: exact(tr('en', 'profile.settings.createPassword')) }).click();
      await page.getByText(tr('en', 'profile.settings.passwordCreated')).waitFor({ timeout: WAIT });
      // The section is now the change-password form.
      await page
        .getByRole('region', { name: tr('en', 'profile.settings.passwordTitle') })
        .getByLabel(label(tr('en', 'profile.settings.currentPassword')))
        .waitFor({ timeout: WAIT });
      await snap(page, 'oidc-06-password-created');
      const login = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: userName, password: 'Bolt-Nut-Gear-42' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('a refused callback explains itself and leads back to the login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/oauth/callback#error=state');
      await page
        .getByRole('alert')
        .filter({ hasText: tr('en', 'oidc.refused.state') })
        .waitFor({ timeout: WAIT });
      await snap(page, 'oidc-04-refused');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: exact(tr('en', 'oidc.backToLogin')) }).click();
      await waitForPath(page, (url) => url.pathname === '/loginPage');
    } finally {
      await context.close();
    }
  });

  it('the signup dialog offers the school login with the school e-mail hint (spec/001 §8)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/signup');
      const dialog = page.getByRole('dialog', { name: tr('en', 'auth.signup.title') });
      await dialog
        .getByRole('link', { name: exact(tr('en', 'oidc.continueWith', { provider: SCHOOL })) })
        .waitFor({ timeout: WAIT });
      await dialog.getByText(tr('en', 'oidc.schoolEmailHint')).waitFor({ timeout: WAIT });
      await snap(page, 'oidc-05-signup-dialog');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
