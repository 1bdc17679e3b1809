// The inbox, end to end with two people in two browsers: sam (a student) and priya (a mentor who
// shares his board, so the child-safe rule lets them chat). The seeded unread answer from priya
// shows as sam's header badge and clears when he reads it; priya's new message reaches sam's open
// thread live, and his answer (Enter sends, Shift+Enter breaks the line) reaches hers; a new
// message while sam is elsewhere raises his badge live; mute toggles and stays. axe-core finds
// nothing serious on the inbox.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import { exact, label, loginContext, settled, tr, WAIT, waitForPath } from './helpers.ts';

let browser: Browser;
let samContext: BrowserContext;
let priyaContext: BrowserContext;
let sam: Page;
let priya: Page;

const en = (key: string, values: Record<string, string> = {}) => tr('en', key, values);
/** Polls with the suite's patience: the machine may be busy. */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: WAIT, interval: 100 });

beforeAll(async () => {
  browser = await launch();
  samContext = await newContext(browser);
  priyaContext = await newContext(browser);
  samContext.setDefaultTimeout(WAIT);
  priyaContext.setDefaultTimeout(WAIT);
  await loginContext(samContext, 'sam');
  await loginContext(priyaContext, 'priya');
  sam = await samContext.newPage();
  priya = await priyaContext.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** The header's inbox link; its name carries the unread count. */
const inboxLink = (page: Page) => page.getByTestId('inbox-link');
const badge = (page: Page) => page.getByTestId('inbox-badge');
const thread = (page: Page) => page.getByRole('region', { name: exact(en('inbox.messagesLabel')) });
const composer = (page: Page) => page.getByRole('textbox', { name: label(en('inbox.composerLabel')) });

describe('the inbox (spec/000 §2 inbox, §4 Conversations; api.md /ws)', () => {
  it("shows sam's unread badge and clears it when he reads priya's answer", async () => {
    await sam.goto('/home');
    await eventually(() => badge(sam).textContent()).toBe('1');
    await expect
      .poll(() => inboxLink(sam).getAttribute('aria-label'))
      .toBe(en('inbox.linkUnread', { count: '1' }));
    await inboxLink(sam).click();
    await waitForPath(sam, (url) => url.pathname === '/inbox');
    await sam.getByRole('heading', { level: 1, name: exact(en('inbox.title')) }).waitFor();
    // Sections: private conversations, then public topics; the unread one first.
    const first = sam.getByTestId('conversation-item').first();
    await eventually(() => first.textContent()).toContain('Priya Natarajan');
    await eventually(() => first.textContent()).toContain('PID controller');
    await sam.getByRole('heading', { level: 2, name: exact(en('inbox.publicSection')) }).waitFor();
    await eventually(() => sam.getByRole('link', { name: /# robotics/ }).count()).toBe(1);
    await snap(sam, 'inbox-list');
    await first.click();
    await waitForPath(sam, (url) => url.pathname === '/inbox/priya');
    await sam.getByTestId('thread-title').filter({ hasText: 'Priya Natarajan' }).waitFor();
    await thread(sam).getByText('Next try a PID controller', { exact: false }).waitFor();
    // Read: the badge goes.
    await eventually(() => badge(sam).count()).toBe(0);
    await eventually(() => inboxLink(sam).getAttribute('aria-label')).toBe(en('inbox.link'));
  });

  it('delivers messages live both ways; Enter sends, Shift+Enter breaks the line', async () => {
    await priya.goto('/inbox/sam');
    await priya.getByTestId('thread-title').filter({ hasText: 'Sam R.' }).waitFor();
    const hello = `Live hello ${Date.now()}`;
    await composer(priya).fill(hello);
    await composer(priya).press('Enter');
    await eventually(() => composer(priya).inputValue()).toBe('');
    // sam has the thread open: it arrives without a reload, and stays read.
    await thread(sam).getByText(hello).waitFor();
    await eventually(() => badge(sam).count()).toBe(0);
    // An empty message is refused with the spec's words, without a call.
    await composer(sam).press('Enter');
    await sam.getByText(en('inbox.emptyMessage')).waitFor();
    await composer(sam).click();
    await composer(sam).pressSequentially('Thanks Priya!');
    await composer(sam).press('Shift+Enter');
    await composer(sam).pressSequentially('See you on the board.');
    expect(await composer(sam).inputValue()).toBe('Thanks Priya!\nSee you on the board.');
    await composer(sam).press('Enter');
    const answer = thread(priya).locator('.mb-message-text').filter({ hasText: 'See you on the board.' });
    await answer.waitFor();
    expect(await answer.innerText()).toBe('Thanks Priya!\nSee you on the board.');
    await settled(sam);
    await snap(sam, 'inbox-thread-sam');
    await snap(priya, 'inbox-thread-priya');
  });

  it('raises the badge live while sam is elsewhere, and the list shows it unread', async () => {
    await sam.goto('/explore/all');
    await inboxLink(sam).waitFor();
    await eventually(() => badge(sam).count()).toBe(0);
    const ping = `Are you coming to the fair? ${Date.now()}`;
    await composer(priya).fill(ping);
    await composer(priya).press('Enter');
    await eventually(() => badge(sam).textContent()).toBe('1');
    await inboxLink(sam).click();
    const item = sam.getByTestId('conversation-item').first();
    await eventually(() => item.textContent()).toContain(ping);
    await eventually(() => item.getByLabel(en('inbox.unreadCount', { count: '1' })).count()).toBe(1);
    await item.click();
    await eventually(() => badge(sam).count()).toBe(0);
  });

  it('mutes and unmutes a conversation, and keeps the setting', async () => {
    await sam.goto('/inbox/priya');
    const mute = sam.getByRole('switch', { name: exact(en('inbox.mute')) });
    await mute.waitFor();
    expect(await mute.isChecked()).toBe(false);
    await mute.click({ force: true });
    await eventually(() => mute.isChecked()).toBe(true);
    await sam.reload();
    await sam.getByTestId('thread-title').waitFor();
    const again = sam.getByRole('switch', { name: exact(en('inbox.mute')) });
    await eventually(() => again.isChecked()).toBe(true);
    await expect
      .poll(() => sam.getByText(en('inbox.mutedBadge'), { exact: true }).count())
      .toBeGreaterThan(0);
    // Muted still delivers: priya's message arrives in the open thread.
    const quiet = `Quiet message ${Date.now()}`;
    await composer(priya).fill(quiet);
    await composer(priya).press('Enter');
    await thread(sam).getByText(quiet).waitFor();
    await again.click({ force: true });
    await eventually(() => again.isChecked()).toBe(false);
  });

  it('starts a new chat from a username: the draft sits on top until the first message', async () => {
    await sam.getByRole('button', { name: exact(en('inbox.newChat')) }).click();
    await sam.getByRole('textbox', { name: label(en('inbox.newChatLabel')) }).fill('lea');
    await sam.getByRole('button', { name: exact(en('inbox.startChat')) }).click();
    await waitForPath(sam, (url) => url.pathname === '/inbox/lea');
    const draft = sam.getByText(en('inbox.draftTitle', { name: 'lea' })).first();
    await draft.waitFor();
    await snap(sam, 'inbox-draft');
    await composer(sam).fill('Hi Léa, want to test the robot after class?');
    await composer(sam).press('Enter');
    await thread(sam).getByText('Hi Léa, want to test the robot after class?').waitFor();
    await sam.getByTestId('thread-title').filter({ hasText: 'Léa M.' }).waitFor();
  });

  it('pins and likes a message; the pinned strip shows it to both sides', async () => {
    await sam.goto('/inbox/priya');
    const first = thread(sam).getByTestId('message').first();
    await first.waitFor();
    await first.getByRole('button', { name: exact(en('inbox.pin')) }).click();
    const strip = sam.getByRole('region', { name: exact(en('inbox.pinnedMessages')) });
    await strip.getByText('Hi Priya, thanks for the PWM tip!', { exact: false }).waitFor();
    await first.getByRole('button', { name: exact(en('inbox.like')) }).click();
    const liked = first.getByRole('button', { name: exact(`${en('inbox.liked')} · 1`) });
    await eventually(() => liked.getAttribute('aria-pressed')).toBe('true');
    await priya.goto('/inbox/sam');
    await priya
      .getByRole('region', { name: exact(en('inbox.pinnedMessages')) })
      .getByText('Hi Priya, thanks for the PWM tip!', { exact: false })
      .waitFor();
  });

  it('has no serious or critical accessibility violation (axe-core)', async () => {
    await sam.goto('/inbox/priya');
    await thread(sam).waitFor();
    await settled(sam);
    expect(await seriousViolations(sam)).toEqual([]);
    await sam.goto('/inbox/public/robotics');
    await thread(sam).getByText('Welcome to the robotics topic!', { exact: false }).waitFor();
    await settled(sam);
    await snap(sam, 'inbox-public');
    expect(await seriousViolations(sam)).toEqual([]);
    await sam.goto('/inbox');
    await sam.getByTestId('conversation-item').first().waitFor();
    await settled(sam);
    expect(await seriousViolations(sam)).toEqual([]);
    // On a phone an open conversation takes the page, with a way back to the list.
    await sam.setViewportSize({ width: 390, height: 844 });
    await sam.goto('/inbox/priya');
    await thread(sam).waitFor();
    expect(await sam.getByTestId('conversation-item').first().isVisible()).toBe(false);
    await sam.getByRole('link', { name: exact(en('inbox.back')) }).waitFor();
    await settled(sam);
    await snap(sam, 'inbox-mobile');
    expect(await seriousViolations(sam)).toEqual([]);
  });
});
