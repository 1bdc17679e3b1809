// Board members end to end (spec/000 §3 Membership, §6 roles, §2 join; issue 4): sam (the owner)
// invites priya as a co-owner by e-mail from the Members panel; priya, logged out, opens the link
// from the dev outbox, goes through the login and back to the join page, accepts, and edits a
// section; sam's open board shows her edit. axe-core finds nothing serious on the members panel
// and the join page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { button, en, getAs, settled, stamp } from './boards-helpers.ts';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  type ApiSession,
  api,
  apiLogin,
  apiOk,
  createBoard,
  DEMO_PASSWORD,
  exact,
  label,
  loginContext,
  tr,
  WAIT,
  waitForPath,
} from './helpers.ts';

let browser: Browser;
let samContext: BrowserContext;
let priyaContext: BrowserContext;
let samSession: ApiSession;
let sam: Page;
let priya: Page;
let boardId = 0;
const PRIYA_EMAIL = 'priya@demo.makerboard.local';
const TITLE = `Greenhouse sensor network ${stamp}`;
/** lea's account reads French (demo seed): her steps use the French texts. */
const fr = (key: string) => tr('fr', key);
const EDITED = `Soil probes calibrated by priya ${stamp}`;

beforeAll(async () => {
  browser = await launch();
  samContext = await newContext(browser);
  priyaContext = await newContext(browser);
  samContext.setDefaultTimeout(WAIT);
  priyaContext.setDefaultTimeout(WAIT);
  await loginContext(samContext, 'sam');
  samSession = await apiLogin('sam');
  boardId = await createBoard(samSession, {
    title: TITLE,
    description: 'Moisture and temperature probes across three greenhouse beds.',
    isPrivate: true,
    sections: [{ title: 'Probes', body: '<p>Capacitive probes in every bed.</p>' }],
  });
});

afterAll(async () => {
  await api('DELETE', `/projects/${boardId}`, samSession).catch(() => undefined);
  await browser?.close();
});

function membersRegion(page: Page) {
  return page.getByRole('region', { name: exact(en('members.sectionTitle')) });
}

/** The newest join link e-mailed to an address, from the dev outbox (api.md development helpers). */
async function joinLinkFor(address: string): Promise<string> {
  const result = await apiOk<{ messages: { to: string; text: string }[] }>('GET', '/dev/outbox');
  const message = result.messages.find((m) => m.to.toLowerCase() === address && m.text.includes('/join?'));
  const match = message && /(https?:\/\/\S+\/join\?\S+)/.exec(message.text);
  if (!match) throw new Error(`no join link for ${address}`);
  return match[1]!;
}

describe('board members (spec/000 §3, §6; issue 4)', () => {
  it('sam invites priya as a co-owner by e-mail from the members panel', async () => {
    sam = await samContext.newPage();
    await sam.goto(`/story/${boardId}`);
    await sam.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();
    const panel = membersRegion(sam);
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('listitem', { name: /sam/i }).waitFor();
    await panel.getByLabel(label(en('members.lookup'))).fill(PRIYA_EMAIL);
    await panel.getByLabel(label(en('members.role'))).selectOption('coowner');
    await panel.getByRole('button', { name: exact(en('members.invite')) }).click();
    await panel.getByText(en('members.invited', { name: PRIYA_EMAIL })).waitFor();
    // priya is listed as invited (pending) with her role.
    const row = panel.getByRole('listitem').filter({ hasText: en('members.pending') });
    await row.getByText(en('members.roles.coowner')).first().waitFor();
    await settled(sam);
    expect(await seriousViolations(sam), 'members panel').toEqual([]);
    await snap(sam, 'members-01-invited');
  });

  it('priya opens the e-mailed link logged out, logs in, comes back and accepts', async () => {
    const link = await joinLinkFor(PRIYA_EMAIL);
    expect(link).toMatch(new RegExp(`projectID=${boardId}$`));
    priya = await priyaContext.newPage();
    await priya.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await priya.getByRole('heading', { level: 1, name: exact(en('members.join.title')) }).waitFor();
    await snap(priya, 'members-02-join-logged-out');
    expect(await seriousViolations(priya), 'join page').toEqual([]);
    await priya.getByRole('link', { name: exact(en('members.join.login')) }).click();
    await waitForPath(priya, (url) => url.pathname === '/loginPage' && url.searchParams.has('redirect'));
    await priya.getByLabel(label(en('auth.login.loginLabel'))).fill('priya');
    await priya.getByRole('button', { name: exact(en('common.continue')) }).click();
    await priya.getByLabel(label(en('auth.login.passwordLabel'))).fill(DEMO_PASSWORD);
    await priya.getByRole('button', { name: exact(en('auth.login.submit')) }).click();
    await waitForPath(priya, (url) => url.pathname === '/join');
    await priya.getByText(en('members.join.loggedInAs', { name: 'priya' })).waitFor();
    await priya.getByRole('button', { name: exact(en('members.join.accept')) }).click();
    await waitForPath(priya, (url) => url.pathname === `/story/${boardId}`);
    await priya.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();
    // Accepted: her membership is active with the role sam gave.
    const { memberships } = await getAs<{
      memberships: { user: { userName: string }; role: string; status: string }[];
    }>(samSession, `/projects/${boardId}/members`);
    expect(memberships.find((m) => m.user?.userName === 'priya')).toMatchObject({
      role: 'coowner',
      status: 'active',
    });
  });

  it('priya co-edits a section and sam sees the edit', async () => {
    await priya.getByRole('switch', { name: en('boards.editMode') }).click();
    await waitForPath(priya, (url) => url.searchParams.get('edit') === '1');
    await priya
      .getByRole('button', { name: exact(en('boards.section.edit')) })
      .first()
      .click();
    const body = priya.getByRole('textbox', { name: en('boards.section.body') });
    await body.click();
    await body.press('ControlOrMeta+a');
    await body.pressSequentially(EDITED);
    await button(priya, 'boards.section.save').click();
    await priya.getByText(EDITED).waitFor();
    await snap(priya, 'members-03-priya-edited');

    // sam's open page hears of the change live (spec/001 §4: post update); a reload shows it too.
    await sam
      .getByText(EDITED)
      .waitFor({ timeout: 5_000 })
      .catch(async () => {
        await sam.reload();
        await sam.getByText(EDITED).waitFor();
      });
    await snap(sam, 'members-04-owner-sees-edit');
  });

  it('sam links a board and the open page of priya reloads the links live; contributions list the edit', async () => {
    const { projects } = await getAs<{ projects: { id: number; title: string }[] }>(
      samSession,
      '/projects?sort=newest&limit=1',
    );
    const child = projects[0]!;
    // priya watches the Linked boards tab of the same board.
    await priya.getByRole('switch', { name: en('boards.editMode') }).click();
    await waitForPath(priya, (url) => !url.searchParams.has('edit'));
    await membersRegion(priya)
      .getByRole('tab', { name: exact(en('members.tabs.links')) })
      .click();
    await membersRegion(priya).getByText(en('members.links.empty')).waitFor();

    const samLinks = membersRegion(sam);
    await samLinks.getByRole('tab', { name: exact(en('members.tabs.links')) }).click();
    await samLinks.getByLabel(label(en('members.links.add'))).fill(`${baseUrl}/story/${child.id}`);
    await samLinks.getByRole('button', { name: exact(en('members.links.link')) }).click();
    await samLinks.getByRole('link', { name: exact(child.title) }).waitFor();
    await settled(sam);
    expect(await seriousViolations(sam), 'linked boards tab').toEqual([]);
    await snap(sam, 'members-05-linked');

    // spec/000 §4: a link added reloads the links (no reload of the page here).
    await membersRegion(priya)
      .getByRole('link', { name: exact(child.title) })
      .waitFor();

    await membersRegion(priya)
      .getByRole('tab', { name: exact(en('members.tabs.contributions')) })
      .click();
    await membersRegion(priya).getByText(EDITED).waitFor();
    await snap(priya, 'members-06-contributions');
  });

  it('lea, a contributor reading French, accepts from the notification link and adds sections, not board details', async () => {
    const post = (path: string, session: ApiSession, body: object) => apiOk('POST', path, session, body);
    await post(`/projects/${boardId}/members/invite`, samSession, { lookup: 'lea', role: 'contributor' });
    const leaContext = await newContext(browser);
    leaContext.setDefaultTimeout(WAIT);
    await loginContext(leaContext, 'lea');
    const lea = await leaContext.newPage();
    // The notification's deep link has no token: the pending membership is accepted as is.
    await lea.goto(`/join?projectID=${boardId}`);
    await lea.getByRole('button', { name: exact(fr('members.join.accept')) }).click();
    await waitForPath(lea, (url) => url.pathname === `/story/${boardId}`);
    await lea.getByRole('switch', { name: fr('boards.editMode') }).click();
    await waitForPath(lea, (url) => url.searchParams.get('edit') === '1');
    await lea
      .getByRole('button', { name: exact(fr('boards.section.add')) })
      .first()
      .waitFor();
    expect(await lea.getByLabel(label(fr('boards.form.title'))).count()).toBe(0);
    await snap(lea, 'members-07-contributor-editing');
    await leaContext.close();
  });
});
