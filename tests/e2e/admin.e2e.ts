// Reports and the admin area (issue 13): a person reports a comment from the board page, the admin
// hides it from the moderation queue, a visitor no longer sees it and the reporter is told; the
// admin acts as someone from the people screen and comes back through su/exit. axe on the admin
// screens; the queue works at 390 px. Categories are added in en, de and fr, and page views read.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  apiLogin,
  apiOk,
  createBoard,
  exact,
  label,
  signIn,
  signUp,
  tr,
  until,
  WAIT,
  where,
} from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('reports and the moderation queue', () => {
  it('a reported comment hidden by the admin is gone for visitors, and the reporter hears of it', async () => {
    const author = await signUp(`auth_${stamp}`);
    const reporter = await signUp(`rep_${stamp}`);
    const authorSession = await apiLogin(author.userName, author.password);
    const boardId = await createBoard(authorSession, {
      title: `Moderated board ${stamp}`,
      description: 'A board with a rude comment',
      sections: [{ title: 'Start', body: '<p>Hello</p>' }],
    });
    const kept = `A kind comment ${stamp}`;
    const rude = `A rude comment ${stamp}`;
    await apiOk('POST', '/comments', authorSession, { projectID: boardId, comment: kept });
    const { comment } = await apiOk<{ comment: { id: number } }>('POST', '/comments', authorSession, {
      projectID: boardId,
      comment: rude,
    });

    // The reporter reports the comment from the board page.
    const reporting = await newContext(browser);
    reporting.setDefaultTimeout(WAIT);
    await signIn(reporting, reporter.userName, reporter.password);
    const page = await reporting.newPage();
    try {
      await page.goto(`/story/${boardId}`);
      await page.getByText(rude).waitFor();
      await page.getByTestId(`report-comment-${comment.id}`).click();
      const dialog = page.getByRole('dialog', { name: tr('en', 'report.title.comment') });
      await dialog.waitFor();
      // A reason is required.
      await dialog.getByRole('button', { name: exact(tr('en', 'report.send')) }).click();
      await dialog.getByText(tr('en', 'report.reasonRequired')).waitFor();
      await dialog.getByLabel(label(tr('en', 'report.reason'))).fill('It insults the author of the board.');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: exact(tr('en', 'report.send')) }).click();
      await dialog.getByText(tr('en', 'report.sent')).waitFor();
      await snap(page, 'admin-01-reported');
      await dialog
        .getByRole('button', { name: exact(tr('en', 'common.close')) })
        .first()
        .click();
    } catch (error) {
      await snap(page, 'admin-FAILED-report').catch(() => undefined);
      throw error;
    } finally {
      await reporting.close();
    }

    // The admin hides it from the moderation queue.
    const moderating = await newContext(browser);
    moderating.setDefaultTimeout(WAIT);
    await signIn(moderating, 'ada');
    const admin = await moderating.newPage();
    try {
      await admin.goto('/admin');
      await admin.getByRole('heading', { level: 1, name: exact(tr('en', 'admin.title')) }).waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
      await snap(admin, 'admin-02-dashboard');
      await admin
        .getByRole('link', { name: exact(tr('en', 'admin.sections.moderation.reports.title')) })
        .click();
      await admin
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.moderation.reports.title')) })
        .waitFor();
      expect(where(admin)).toBe('/admin/moderation/reports');
      const card = admin.locator('li', { hasText: rude });
      await card.waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
      await snap(admin, 'admin-03-queue');
      await card
        .getByRole('button', {
          name: tr('en', 'admin.moderation.actionLabel.hide', {
            what: tr('en', 'admin.moderation.kind.comment'),
          }),
        })
        .click();
      await admin.getByRole('status').getByText(tr('en', 'admin.moderation.done.hide')).waitFor();
      // The closed tab lists it as hidden.
      await admin.getByRole('tab', { name: tr('en', 'admin.moderation.closed') }).click();
      await admin
        .locator('li', { hasText: rude })
        .getByText(tr('en', 'admin.moderation.hidden'), { exact: true })
        .waitFor();

      // At 390 px the queue still fits.
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.goto('/admin/moderation/reports');
      await admin
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.moderation.reports.title')) })
        .waitFor();
      await admin.getByRole('tab', { name: tr('en', 'admin.moderation.open') }).waitFor();
      expect(await noOverflow(admin)).toBe(true);
      await snap(admin, 'admin-04-queue-390');
    } catch (error) {
      await snap(admin, 'admin-FAILED-queue').catch(() => undefined);
      throw error;
    } finally {
      await moderating.close();
    }

    // A visitor sees the board and the kind comment, not the hidden one.
    const visiting = await newContext(browser);
    visiting.setDefaultTimeout(WAIT);
    const visitor = await visiting.newPage();
    try {
      await visitor.goto(`/story/${boardId}`);
      await visitor.getByText(kept).waitFor();
      expect(await visitor.getByText(rude).count()).toBe(0);
      await snap(visitor, 'admin-05-visitor');
    } finally {
      await visiting.close();
    }

    // The reporter is told through their notifications.
    const reporterSession = await apiLogin(reporter.userName, reporter.password);
    const { notifications } = await apiOk<{ notifications: { title: string }[] }>(
      'GET',
      `/users/${reporter.userName}/notifications`,
      reporterSession,
    );
    expect(notifications.map((n) => n.title)).toContain('Your report was handled');
  });
});

describe('people in the admin area', () => {
  it('the admin acts as someone after confirming, and su/exit brings them back', async () => {
    const person = await signUp(`imp_${stamp}`, { firstName: 'Imke', lastName: `Probe${stamp}` });
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, 'ada');
    const page = await context.newPage();
    try {
      await page.goto('/admin/users/list');
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.users.list.title')) })
        .waitFor();
      await page.getByLabel(tr('en', 'admin.users.search')).fill(person.userName);
      await page.getByRole('button', { name: new RegExp(person.userName) }).click();
      await page.getByRole('heading', { level: 2, name: new RegExp(`Probe${stamp}`) }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'admin-06-people');
      await page.getByRole('button', { name: exact(tr('en', 'admin.users.impersonate')) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: exact(tr('en', 'admin.users.impersonate')) });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog
        .getByLabel(tr('en', 'admin.users.impersonateConfirm', { name: person.userName }))
        .fill(person.userName);
      await confirm.click();
      await page.getByText(tr('en', 'nav.impersonating', { name: person.userName })).waitFor();
      await snap(page, 'admin-07-acting');

      await page.goto('/su/exit');
      await until(() => where(page) === '/admin/users/list', 'the way back to the people screen');
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.users.list.title')) })
        .waitFor();
      expect(await page.getByText(tr('en', 'nav.impersonating', { name: person.userName })).count()).toBe(0);

      // At 390 px the people screen fits.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await noOverflow(page)).toBe(true);
      await snap(page, 'admin-08-people-390');
    } catch (error) {
      await snap(page, 'admin-FAILED-people').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

  it('the admin writes a partner’s page information and a region’s sponsor from the admin area', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, 'ada');
    const page = await context.newPage();
    try {
      await page.goto('/admin');
      await page
        .getByRole('link', { name: new RegExp(tr('en', 'admin.sections.partners.pages.title')) })
        .click();
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.partners.pages.title')) })
        .waitFor();
      await page.getByLabel(tr('en', 'admin.partnersScreen.pick'), { exact: true }).first().click();
      await page.getByRole('listbox').getByRole('option').first().click();
      const entry = `about-${stamp}`;
      await page.getByLabel(label(tr('en', 'partners.editor.name'))).fill(entry);
      await page.getByLabel(exact(tr('en', 'partners.editor.entryTitle'))).fill(`About us ${stamp}`);
      await page.getByRole('button', { name: exact(tr('en', 'partners.editor.add')) }).click();
      await page
        .getByRole('button', { name: exact(tr('en', 'partners.editor.editOne', { name: entry })) })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'admin-07-partner-pages');

      await page.goto('/admin/regions/list');
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.regions.list.title')) })
        .waitFor();
      await page.getByLabel(tr('en', 'admin.regionsScreen.pick'), { exact: true }).first().click();
      await page.getByRole('listbox').getByRole('option').first().click();
      const sponsor = `Sponsor ${stamp}`;
      await page.getByLabel(label(tr('en', 'regions.editor.sponsorName'))).fill(sponsor);
      await page.getByRole('button', { name: exact(tr('en', 'regions.editor.addSponsor')) }).click();
      await page.getByText(sponsor, { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'admin-08-regions');
    } finally {
      await context.close();
    }
  });

  it('the admin adds a category in three languages, and reads the page views', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await signIn(context, 'ada');
    const page = await context.newPage();
    try {
      await page.goto('/admin/categories/list');
      await page
        .getByRole('heading', { level: 1, name: exact(tr('en', 'admin.sections.categories.list.title')) })
        .waitFor();
      await page
        .getByRole('button', { name: exact(tr('en', 'admin.categories.add')) })
        .first()
        .click();
      const form = page.getByRole('form', { name: tr('en', 'admin.categories.addTitle') });
      const names = form.getByRole('textbox', { name: label(tr('en', 'admin.categories.name')) });
      await names.nth(0).fill(`Kites ${stamp}`);
      await names.nth(1).fill(`Drachen ${stamp}`);
      await names.nth(2).fill(`Cerfs-volants ${stamp}`);
      await form.getByRole('button', { name: exact(tr('en', 'admin.categories.add')) }).click();
      await page.getByText(tr('en', 'admin.categories.saved', { name: `Kites ${stamp}` })).waitFor();
      await page.getByText(`/category/kites-${stamp}`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'admin-09-categories');
      // Members read it in their language.
      const tree = await apiOk<{ categories: { slug: string; name: string }[] }>(
        'GET',
        '/categories?language=de',
      );
      expect(tree.categories.find((c) => c.slug === `kites-${stamp}`)?.name).toBe(`Drachen ${stamp}`);

      await page.goto('/admin/system/pageviews');
      const table = page.getByRole('table');
      await table.waitFor();
      // The screens just opened are counted, by route pattern.
      await table.getByText('/admin/:section/:name', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'admin-10-page-views');
    } catch (error) {
      await snap(page, 'admin-FAILED-categories').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
