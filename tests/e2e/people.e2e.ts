// Group chats and section members end to end (issue 16, item 8). sam, a minor, is told in the new
// group dialog that an adult he shares nothing with cannot be added, before he sends anything.
// priya makes a group chat from the inbox with judge_ana and curator_jo, found by name as she
// types; in the group's people panel she makes Ana a supervisor and removes Jo, who no longer sees
// the group. Then priya, owning a board, invites rev_omar to one of its sections from the section
// card in edit mode; Omar follows the invitation's link to the section, accepts, and the section
// opens to him in edit mode. axe-core finds nothing serious on either screen; screenshots at 1280
// and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, stamp } from './boards-helpers.ts';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  type ApiSession,
  api,
  apiLogin,
  apiOk,
  createBoard,
  exact,
  label,
  loginContext,
  settled,
  WAIT,
  waitForPath,
} from './helpers.ts';

let browser: Browser;
const contexts: Record<string, BrowserContext> = {};
let priyaSession: ApiSession;
let priya: Page;
let boardId = 0;
let sectionId = 0;
const GROUP = `Rocket crew ${stamp}`;
const BOARD = `Water rocket launcher ${stamp}`;
const SECTION = 'Launch valve';

const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: WAIT, interval: 100 });

async function pageAs(userName: string): Promise<Page> {
  if (!contexts[userName]) {
    const context = await newContext(browser);
    context.setDefaultTimeout(WAIT);
    await loginContext(context, userName);
    contexts[userName] = context;
  }
  const page = await contexts[userName]!.newPage();
  // Removing someone asks first (window.confirm): the journeys say yes.
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** Types a name into a people field and picks the person from the list it offers. */
async function pick(field: ReturnType<Page['getByRole']>, typed: string, option: RegExp) {
  await field.fill(typed);
  await field.page().getByRole('option', { name: option }).click();
}

/** A screenshot at phone width (390 px), then back to the desktop width. */
async function phoneSnap(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await snap(page, name);
  await page.setViewportSize({ width: 1280, height: 860 });
  await settled(page);
}

beforeAll(async () => {
  browser = await launch();
  priyaSession = await apiLogin('priya');
  boardId = await createBoard(priyaSession, {
    title: BOARD,
    description: 'A bottle rocket launcher with a remote valve.',
    sections: [{ title: SECTION, body: '<p>A sprinkler valve opened by a servo.</p>' }],
  });
  const { posts } = await apiOk<{ posts: { id: number; title: string }[] }>(
    'GET',
    `/projects/${boardId}/posts`,
    priyaSession,
  );
  sectionId = posts.find((p) => p.title === SECTION)!.id;
});

afterAll(async () => {
  await api('DELETE', `/projects/${boardId}`, priyaSession).catch(() => undefined);
  await browser?.close();
});

describe('group chats (spec/000 §2 inbox/group/{topic}; spec/001 §7 Conversations)', () => {
  it('sam, a minor, is told before sending that he cannot add an adult he shares nothing with', async () => {
    // The child-safe rule as the server tells it (the profile's canMessage): someone sam may not write to.
    const samSession = await apiLogin('sam');
    let stranger: { userName: string; fullName: string } | undefined;
    for (const userName of ['curator_jo', 'booth_solar', 'judge_ana', 'rev_lina', 'coord_nia']) {
      const { user, canMessage } = await apiOk<{ user: { fullName: string }; canMessage: boolean }>(
        'GET',
        `/users/${userName}/profile`,
        samSession,
      );
      if (canMessage === false) {
        stranger = { userName, fullName: user.fullName };
        break;
      }
    }
    expect(stranger, 'an adult sam shares no board or class with').toBeDefined();

    const sam = await pageAs('sam');
    await sam.goto('/inbox');
    await sam.getByRole('button', { name: exact(en('inbox.group.new')) }).click();
    const dialog = sam.getByRole('dialog', { name: en('inbox.group.title') });
    await dialog.getByLabel(label(en('inbox.group.name'))).fill(`Not to be ${stamp}`);
    const people = dialog.getByRole('combobox', { name: label(en('inbox.group.people')) });
    await pick(people, stranger!.fullName, new RegExp(`@${stranger!.userName}`));
    const picked = dialog.getByRole('list', { name: en('inbox.group.pickedLabel') });
    const note = picked.getByTestId('person-blocked');
    await note.waitFor();
    expect(await note.textContent()).toContain(en('inbox.group.blocked', { name: stranger!.fullName }));
    // Sending is refused before any call, with the way out.
    await dialog.getByRole('button', { name: exact(en('inbox.group.create')) }).click();
    await dialog.getByText(en('inbox.group.removeBlocked', { names: stranger!.fullName })).waitFor();
    await settled(sam);
    expect(await seriousViolations(sam), 'new group dialog, blocked').toEqual([]);
    await snap(sam, 'people-01-new-group-blocked');
    await sam.close();
  });

  it('priya makes a group with Ana and Jo, found by name as she types', async () => {
    priya = await pageAs('priya');
    await priya.goto('/inbox');
    await priya.getByRole('heading', { level: 1, name: exact(en('inbox.title')) }).waitFor();
    await priya.getByRole('button', { name: exact(en('inbox.group.new')) }).click();
    const dialog = priya.getByRole('dialog', { name: en('inbox.group.title') });
    await dialog.waitFor();
    await dialog.getByLabel(label(en('inbox.group.name'))).fill(GROUP);
    const people = dialog.getByRole('combobox', { name: label(en('inbox.group.people')) });
    await pick(people, 'Ana', /@judge_ana/);
    await pick(people, 'Jo', /@curator_jo/);
    const picked = dialog.getByRole('list', { name: en('inbox.group.pickedLabel') });
    await eventually(() => picked.getByRole('listitem').count()).toBe(2);
    await settled(priya);
    expect(await seriousViolations(priya), 'new group dialog').toEqual([]);
    await snap(priya, 'people-02-new-group');
    await phoneSnap(priya, 'people-02-new-group-390');

    await dialog.getByRole('button', { name: exact(en('inbox.group.create')) }).click();
    await waitForPath(priya, (url) => url.pathname === `/inbox/group/${encodeURIComponent(GROUP)}`);
    await priya.getByTestId('thread-title').filter({ hasText: GROUP }).waitFor();
  });

  it('priya makes Ana a supervisor and removes Jo, in the group’s people panel', async () => {
    await priya.getByRole('button', { name: exact(en('inbox.participants.open', { count: 3 })) }).click();
    const panel = priya.getByRole('dialog', { name: en('inbox.participants.title', { count: 3 }) });
    const list = panel.getByRole('list', { name: en('inbox.participants.listLabel') });
    const ana = list.getByRole('listitem', { name: 'Ana Lopes' });
    await ana.waitFor();
    await ana.getByRole('button', { name: en('inbox.participants.promote', { name: 'Ana Lopes' }) }).click();
    await ana.getByRole('button', { name: en('inbox.participants.demote', { name: 'Ana Lopes' }) }).waitFor();
    await eventually(() => ana.textContent()).toContain(en('inbox.participants.supervisor'));
    const jo = list.getByRole('listitem', { name: 'Jo Bennett' });
    await jo.getByRole('button', { name: en('inbox.participants.remove', { name: 'Jo Bennett' }) }).click();
    await eventually(() => jo.count()).toBe(0);
    await settled(priya);
    expect(await seriousViolations(priya), 'people panel').toEqual([]);
    await snap(priya, 'people-03-participants');
    await phoneSnap(priya, 'people-04-participants-390');

    // What the server holds: Ana supervises, Jo is gone.
    const { conversation } = await apiOk<{
      conversation: { id: number; users: { userName: string; isSupervisor: boolean }[] };
    }>('GET', `/conversations/topic/${encodeURIComponent(GROUP)}?type=group`, priyaSession);
    expect(conversation.users.map((u) => [u.userName, u.isSupervisor]).sort()).toEqual([
      ['judge_ana', true],
      ['priya', true],
    ]);
  });

  it('Jo no longer sees the group; Ana, its supervisor, does', async () => {
    const jo = await pageAs('curator_jo');
    await jo.goto('/inbox');
    await jo.getByRole('heading', { level: 2, name: exact(en('inbox.privateSection')) }).waitFor();
    await jo.getByRole('heading', { level: 2, name: exact(en('inbox.publicSection')) }).waitFor();
    await eventually(() => jo.getByTestId('conversation-item').filter({ hasText: GROUP }).count()).toBe(0);
    await jo.goto(`/inbox/group/${encodeURIComponent(GROUP)}`);
    await jo
      .getByRole('alert')
      .filter({ hasText: en('inbox.openError') })
      .waitFor();
    await snap(jo, 'people-05-removed-person');

    const ana = await pageAs('judge_ana');
    await ana.goto('/inbox');
    await ana.getByTestId('conversation-item').filter({ hasText: GROUP }).click();
    await ana.getByRole('button', { name: exact(en('inbox.participants.open', { count: 2 })) }).click();
    await ana.getByText(en('inbox.participants.supervisorHint')).waitFor();
  });
});

describe('section members (spec/001 §7 Posts "Members")', () => {
  it('priya invites Omar to a section from its card in edit mode', async () => {
    await priya.goto(`/story/${boardId}?edit=1`);
    await priya.getByRole('heading', { level: 1, name: exact(BOARD) }).waitFor();
    await priya.getByRole('button', { name: en('members.section.openFor', { title: SECTION }) }).click();
    const dialog = priya.getByRole('dialog', { name: en('members.section.title', { title: SECTION }) });
    await dialog.getByText(en('members.section.empty')).waitFor();
    await dialog.getByLabel(label(en('members.lookup'))).fill('rev_omar');
    await dialog.getByLabel(label(en('members.role'))).selectOption('contributor');
    await dialog.getByRole('button', { name: exact(en('members.invite')) }).click();
    await dialog.getByText(en('members.invited', { name: 'rev_omar' })).waitFor();
    const omar = dialog.getByRole('listitem', { name: 'Omar Haddad' });
    await eventually(() => omar.textContent()).toContain(en('members.pending'));
    await settled(priya);
    expect(await seriousViolations(priya), 'section members').toEqual([]);
    await snap(priya, 'people-06-section-invited');
    await phoneSnap(priya, 'people-07-section-members-390');
  });

  it('Omar opens the section’s link, accepts, and the section opens to him in edit mode', async () => {
    const before = await pageAs('rev_omar');
    await before.goto(`/story/${boardId}`);
    await before.getByRole('heading', { level: 3, name: exact(SECTION) }).waitFor();
    // Not yet a member: no edit mode.
    expect(await before.getByRole('switch', { name: en('boards.editMode') }).count()).toBe(0);
    await before.close();
    // The invitation's notification links to the section; Omar follows that link.
    const { notifications } = await apiOk<{ notifications: { kind?: string; deepLink: string }[] }>(
      'GET',
      '/users/rev_omar/notifications?limit=20',
      await apiLogin('rev_omar'),
    );
    const invited = notifications.find(
      (n) => n.kind === 'postInvite' && n.deepLink.includes(`/story/${boardId}`),
    );
    expect(invited?.deepLink).toMatch(new RegExp(`/story/${boardId}#section-${sectionId}$`));
    const omar = await pageAs('rev_omar');
    await omar.goto(`/story/${boardId}#section-${sectionId}`);
    const invitation = omar.getByTestId('section-invitation');
    await invitation.waitFor();
    expect(await invitation.textContent()).toContain(
      en('members.section.invitedBody', { title: SECTION, role: en('members.roles.contributor') }),
    );
    await settled(omar);
    expect(await seriousViolations(omar), 'section invitation').toEqual([]);
    await snap(omar, 'people-08-section-invitation');
    await invitation.getByRole('button', { name: exact(en('members.section.accept')) }).click();
    await omar.getByText(en('members.section.accepted', { title: SECTION })).waitFor();
    await omar.getByRole('switch', { name: en('boards.editMode') }).click();
    await waitForPath(omar, (url) => url.searchParams.get('edit') === '1');
    await omar.getByRole('button', { name: exact(en('boards.section.edit')) }).waitFor();
    await omar.getByRole('button', { name: en('members.section.openFor', { title: SECTION }) }).waitFor();
    await snap(omar, 'people-09-section-edit-mode');
    await phoneSnap(omar, 'people-10-section-edit-mode-390');

    // The membership is active with the role priya gave.
    const { postMembers } = await apiOk<{
      postMembers: { user: { userName: string }; role: string; status: string }[];
    }>('GET', `/posts/${sectionId}/members`, priyaSession);
    expect(postMembers.find((m) => m.user.userName === 'rev_omar')).toMatchObject({
      role: 'contributor',
      status: 'active',
    });
  });
});
