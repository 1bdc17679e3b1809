import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { outboxMessages, projectMembers } from '../../db/schema/index.ts';
import type { DomainEvent } from '../../lib/events.ts';
import { INSTANT_GRACE_MS, notificationMailer } from './notification-mailer.ts';

/**
 * Issue "The community as a newcomer meets it", items 1 and 2: comments, replies, likes, bookmarks,
 * follows and mentions notify the people concerned, grouped per target while unread, switchable
 * per kind, muted per board or thread, counted alike everywhere.
 */
let t: TestApp;
let category: number;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  category = (await t.call('GET', '/api/categories')).data.result.categories[0].subCategories[0].id;
  t.app.ctx.events.on((event) => {
    if (event.type === 'notification') heard.push(event);
  });
});
afterAll(async () => {
  await t.close();
});

async function boardOf(owner: Session, title: string, isPrivate = false) {
  const r = await t.call('POST', '/api/projects', owner.accessToken, {
    title,
    description: 'A board to talk about',
    categories: [category],
    isPrivate,
    sections: [{ title: 'Plan', body: '<p>Steps</p>' }],
  });
  expect(r.status, r.body).toBe(201);
  return r.data.result.project as { id: number; title: string };
}

async function member(board: { id: number }, who: Session, role = 'contributor') {
  await t.database.db.insert(projectMembers).values({ projectId: board.id, userId: who.userId, role });
}

async function listOf(who: Session, language = 'en') {
  const r = await t.call('GET', `/api/users/${who.userName}/notifications`, who.accessToken, undefined, {
    language,
  });
  expect(r.status, r.body).toBe(200);
  return r.data.result.notifications as {
    key: string;
    title: string;
    message: string;
    read: boolean;
    deepLink: string;
    kind?: string;
    count?: number;
  }[];
}

async function unreadOf(who: Session) {
  return (await t.call('GET', `/api/users/${who.userName}/notifications/unread`, who.accessToken)).data.result
    .count as number;
}

const comment = (who: Session, payload: Record<string, unknown>) =>
  t.call('POST', '/api/comments', who.accessToken, payload);

describe('who hears of what people do (item 1)', () => {
  it("tells a board's owner and members of a comment, never the commenter", async () => {
    const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
    const helper = await makeUser(t);
    const reader = await makeUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const board = await boardOf(owner, 'Solar oven');
    await member(board, helper);
    const r = await comment(reader, { projectID: board.id, body: 'Lovely oven!' });
    expect(r.status, r.body).toBe(201);
    for (const who of [owner, helper]) {
      const [n] = await listOf(who);
      expect(n).toMatchObject({
        key: `comment:project:${board.id}`,
        kind: 'comment',
        title: 'New comment on Solar oven',
        message: 'Ada Lovelace commented on Solar oven: Lovely oven!',
        read: false,
        count: 1,
      });
      expect(n!.deepLink).toBe(`/story/${board.id}#comment-${r.data.result.comment.id}`);
    }
    // The owner answering their own board hears nothing of it.
    await comment(owner, { projectID: board.id, body: 'Thank you' });
    expect(await listOf(reader)).toHaveLength(0);
    expect((await listOf(owner))[0]!.count).toBe(1);
  });

  it('tells the author of a comment of a reply, once (not also as a board comment)', async () => {
    const owner = await makeUser(t);
    const asker = await makeUser(t, { firstName: 'Bea', lastName: 'Asker' });
    const board = await boardOf(owner, 'Wind turbine');
    await member(board, asker, 'co-owner');
    const first = await comment(asker, { projectID: board.id, body: 'How tall?' });
    const reply = await t.call(
      'POST',
      `/api/comments/${first.data.result.comment.id}/replies`,
      owner.accessToken,
      {
        body: 'Two metres',
      },
    );
    expect(reply.status, reply.body).toBe(201);
    const list = await listOf(asker, 'fr');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      key: `reply:comment:${first.data.result.comment.id}`,
      title: 'Nouvelle réponse à votre commentaire',
    });
    expect(list[0]!.message).toContain('Two metres');
  });

  it('groups fifty likes into one line: "Ada and 49 others liked …", in the reader\'s language', async () => {
    const owner = await makeUser(t);
    const board = await boardOf(owner, 'Robot arm');
    const fans = [await makeUser(t, { firstName: 'Zed', lastName: 'First' })];
    for (let i = 1; i < 49; i++) fans.push(await makeUser(t, { firstName: `Fan${i}`, lastName: 'X' }));
    fans.push(await makeUser(t, { firstName: 'Ada', lastName: 'Last' }));
    const before = heard.length;
    for (const fan of fans) {
      const r = await t.call('POST', `/api/projects/${board.id}/like`, fan.accessToken);
      expect(r.status, r.body).toBe(200);
    }
    const list = await listOf(owner);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      key: `like:project:${board.id}`,
      count: 50,
      message: 'Ada Last and 49 others liked Robot arm',
    });
    expect(await unreadOf(owner)).toBe(1);
    // The first like raised the badge by one; the others changed the row in place.
    const mine = heard.slice(before).filter((e) => e.id === owner.userId);
    expect(mine.map((e) => e.action)).toEqual(['new', ...Array(49).fill('update')]);
    expect((await listOf(owner, 'de'))[0]!.message).toBe('Ada Last und 49 weiteren gefällt Robot arm');
    // Two people: both named.
    await t.call('PUT', '/api/users/notifications/read', owner.accessToken, { keys: [] });
    // Once read, a new like starts a new group.
    await t.call('DELETE', `/api/projects/${board.id}/like`, fans[0]!.accessToken);
    await t.call('POST', `/api/projects/${board.id}/like`, fans[0]!.accessToken);
    await t.call('DELETE', `/api/projects/${board.id}/like`, fans[1]!.accessToken);
    await t.call('POST', `/api/projects/${board.id}/like`, fans[1]!.accessToken);
    const again = await listOf(owner);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({
      read: false,
      count: 2,
      message: 'Fan1 X and Zed First liked Robot arm',
    });
  });

  it("tells a board's team of likes of a section and of a comment's author of likes of the comment", async () => {
    const owner = await makeUser(t);
    const asker = await makeUser(t);
    const fan = await makeUser(t, { firstName: 'Ada', lastName: 'Fan' });
    const board = await boardOf(owner, 'Kite');
    const [section] = (await t.call('GET', `/api/projects/${board.id}/posts`)).data.result.posts;
    expect((await t.call('POST', `/api/posts/${section.id}/like`, fan.accessToken)).status).toBe(200);
    const [liked] = await listOf(owner);
    expect(liked).toMatchObject({ kind: 'sectionLike', message: 'Ada Fan liked “Plan” on Kite', count: 1 });
    expect(liked!.deepLink).toBe(`/story/${board.id}#section-${section.id}`);
    const asked = await comment(asker, { projectID: board.id, body: 'Which string?' });
    await t.call('POST', `/api/comments/${asked.data.result.comment.id}/like`, fan.accessToken);
    const [n] = await listOf(asker);
    expect(n).toMatchObject({ kind: 'commentLike', message: 'Ada Fan liked your comment on Kite' });
  });

  it('tells of bookmarks and of new followers, a person counted once however often they toggle', async () => {
    const owner = await makeUser(t);
    const ada = await makeUser(t, { firstName: 'Ada', lastName: 'B' });
    const ben = await makeUser(t, { firstName: 'Ben', lastName: 'C' });
    const board = await boardOf(owner, 'Bird house');
    for (let i = 0; i < 2; i++) {
      await t.call('POST', `/api/projects/${board.id}/subscribe`, ada.accessToken);
      await t.call('DELETE', `/api/projects/${board.id}/subscribe`, ada.accessToken);
    }
    await t.call('POST', `/api/projects/${board.id}/subscribe`, ada.accessToken);
    await t.call('POST', `/api/users/${owner.userName}/follow`, ada.accessToken);
    await t.call('POST', `/api/users/${owner.userName}/follow`, ben.accessToken);
    const list = await listOf(owner);
    expect(list.map((n) => [n.kind, n.count, n.message])).toEqual([
      ['follow', 2, 'Ben C and Ada B followed you'],
      ['bookmark', 1, 'Ada B bookmarked Bird house'],
    ]);
    expect(list[0]!.deepLink).toBe(`/profile/${owner.userName}/followers`);
    expect(await unreadOf(owner)).toBe(2);
  });

  it('tells people mentioned in a comment, only if they can see the board', async () => {
    const owner = await makeUser(t);
    const friend = await makeUser(t);
    const outsider = await makeUser(t);
    const open = await boardOf(owner, 'Open board');
    const r = await comment(owner, {
      projectID: open.id,
      body: `Look @${friend.userName}, and @nobody-at-all`,
    });
    expect(r.status, r.body).toBe(201);
    const [n] = await listOf(friend);
    expect(n).toMatchObject({ kind: 'mention', key: `mention:comment:${r.data.result.comment.id}` });
    expect(n!.message).toContain('mentioned you in Open board');
    // An edit that adds a mention tells the person newly named, not those named before.
    const late = await makeUser(t);
    const edited = await t.call('PUT', `/api/comments/${r.data.result.comment.id}`, owner.accessToken, {
      body: `Look @${friend.userName} and @${late.userName}`,
    });
    expect(edited.status, edited.body).toBe(200);
    expect((await listOf(late)).map((x) => x.kind)).toEqual(['mention']);
    expect(await listOf(friend)).toHaveLength(1);
    // A private board: the mentioned outsider cannot see it and hears nothing.
    const closed = await boardOf(owner, 'Secret board', true);
    const s = await comment(owner, { projectID: closed.id, body: `Hi @${outsider.userName}` });
    expect(s.status, s.body).toBe(201);
    expect(await listOf(outsider)).toHaveLength(0);
  });

  it('tells people mentioned in a group conversation, in their language', async () => {
    const ann = await makeUser(t);
    const ben = await makeUser(t, { language: 'de' });
    const cat = await makeUser(t);
    const group = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [ben.userId, cat.userId],
    });
    expect(group.status, group.body).toBe(201);
    const id = group.data.result.conversation.id;
    const sent = await t.call('POST', `/api/conversations/${id}/messages`, ann.accessToken, {
      message: `@${ben.userName} can you bring the drill?`,
    });
    expect(sent.status, sent.body).toBe(201);
    const [n] = await listOf(ben, 'de');
    expect(n).toMatchObject({ kind: 'mention' });
    expect(n!.message).toContain('in einer Nachricht erwähnt');
    expect(await listOf(cat)).toHaveLength(0);
  });
});

describe('settings and mutes (item 1)', () => {
  it('does not notify a kind the person switched off (settings notify.<kind> false)', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t);
    const board = await boardOf(owner, 'Quiet board');
    const off = await t.call('PUT', '/api/users/settings', owner.accessToken, {
      settings: { 'notify.like': false },
    });
    expect(off.status, off.body).toBe(200);
    expect(off.data.result.settings['notify.like']).toBe(false);
    await t.call('POST', `/api/projects/${board.id}/like`, fan.accessToken);
    expect(await listOf(owner)).toHaveLength(0);
    // Comments still come.
    await comment(fan, { projectID: board.id, body: 'Nice' });
    expect((await listOf(owner)).map((n) => n.kind)).toEqual(['comment']);
    // Private messages are a kind too: switched off, the message arrives, its notification not.
    await t.call('PUT', '/api/users/settings', owner.accessToken, { settings: { 'notify.message': false } });
    const chat = await t.call('POST', '/api/conversations', fan.accessToken, {
      users: [owner.userName],
      message: 'Psst',
    });
    expect(chat.status, chat.body).toBe(201);
    expect((await listOf(owner)).map((n) => n.kind)).toEqual(['comment']);
    // Switched on again (the setting removed), the next message tells.
    await t.call('PUT', '/api/users/settings', owner.accessToken, { settings: { 'notify.message': null } });
    await t.call('POST', `/api/conversations/${chat.data.result.conversation.id}/messages`, fan.accessToken, {
      message: 'Hello?',
    });
    expect((await listOf(owner)).map((n) => n.kind)).toEqual(['message', 'comment']);
  });

  it('mutes a board or one thread on request', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t);
    const board = await boardOf(owner, 'Muted board');
    const first = await comment(owner, { projectID: board.id, body: 'Ask me anything' });
    const threadId = first.data.result.comment.id;
    expect(
      (await t.call('GET', `/api/comments/${threadId}/notifications`, owner.accessToken)).data.result,
    ).toEqual({
      muted: false,
    });
    const muted = await t.call('PUT', `/api/comments/${threadId}/notifications`, owner.accessToken, {
      muted: true,
    });
    expect(muted.data.result).toEqual({ muted: true });
    await t.call('POST', `/api/comments/${threadId}/replies`, fan.accessToken, { body: 'Why?' });
    expect(await listOf(owner)).toHaveLength(0);
    // Another thread of the board still tells them; muting the board silences it all.
    await comment(fan, { projectID: board.id, body: 'Another thought' });
    expect(await listOf(owner)).toHaveLength(1);
    await t.call('PUT', '/api/users/notifications/read', owner.accessToken, { keys: [] });
    const all = await t.call('PUT', `/api/projects/${board.id}/notifications`, owner.accessToken, {
      muted: true,
    });
    expect(all.data.result).toEqual({ muted: true });
    await comment(fan, { projectID: board.id, body: 'Third thought' });
    await t.call('POST', `/api/projects/${board.id}/like`, fan.accessToken);
    expect(await unreadOf(owner)).toBe(0);
    // A board the caller cannot see cannot be muted (404).
    const secret = await boardOf(owner, 'Hidden', true);
    expect(
      (await t.call('PUT', `/api/projects/${secret.id}/notifications`, fan.accessToken, { muted: true }))
        .status,
    ).toBe(404);
  });
});

describe('counts agree everywhere (item 2)', () => {
  it('a second message in the same conversation changes its notification in place, not the count', async () => {
    const ann = await makeUser(t);
    const ben = await makeUser(t);
    const made = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [ben.userName],
      message: 'Hi',
    });
    expect(made.status, made.body).toBe(201);
    const id = made.data.result.conversation.id;
    const before = heard.length;
    await t.call('POST', `/api/conversations/${id}/messages`, ann.accessToken, { message: 'Are you there?' });
    expect(await unreadOf(ben)).toBe(1);
    expect(await listOf(ben)).toHaveLength(1);
    // The bell is not told to add one for a notification that was already unread.
    expect(
      heard
        .slice(before)
        .filter((e) => e.id === ben.userId)
        .map((e) => e.action),
    ).toEqual(['update']);
  });

  it('reading the conversation reads its notification, and other screens hear of it', async () => {
    const ann = await makeUser(t);
    const ben = await makeUser(t);
    const made = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [ben.userName],
      message: 'Hi',
    });
    const id = made.data.result.conversation.id;
    expect(await unreadOf(ben)).toBe(1);
    const before = heard.length;
    const read = await t.call('PUT', `/api/conversations/${id}/read`, ben.accessToken);
    expect(read.status, read.body).toBe(200);
    expect(await unreadOf(ben)).toBe(0);
    expect((await listOf(ben))[0]!.read).toBe(true);
    expect(
      heard
        .slice(before)
        .filter((e) => e.id === ben.userId)
        .map((e) => e.action),
    ).toEqual(['update']);
    // Answering reads it too: Ann's own notification of Ben's answer goes when she writes again.
    await t.call('POST', `/api/conversations/${id}/messages`, ben.accessToken, { message: 'Hello!' });
    expect(await unreadOf(ann)).toBe(1);
    await t.call('POST', `/api/conversations/${id}/messages`, ann.accessToken, { message: 'Good' });
    expect(await unreadOf(ann)).toBe(0);
  });
});

describe('e-mail digests (item 1)', () => {
  it("sends grouped activity in the person's digest, per their frequency", async () => {
    const owner = await makeUser(t, { receiveEmails: true });
    await t.call('PUT', '/api/users/settings', owner.accessToken, { settings: { emailFrequency: 'daily' } });
    const board = await boardOf(owner, 'Digest board');
    for (const name of ['Ada', 'Ben', 'Cy']) {
      const fan = await makeUser(t, { firstName: name, lastName: 'Fan' });
      await t.call('POST', `/api/projects/${board.id}/like`, fan.accessToken);
    }
    const sent = await notificationMailer(t.app.ctx, t.app.log).sweep(
      new Date(Date.now() + INSTANT_GRACE_MS + 1000),
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = (
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, owner.email))
    ).filter((m) => m.subject.startsWith('Makerboard:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Cy Fan and 2 others liked Digest board');
  });
});
