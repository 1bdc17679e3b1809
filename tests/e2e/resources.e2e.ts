// The resources library (issue 13 item 1): an admin adds, edits and deletes a resource and the
// embed hosts in the admin area and a visitor sees them; a person registers for a webinar; a
// board's owner attaches it on the resource view and takes it off; exploreResources; axe finds
// nothing serious on the resources screens, at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  apiLogin,
  apiOk,
  createBoard,
  exact,
  label,
  loginContext,
  signIn,
  signUp,
  tr,
  WAIT,
} from './helpers.ts';

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
    const revised = `${title} (revised)`;
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

      // Edit it: the form comes filled in; the new title shows in the table.
      await page.getByRole('button', { name: tr('en', 'resources.adminEdit.editNamed', { title }) }).click();
      const editing = page.getByRole('region', {
        name: tr('en', 'resources.adminEdit.editTitle', { title }),
      });
      await expect
        .poll(() => editing.getByLabel(label(tr('en', 'resources.admin.url'))).inputValue())
        .toBe('https://tools.example.org/soldering');
      await editing.getByLabel(label(tr('en', 'resources.admin.title'))).fill(revised);
      await editing.getByRole('button', { name: exact(tr('en', 'resources.adminEdit.save')) }).click();
      await page.getByRole('cell', { name: revised, exact: true }).waitFor();
      expect(await page.getByRole('cell', { name: title, exact: true }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The embed hosts: one added, then removed again (the demo's own host stays).
      const hosts = page.getByRole('region', { name: tr('en', 'resources.adminEdit.hostsTitle') });
      await hosts.getByText('www.youtube-nocookie.com').waitFor();
      await hosts.getByLabel(label(tr('en', 'resources.adminEdit.host'))).fill('Player.Example.org');
      await hosts.getByRole('button', { name: tr('en', 'resources.adminEdit.addHost') }).click();
      await hosts.getByText('player.example.org', { exact: true }).waitFor();
      await snap(page, 'resources-admin-edit');
      await hosts
        .getByRole('button', {
          name: tr('en', 'resources.adminEdit.removeHost', { host: 'player.example.org' }),
        })
        .click();
      await expect.poll(() => hosts.getByText('player.example.org', { exact: true }).count()).toBe(0);
      await hosts.getByText('www.youtube-nocookie.com').waitFor();
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
    const card = view.getByRole('article', { name: revised });
    await card.waitFor({ timeout: WAIT });
    // The description stays text: no <b> element is made of it.
    await card.getByText('<b>Tin</b> the tip first.').waitFor();
    expect(await card.getByRole('link', { name: tr('en', 'resources.open') }).getAttribute('href')).toBe(
      'https://tools.example.org/soldering',
    );
    await view.getByRole('tab', { name: tr('en', 'resources.plural.game') }).click();
    await view.waitForURL(/\/resources\/games-and-tools\/game$/);
    await view.getByRole('article', { name: 'Circuit puzzle' }).waitFor({ timeout: WAIT });
    await expect.poll(() => view.getByRole('article', { name: revised }).count()).toBe(0);
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

  it("a board's owner attaches it on the resource view, sees it listed and takes it off", async () => {
    const person = await signUp(`attach_${stamp}`);
    const session = await apiLogin(person.userName, person.password);
    const boardTitle = `Bread-board radio ${stamp}`;
    await createBoard(session, {
      title: boardTitle,
      description: 'A radio on a bread board.',
      sections: [{ title: 'Parts', body: '<p>A coil and a diode.</p>' }],
    });
    const { resources } = await apiOk<{ resources: { id: number; title: string }[] }>(
      'GET',
      '/partnerResource/resources?type=webinar&limit=50',
    );
    const webinar = resources.find((r) => r.title === 'Keeping a lab notebook')!;
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, person.userName, person.password);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/resource/${webinar.id}`);
      await page.getByRole('heading', { level: 1, name: 'Keeping a lab notebook' }).waitFor();
      await page.getByText(tr('en', 'resources.stages.recorded')).first().waitFor();
      const boards = page.getByRole('region', { name: tr('en', 'resources.view.boardsTitle') });
      await boards.getByText(tr('en', 'resources.view.noBoards')).waitFor();
      await boards
        .getByLabel(label(tr('en', 'resources.view.yourBoard')))
        .selectOption({ label: boardTitle });
      await boards.getByRole('button', { name: tr('en', 'resources.view.attach') }).click();
      await boards.getByRole('link', { name: boardTitle }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'resource-view');

      // A visitor sees the attached board too, and no way to take it off.
      const visitor = await newContext(browser);
      const view = await visitor.newPage();
      await view.goto(`/resource/${webinar.id}`);
      await view.getByRole('link', { name: boardTitle }).waitFor({ timeout: WAIT });
      expect(
        await view
          .getByRole('button', { name: tr('en', 'resources.view.detachNamed', { title: boardTitle }) })
          .count(),
      ).toBe(0);
      await visitor.close();

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(page, 'resource-view-390');
      await boards
        .getByRole('button', { name: tr('en', 'resources.view.detachNamed', { title: boardTitle }) })
        .click();
      await boards.getByText(tr('en', 'resources.view.noBoards')).waitFor();
    } finally {
      await context.close();
    }
  });

  it('explores every resource by kind (community variant), and a resource unknown is not found', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/exploreResources');
      await page.getByRole('heading', { level: 1, name: tr('en', 'resources.explore.title') }).waitFor();
      await page.getByRole('article', { name: 'Keeping a lab notebook' }).waitFor();
      await page.getByText(tr('en', 'resources.plural.game'), { exact: true }).click();
      await page.waitForURL(/\/exploreResources\?type=game$/);
      await page.getByRole('article', { name: 'Circuit puzzle' }).waitFor();
      await expect.poll(() => page.getByRole('article', { name: 'Keeping a lab notebook' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'explore-resources');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(page, 'explore-resources-390');
      // A resource's card leads to its own page.
      await page.getByRole('link', { name: 'Circuit puzzle' }).click();
      await page.getByRole('heading', { level: 1, name: 'Circuit puzzle' }).waitFor();
      // The demo board made with it is listed there.
      await page.getByRole('link', { name: 'Line-following robot with two IR sensors' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'resource-view-390-demo');
      await page.goto('/resource/999999');
      await page.getByRole('heading', { level: 1, name: tr('en', 'system.notFound.title') }).waitFor();
    } finally {
      await context.close();
    }
  });
});
