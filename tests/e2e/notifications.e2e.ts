// Notifications people hear (issue "The community as a newcomer meets it", items 1 and 2), once in
// each language, with newcomers of their own: a board's owner sees live, on the bell, a comment and
// two likes (grouped in one line) of others; two messages of one conversation count once, so the
// bell and the panel agree; reading the conversation clears its notification; a kind switched off
// in the settings tells nothing more; a board muted from its page tells nothing more; typing @ in a
// comment offers people to mention, and the person mentioned is told; a thread muted under its replies
// tells nothing more. axe-core finds nothing serious.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  type ApiSession,
  api,
  apiLogin,
  apiOk,
  createBoard,
  exact,
  type Lang,
  label,
  settled,
  signIn,
  signUp,
  tr,
  WAIT,
  waitForPath,
} from './helpers.ts';

const RUNS: { lang: Lang; locale: string }[] = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'de', locale: 'de-DE' },
  { lang: 'fr', locale: 'fr-FR' },
];
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** Polls with the suite's patience: the machine may be busy. */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: WAIT, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newcomer(userName: string, firstName: string, language: Lang) {
  const made = await signUp(userName, { firstName, lastName: 'Maker' });
  const session = await apiLogin(userName, made.password);
  await apiOk('PUT', '/users/settings', session, { settings: { language } });
  return { ...made, session, firstName };
}

const unread = async (userName: string, session: ApiSession) =>
  (await apiOk<{ count: number }>('GET', `/users/${userName}/notifications/unread`, session)).count;

describe.each(RUNS)('notifications in $lang', ({ lang, locale }) => {
  const bell = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: new RegExp(`^${tr(lang, 'notifications.bell')}`) });
  const bellNamed = (count: number) =>
    count > 0
      ? tr(lang, 'notifications.bellUnread', { count: String(count) })
      : tr(lang, 'notifications.bell');

  it('tells the owner live, grouped, with counts that agree; settings, mutes and mentions work', async () => {
    const owner = await newcomer(`own_${lang}_${stamp}`, 'Olive', lang);
    const ada = await newcomer(`ada_${lang}_${stamp}`, 'Ada', lang);
    const ben = await newcomer(`ben_${lang}_${stamp}`, 'Ben', lang);
    const title = `Solar oven ${lang} ${stamp}`;
    const board = await createBoard(owner.session, {
      title,
      description: 'A pizza-box oven',
      sections: [{ title: 'Plan', body: '<p>Steps</p>' }],
    });

    const context = await newContext(browser, locale);
    context.setDefaultTimeout(WAIT);
    await signIn(context, owner.userName, owner.password);
    const page = await context.newPage();
    try {
      await page.goto('/home');
      await eventually(() => bell(page).getAttribute('aria-label')).toBe(bellNamed(0));

      // 1. A comment and two likes of others reach the bell live: two lines, the likes grouped.
      await apiOk('POST', '/comments', ada.session, { projectID: board, body: 'What a lovely oven!' });
      await apiOk('POST', `/projects/${board}/like`, ada.session);
      await apiOk('POST', `/projects/${board}/like`, ben.session);
      await eventually(() => bell(page).getAttribute('aria-label')).toBe(bellNamed(2));

      // 2. Two messages of one conversation are one notification: the bell says 3, not 4.
      const chat = await apiOk<{ conversation: { id: number } }>('POST', '/conversations', ben.session, {
        users: [owner.userName],
        message: 'Hello!',
      });
      await apiOk('POST', `/conversations/${chat.conversation.id}/messages`, ben.session, {
        message: 'Are you there?',
      });
      await eventually(() => bell(page).getAttribute('aria-label')).toBe(bellNamed(3));
      await bell(page).click();
      const list = page.getByRole('list', { name: exact(tr(lang, 'notifications.latest')) });
      await list.waitFor();
      await settled(page);
      const rows = list.getByRole('listitem');
      await eventually(() => rows.count()).toBe(3);
      const likes = rows.filter({ hasText: 'Ada Maker' }).filter({ hasText: 'Ben Maker' });
      await eventually(() => likes.count()).toBe(1);
      expect(await likes.textContent()).toContain(title);
      expect(await rows.filter({ hasText: 'What a lovely oven!' }).count()).toBe(1);
      await snap(page, `notifications-${lang}-panel`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // 3. Reading the conversation reads its notification: the bell drops without a reload.
      await page.goto(`/inbox/${ben.userName}`);
      await page.getByTestId('thread').getByText('Are you there?', { exact: true }).waitFor();
      await eventually(() => bell(page).getAttribute('aria-label')).toBe(bellNamed(2));
      expect(await unread(owner.userName, owner.session)).toBe(2);

      // 4. Likes switched off in the settings: a new like tells nothing.
      await apiOk('PUT', '/users/notifications/read', owner.session, { keys: [] });
      await page.goto(`/profile/${owner.userName}/settings`);
      const likesSwitch = page.getByRole('switch', { name: label(tr(lang, 'notifyKinds.like')) });
      await likesSwitch.waitFor();
      expect(await likesSwitch.isChecked()).toBe(true);
      await likesSwitch.click();
      await eventually(async () => {
        const { settings } = await apiOk<{ settings: Record<string, unknown> }>(
          'GET',
          '/users/settings',
          owner.session,
        );
        return settings['notify.like'];
      }).toBe(false);
      await snap(page, `notifications-${lang}-settings`);
      await apiOk('DELETE', `/projects/${board}/like`, ada.session);
      await apiOk('POST', `/projects/${board}/like`, ada.session);
      expect(await unread(owner.userName, owner.session)).toBe(0);

      // 5. Typing @ in a comment offers people; the one picked is told of the mention.
      await page.goto(`/story/${board}`);
      const box = page.getByRole('textbox', { name: label(tr(lang, 'boards.comments.label')) });
      await box.waitFor();
      await box.click();
      await box.pressSequentially(`Thanks @${ada.userName.slice(0, 8)}`, { delay: 20 });
      const offered = page.getByRole('listbox', { name: exact(tr(lang, 'notifyKinds.mentionList')) });
      await offered.waitFor();
      await offered.getByRole('option', { name: new RegExp(`@${ada.userName}`) }).waitFor();
      await snap(page, `notifications-${lang}-mention`);
      await page.keyboard.press('Enter');
      await eventually(() => box.inputValue()).toBe(`Thanks @${ada.userName} `);
      await page.getByRole('button', { name: exact(tr(lang, 'boards.comments.submit')) }).click();
      await eventually(async () => {
        const { notifications } = await apiOk<{ notifications: { kind?: string }[] }>(
          'GET',
          `/users/${ada.userName}/notifications`,
          ada.session,
        );
        return notifications.filter((n) => n.kind === 'mention').length;
      }).toBe(1);

      // 6. A thread muted under its replies: a new reply in it tells nothing.
      const { comments } = await apiOk<{ comments: { id: number; body: string }[] }>(
        'GET',
        `/projects/${board}/comments`,
        owner.session,
      );
      const mine = comments.find((c) => c.body.startsWith('Thanks @'))!;
      await apiOk('POST', `/comments/${mine.id}/replies`, ada.session, { body: 'You are welcome' });
      await eventually(() => unread(owner.userName, owner.session)).toBe(1);
      await apiOk('PUT', '/users/notifications/read', owner.session, { keys: [] });
      await page.reload();
      await page
        .getByRole('button', { name: exact(tr(lang, 'boards.comments.showReplies', { count: '1' })) })
        .click();
      const muteThread = page.getByRole('switch', { name: label(tr(lang, 'notifyKinds.muteThread')) });
      await muteThread.waitFor();
      await muteThread.click();
      await eventually(
        async () =>
          (await apiOk<{ muted: boolean }>('GET', `/comments/${mine.id}/notifications`, owner.session)).muted,
      ).toBe(true);
      await snap(page, `notifications-${lang}-thread-muted`);
      await apiOk('POST', `/comments/${mine.id}/replies`, ben.session, { body: 'Count me in' });
      expect(await unread(owner.userName, owner.session)).toBe(0);

      // 7. The board muted from its page: a new comment tells nothing.
      const mute = page.getByRole('switch', { name: label(tr(lang, 'notifyKinds.muteBoard')) });
      await mute.waitFor();
      await mute.click();
      await eventually(
        async () =>
          (await apiOk<{ muted: boolean }>('GET', `/projects/${board}/notifications`, owner.session)).muted,
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        (await api('POST', '/comments', ben.session, { projectID: board, body: 'Me too!' })).status,
      ).toBe(201);
      expect(await unread(owner.userName, owner.session)).toBe(0);
      await waitForPath(page, (url) => url.pathname === `/story/${board}`);
    } finally {
      await context.close();
    }
  });
});
