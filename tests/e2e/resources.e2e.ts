// The resources library (issue 13 item 1): an admin adds a resource in the admin area and a
// visitor sees it; a person registers for a webinar; axe finds nothing serious on the resources
// screens, at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, label, loginContext, signIn, signUp, tr, WAIT } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

describe('the resources library (spec/000 §2 resources)', () => {
  it('an admin adds a resource in the admin area and a visitor sees it on the section page', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await loginContext(context, 'ada');
    const page = await context.newPage();
    const title = `Soldering basics ${stamp}`;
    try {
      await page.goto('/admin/resources/library');
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.resources.library.title')) })
        .waitFor();
      await page
        .getByLabel(label(tr('en', 'resources.admin.section')))
        .selectOption({ label: 'Games and tools' });
      await page.getByLabel(label(tr('en', 'resources.admin.kind'))).selectOption('tool');
      await page.getByLabel(label(tr('en', 'resources.admin.title'))).fill(title);
      await page.getByLabel(label(tr('en', 'resources.admin.description'))).fill('<b>Tin</b> the tip first.');
      await page.getByLabel(label(tr('en', 'resources.admin.url'))).fill('javascript:alert(1)');
      await page.getByRole('button', { name: exact(tr('en', 'resources.admin.addResource')) }).click();
      await page
        .getByRole('alert')
        .getByText('Links must be full addresses starting with https://')
        .waitFor();
      await page
        .getByLabel(label(tr('en', 'resources.admin.url')))
        .fill('https://tools.example.org/soldering');
      await page.getByRole('button', { name: exact(tr('en', 'resources.admin.addResource')) }).click();
      await page.getByRole('cell', { name: title, exact: true }).waitFor();
      // The form is reset once the resource is made (its button no longer shows the pending state).
      await expect
        .poll(() => page.getByLabel(label(tr('en', 'resources.admin.title'))).inputValue())
        .toBe('');
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'resources-admin');
    } finally {
      await context.close();
    }

    const visitor = await newContext(browser);
    const view = await visitor.newPage();
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto('/resources');
    await view
      .getByRole('heading', { level: 1, name: tr('en', 'resources.title') })
      .waitFor({ timeout: WAIT });
    await view.getByRole('article', { name: 'Keeping a lab notebook' }).waitFor({ timeout: WAIT });
    expect(await seriousViolations(view)).toEqual([]);
    await snap(view, 'resources-library');

    await view
      .getByRole('link', { name: tr('en', 'resources.seeSection', { title: 'Games and tools' }) })
      .click();
    const card = view.getByRole('article', { name: title });
    await card.waitFor({ timeout: WAIT });
    // The description stays text: no <b> element is made of it.
    await card.getByText('<b>Tin</b> the tip first.').waitFor();
    expect(await card.getByRole('link', { name: tr('en', 'resources.open') }).getAttribute('href')).toBe(
      'https://tools.example.org/soldering',
    );
    await view.getByRole('tab', { name: tr('en', 'resources.plural.game') }).click();
    await view.waitForURL(/\/resources\/games-and-tools\/game$/);
    await view.getByRole('article', { name: 'Circuit puzzle' }).waitFor({ timeout: WAIT });
    await expect.poll(() => view.getByRole('article', { name: title }).count()).toBe(0);
    expect(await seriousViolations(view)).toEqual([]);
    await snap(view, 'resources-section-sorted');
    await visitor.close();
  });

  it('a person registers for an upcoming webinar and sees it kept', async () => {
    const person = await signUp(`web_${stamp}`);
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, person.userName, person.password);
    const page: Page = await context.newPage();
    try {
      await page.goto('/resources/webinars');
      const card = page.getByRole('article', { name: 'From idea to prototype in one afternoon' });
      await card.waitFor();
      await card.getByText(tr('en', 'resources.stages.upcoming')).waitFor();
      await card
        .getByRole('button', {
          name: tr('en', 'resources.registerFor', { title: 'From idea to prototype in one afternoon' }),
        })
        .click();
      await card.getByText(tr('en', 'resources.registered')).waitFor();
      // The recorded one takes no registration, and plays embedded (its host is listed).
      const recorded = page.getByRole('article', { name: 'Keeping a lab notebook' });
      expect(await recorded.getByRole('button', { name: /register/i }).count()).toBe(0);
      expect(await recorded.locator('iframe').getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\//,
      );
      await page.reload();
      await card.getByText(tr('en', 'resources.registered')).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await snap(page, 'resources-webinars-390');
    } finally {
      await context.close();
    }
  });
});
