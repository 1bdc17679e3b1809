// Boards and the community core, end to end in one browser with two people:
// sam starts a board from a template in the "startproject" modal, names it, adds a section, moves
// it with the keyboard, completes a section (progress), publishes and comments; priya, first as a
// visitor and then logged in, likes and bookmarks it, comments and replies, finds it through the
// navbar search and its category, and sees it on sam's profile and on her own Contributions tab;
// sam answers her. axe-core finds nothing serious on home, the board (visitor and owner editing)
// and a profile.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardIdOf,
  button,
  categoryCount,
  commentsRegion,
  en,
  getAs,
  publicGet,
  removeDrafts,
  sectionsRegion,
  sectionTitles,
  settled,
  stamp,
} from './boards-helpers.ts';
import { launch, newContext, seriousViolations, snap } from './browser.ts';
import {
  type ApiSession,
  apiLogin,
  exact,
  label,
  loginContext,
  WAIT,
  waitForPath,
  where,
} from './helpers.ts';

let browser: Browser;
let samContext: BrowserContext;
let priyaContext: BrowserContext;
let samSession: ApiSession;

beforeAll(async () => {
  browser = await launch();
  samContext = await newContext(browser);
  priyaContext = await newContext(browser);
  samContext.setDefaultTimeout(WAIT);
  priyaContext.setDefaultTimeout(WAIT);
  await loginContext(samContext, 'sam');
  samSession = await apiLogin('sam');
  // A draft left by an earlier, failed run against the same server would be reopened: remove it.
  await removeDrafts(samSession, 'sam', TITLE_PREFIX);
  // priya looks at the board as a visitor first and logs in later.
});

afterAll(async () => {
  await browser?.close();
});

/** The board's like button (its name ends with the count badge's label). */
function likeButton(page: Page, count: number) {
  const name = `^(${en('boards.like')}|${en('boards.liked')}) ${en('boards.count.likes', { count })}$`;
  return page.getByRole('button', { name: new RegExp(name) });
}

function bookmarkButton(page: Page, count: number) {
  const name = `^(${en('boards.bookmark')}|${en('boards.bookmarked')}) ${en('boards.count.bookmarks', { count })}$`;
  return page.getByRole('button', { name: new RegExp(name) });
}

async function axeClean(page: Page, name: string): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page), name).toEqual([]);
}

const TITLE_PREFIX = 'Wind-powered kite winch';
const TITLE = `${TITLE_PREFIX} ${stamp}`;
const NEW_SECTION = `Field test ${stamp}`;
const SAM_COMMENT = `First flight went well, the winch held ${stamp}`;
const PRIYA_COMMENT = `Nice build! Which gear ratio did you use? ${stamp}`;
const PRIYA_REPLY = `Try a ratchet so the line cannot slip back ${stamp}`;
const SAM_REPLY = `A 1:5 planetary gear from the 3D printer ${stamp}`;

interface BoardAnswer {
  id: number;
  title: string;
  isDraft: boolean;
  isPrivate: boolean;
  year: number | null;
  completedPostCount: number;
  categories: { slug: string; parentID: number }[];
  metadata: { likes: number; subscribers: number; comments: number; posts: number };
}

describe('boards and the community core', () => {
  let sam: Page;
  let priya: Page;
  let id = 0;
  let year = new Date().getFullYear();
  let scienceBefore = 0;
  let total = 0;
  let reactions = { likes: 0, subscribers: 0 };

  it('sam starts a board from a template, edits, reorders, completes a section and publishes', async () => {
    sam = await samContext.newPage();
    await sam.goto('/home');
    await sam
      .getByRole('heading', { level: 1, name: exact(en('home.welcomeBack', { name: 'Sam' })) })
      .waitFor();
    await axeClean(sam, 'home (sam)');
    scienceBefore = await categoryCount('science', year);

    // The "startproject" modal lists the blank board and the templates (GET /projects/templates).
    await sam.getByRole('link', { name: exact(en('home.startBoard')) }).click();
    await waitForPath(sam, (url) => url.searchParams.get('modal') === 'startproject');
    const modal = sam.getByRole('dialog', { name: en('boards.start.modalTitle') });
    await modal.waitFor();
    const template = modal.getByRole('link', { name: /Start your story/ });
    await template.waitFor();
    await expect(
      modal.getByRole('link', { name: new RegExp(en('boards.start.blank')) }).count(),
    ).resolves.toBe(1);
    await settled(sam);
    await snap(sam, 'boards-01-start-modal');
    await template.click();

    // start/21744 creates the draft (or reopens sam's draft from that template) and opens it in edit mode.
    await waitForPath(
      sam,
      (url) => /^\/story\/\d+$/.test(url.pathname) && url.searchParams.get('edit') === '1',
    );
    id = boardIdOf(sam);
    expect(id).toBeGreaterThan(21744);
    await sam.getByRole('heading', { level: 2, name: exact(en('boards.details')) }).waitFor();
    await button(sam, 'boards.form.publish').waitFor();

    // Details: a unique title; public (a draft reopened from the start button is private).
    const title = sam.getByLabel(label(en('boards.form.title')));
    await expect(title.inputValue()).resolves.toBe('My maker story');
    await title.fill(TITLE);
    const privateSwitch = sam.getByRole('switch', { name: en('boards.form.private') });
    if (await privateSwitch.isChecked()) {
      await privateSwitch.click();
      await expect.poll(() => privateSwitch.isChecked()).toBe(false);
    }
    // Drafts save themselves shortly after a change.
    await sam
      .getByRole('status')
      .filter({ hasText: exact(en('boards.form.saved')) })
      .waitFor();
    await expect
      .poll(
        async () => (await getAs<{ project: BoardAnswer }>(samSession, `/projects/${id}`)).project.title,
        { timeout: WAIT },
      )
      .toBe(TITLE);
    await sam.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();

    // The template's sections came along; add one more.
    const before = await sectionTitles(sam);
    expect(before.slice(0, 4)).toEqual(['The spark', 'What I built', 'What went wrong', 'What I learned']);
    await sectionsRegion(sam)
      .getByRole('button', { name: exact(en('boards.section.add')) })
      .click();
    await sam.getByLabel(label(en('boards.section.title'))).fill(NEW_SECTION);
    const body = sam.getByRole('textbox', { name: en('boards.section.body') });
    await body.click();
    await sam.keyboard.type('We flew it on the beach at 20 km/h wind and the winch pulled 40 m of line.');
    await sectionsRegion(sam)
      .getByRole('button', { name: exact(en('boards.section.add')) })
      .click();
    total = before.length + 1;
    await sam
      .getByRole('heading', { level: 2, name: exact(en('boards.section.heading', { count: total })) })
      .waitFor();
    expect(await sectionTitles(sam)).toEqual([...before, NEW_SECTION]);

    // Reorder with the keyboard: the new section moves up one place, and the order is kept.
    const up = sam.getByRole('button', { name: en('boards.section.moveUp', { title: NEW_SECTION }) });
    await up.focus();
    await sam.keyboard.press('Enter');
    const moved = [...before.slice(0, -1), NEW_SECTION, before.at(-1)!];
    await expect.poll(() => sectionTitles(sam), { timeout: WAIT }).toEqual(moved);
    await sam
      .getByText(en('boards.section.moved', { title: NEW_SECTION, position: total - 1, total }))
      .waitFor({ state: 'attached' });
    await expect
      .poll(
        async () =>
          (
            await getAs<{ posts: { title: string }[] }>(
              samSession,
              `/projects/${id}/posts?sort=priority&limit=100`,
            )
          ).posts.map((p) => p.title),
        { timeout: WAIT },
      )
      .toEqual(moved);

    // Mark the first section Completed: the progress follows.
    await sam.getByText(en('boards.progress', { count: 0, total })).waitFor();
    await sam
      .getByRole('combobox', { name: en('boards.section.statusLabel', { title: 'The spark' }) })
      .click();
    await sam.getByRole('option', { name: exact(en('boards.status.completed')) }).click();
    await sam.getByText(en('boards.progress', { count: 1, total })).waitFor();
    const spark = sectionsRegion(sam).getByRole('article', { name: 'The spark' });
    await spark
      .getByText(exact(en('boards.status.completed')))
      .first()
      .waitFor();
    await axeClean(sam, 'board, owner in edit mode');
    await snap(sam, 'boards-02-owner-editing');

    // After a reload the order and the progress are still there.
    await sam.reload();
    await sam.getByText(en('boards.progress', { count: 1, total })).waitFor();
    expect(await sectionTitles(sam)).toEqual(moved);

    // Publish: the draft badge goes, and the board is public.
    const publish = button(sam, 'boards.form.publish');
    await expect(publish.isEnabled()).resolves.toBe(true);
    await publish.click();
    // Publishing asks who should see the board, and says where it now appears (issue 16, item 6).
    const publishDialog = sam.getByRole('dialog', { name: en('boards.publishDialog.title') });
    await publishDialog.getByRole('radio', { name: exact(en('boards.publishDialog.everyone')) }).check();
    await settled(sam);
    await snap(sam, 'boards-03-publish-dialog');
    await publishDialog.getByRole('button', { name: exact(en('boards.form.publish')) }).click();
    await sam.getByText(en('boards.publishDialog.done_everyone')).waitFor();
    await button(sam, 'boards.form.save').waitFor();
    await expect(publish.count()).resolves.toBe(0);
    const published = (await publicGet<{ project: BoardAnswer }>(`/projects/${id}`)).project;
    expect(published).toMatchObject({
      title: TITLE,
      isDraft: false,
      isPrivate: false,
      completedPostCount: 1,
    });
    expect(published.metadata.posts).toBe(total);
    expect(published.categories.map((c) => c.slug)).toContain('science');
    year = published.year ?? year;
    await snap(sam, 'boards-03-published');

    // Leave edit mode and comment.
    // The switch follows the URL (?edit=1): click it, then wait for the URL rather than the box.
    await sam.getByRole('switch', { name: en('boards.editMode') }).click();
    await waitForPath(sam, (url) => url.pathname === `/story/${id}` && !url.searchParams.has('edit'));
    await sam.getByLabel(label(en('boards.form.title'))).waitFor({ state: 'detached' });
    const comments = commentsRegion(sam);
    await comments.getByLabel(label(en('boards.comments.label'))).fill(SAM_COMMENT);
    await comments.getByRole('button', { name: exact(en('boards.comments.submit')) }).click();
    await sam
      .getByRole('heading', { level: 2, name: exact(en('boards.comments.heading', { count: 1 })) })
      .waitFor();
    await comments.getByRole('listitem').filter({ hasText: SAM_COMMENT }).waitFor();
  });

  it('priya sees it as a visitor, then likes, bookmarks, comments and replies', async () => {
    expect(id).toBeGreaterThan(0);
    priya = await priyaContext.newPage();
    await priya.goto('/home');
    await priya.getByRole('heading', { level: 1, name: exact(en('home.welcome')) }).waitFor();
    await axeClean(priya, 'home (visitor)');
    await snap(priya, 'boards-04-home-visitor');

    await priya.goto(`/story/${id}`);
    await priya.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();
    await commentsRegion(priya).getByText(SAM_COMMENT).waitFor();
    await priya.getByText(en('boards.progress', { count: 1, total })).waitFor();
    // A visitor's like asks to join.
    await priya.getByRole('button', { name: /^Like Likes: \d+$/ }).click();
    const join = priya.getByRole('dialog', { name: en('boards.prompt.title') });
    await join.waitFor();
    await join
      .getByRole('button', { name: en('common.close') })
      .first()
      .click();
    await join.waitFor({ state: 'hidden' });
    await axeClean(priya, 'board (visitor)');
    await snap(priya, 'boards-05-board-visitor');

    // Log in (the web's session cookies) and come back.
    await loginContext(priyaContext, 'priya');
    await priya.reload();
    await priya.getByLabel(label(en('boards.comments.label'))).waitFor();
    const likes = (n: number) => likeButton(priya, n);
    const bookmarks = (n: number) => bookmarkButton(priya, n);
    // The counts as everyone sees them before priya reacts (the owner may follow his own board).
    const start = (await publicGet<{ project: BoardAnswer }>(`/projects/${id}`)).project.metadata;
    await likes(start.likes).waitFor();
    await bookmarks(start.subscribers).waitFor();

    await priya.getByRole('button', { name: /^Like Likes: \d+$/, pressed: false }).click();
    await priya.getByRole('button', { name: /^Liked Likes: \d+$/, pressed: true }).waitFor();
    await likes(start.likes + 1).waitFor();
    await priya.getByRole('button', { name: /^Bookmark Bookmarks: \d+$/, pressed: false }).click();
    await priya.getByRole('button', { name: /^Bookmarked Bookmarks: \d+$/, pressed: true }).waitFor();
    await bookmarks(start.subscribers + 1).waitFor();
    await expect
      .poll(async () => (await publicGet<{ project: BoardAnswer }>(`/projects/${id}`)).project.metadata, {
        timeout: WAIT,
      })
      .toMatchObject({ likes: start.likes + 1, subscribers: start.subscribers + 1 });
    reactions = { likes: start.likes + 1, subscribers: start.subscribers + 1 };

    // A comment of her own, and a reply to sam's.
    const comments = commentsRegion(priya);
    await comments.getByLabel(label(en('boards.comments.label'))).fill(PRIYA_COMMENT);
    await comments.getByRole('button', { name: exact(en('boards.comments.submit')) }).click();
    await priya
      .getByRole('heading', { level: 2, name: exact(en('boards.comments.heading', { count: 2 })) })
      .waitFor();
    const samsComment = comments.getByRole('listitem').filter({ hasText: SAM_COMMENT }).first();
    await samsComment.getByRole('button', { name: exact(en('boards.comments.reply')) }).click();
    await samsComment
      .getByLabel(label(en('boards.comments.replyLabel', { name: 'Sam R.' })))
      .fill(PRIYA_REPLY);
    await samsComment.getByRole('button', { name: exact(en('boards.comments.sendReply')) }).click();
    await samsComment.getByText(PRIYA_REPLY).waitFor();
    await samsComment.getByRole('button', { name: exact(en('boards.comments.hideReplies')) }).waitFor();

    // After a reload: still liked and bookmarked, the counts kept.
    await priya.reload();
    await priya.getByRole('button', { name: /^Liked Likes: \d+$/, pressed: true }).waitFor();
    await likes(reactions.likes).waitFor();
    await bookmarks(reactions.subscribers).waitFor();
    await snap(priya, 'boards-06-priya-liked-commented');
  });

  it('priya finds the board through the navbar search and through its category', async () => {
    // The navbar search opens search-results/{query}.
    const search = priya.getByRole('banner').getByRole('searchbox', { name: en('search.label') });
    await search.fill(stamp);
    await search.press('Enter');
    await waitForPath(priya, (url) => url.pathname === `/search-results/${stamp}`);
    await priya.getByRole('heading', { level: 1, name: exact(en('search.title', { q: stamp })) }).waitFor();
    const found = priya.getByRole('main').getByRole('link', { name: exact(TITLE) });
    await found.waitFor();
    await priya.getByText(en('search.countAll', { boards: '1', people: '0' })).waitFor();
    await snap(priya, 'boards-07-search-results');
    await found.click();
    await waitForPath(priya, (url) => url.pathname === `/story/${id}`);
    await priya.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();

    // explore/{category}: the Science chip on the explore page.
    await priya.goto('/explore/all');
    await priya.getByRole('heading', { level: 1, name: exact(en('boards.explore.title')) }).waitFor();
    await priya
      .getByRole('group', { name: en('boards.explore.categories') })
      .getByText('Science', { exact: true })
      .click();
    await waitForPath(priya, (url) => url.pathname === '/explore/science');
    await priya.getByRole('heading', { level: 1, name: 'Science', exact: true }).waitFor();
    await priya
      .getByRole('main')
      .getByRole('link', { name: exact(TITLE) })
      .waitFor();
    await snap(priya, 'boards-08-explore-science');

    // explore/categories/{year}: Science counts one board more than before the publish.
    await priya.goto(`/explore/categories/${year}`);
    const science = priya
      .getByRole('article')
      .filter({ has: priya.getByRole('heading', { name: 'Science', exact: true }) });
    // Other scenarios publish Science boards at the same time: at least one more, and the page
    // says what the server counts (read again until no other board lands in between).
    expect(await categoryCount('science', year)).toBeGreaterThanOrEqual(scienceBefore + 1);
    await expect
      .poll(
        async () => {
          const count = await categoryCount('science', year);
          await priya.reload();
          const shown = science.getByText(en('boards.categoriesYear.count', { count }), { exact: true });
          return shown.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  });

  it('the board is on sam’s Projects tab and on priya’s Contributions tab', async () => {
    await priya.goto('/profile/sam/projects');
    // Priya shares a demo board with Sam: his profile names him whole to her (a minor's circle).
    await priya.getByRole('heading', { level: 1, name: 'Sam Rivera' }).waitFor();
    await priya.getByRole('tab', { name: /^Projects/, selected: true }).waitFor();
    await priya
      .getByRole('tabpanel')
      .getByRole('link', { name: exact(TITLE) })
      .waitFor();
    await axeClean(priya, 'profile of sam, Projects tab');
    await snap(priya, 'boards-09-sam-projects');

    await priya.goto('/profile/priya/contributions');
    await priya.getByRole('heading', { level: 1, name: 'Priya Natarajan' }).waitFor();
    const tab = priya.getByRole('tab', { name: /^Contributions/, selected: true });
    await tab.waitFor();
    const panel = priya.getByRole('tabpanel');
    await panel.getByRole('link', { name: exact(TITLE) }).waitFor();
    // counts.contributions counts boards, as the list does.
    const listed = await panel.getByRole('article').count();
    const shown = Number((await tab.textContent())?.replace(/\D+/g, '') ?? NaN);
    const contributions = await publicGet<{ total: number }>('/users/priya/contributions?limit=50&offset=0');
    expect(shown).toBe(contributions.total);
    if (contributions.total <= listed) expect(listed).toBe(contributions.total);
    await axeClean(priya, 'profile of priya, Contributions tab');
    await snap(priya, 'boards-10-priya-contributions');
  });

  it('sam sees the like, the bookmark and the comments, and answers priya', async () => {
    await sam.goto(`/story/${id}`);
    await sam.getByRole('heading', { level: 1, name: exact(TITLE) }).waitFor();
    await likeButton(sam, reactions.likes).waitFor();
    await bookmarkButton(sam, reactions.subscribers).waitFor();
    // Sam's own comment plus priya's, and her reply behind "Show replies (1)": three comments, as the
    // board's header counts them (issue 16, item 12).
    await sam
      .getByRole('heading', { level: 2, name: exact(en('boards.comments.heading', { count: 3 })) })
      .waitFor();
    const comments = commentsRegion(sam);
    const samsComment = comments.getByRole('listitem').filter({ hasText: SAM_COMMENT }).first();
    await samsComment
      .getByRole('button', { name: exact(en('boards.comments.showReplies', { count: 1 })) })
      .click();
    await samsComment.getByText(PRIYA_REPLY).waitFor();

    const priyasComment = comments.getByRole('listitem').filter({ hasText: PRIYA_COMMENT }).first();
    await priyasComment.getByRole('button', { name: exact(en('boards.comments.reply')) }).click();
    await priyasComment
      .getByLabel(label(en('boards.comments.replyLabel', { name: 'Priya Natarajan' })))
      .fill(SAM_REPLY);
    await priyasComment.getByRole('button', { name: exact(en('boards.comments.sendReply')) }).click();
    await priyasComment.getByText(SAM_REPLY).waitFor();
    expect(where(sam)).toBe(`/story/${id}`);
    await snap(sam, 'boards-11-sam-replied');
  });
});
