import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  bearer,
  createTestApp,
  grantRole,
  json,
  login,
  type Session,
  signupAndVerify,
  type TestApp,
} from '../../../test/helpers.ts';
import { isMinor } from './conversations.policy.ts';

/** Conversations and messages (spec/001 §7; spec/000 §3 Conversation, §4 Conversations; api.md). */
let t: TestApp;
let ann: Session;
let ben: Session;
let cat: Session;
let kid: Session;
let admin: Session;
let category: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  ann = await signupAndVerify(t, { birthDate: '1990-01-01' });
  ben = await signupAndVerify(t, { birthDate: '1985-05-05', firstName: 'Ben' });
  cat = await signupAndVerify(t, { birthDate: '1970-03-03' });
  kid = await signupAndVerify(t, { birthDate: '2012-01-01', userType: 'student' });
  const a = await signupAndVerify(t);
  await grantRole(t, a.userName, 'admin');
  admin = await login(t, a.userName);
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(who: Session, method: Method, url: string, payload?: object, language = 'en') {
  const r = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(who.accessToken), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, body: json(r) };
}

async function chat(from: Session, to: Session, message?: string) {
  const r = await call(from, 'POST', '/conversations', {
    users: [to.userName],
    ...(message ? { message } : {}),
  });
  if (r.status >= 300) throw new Error(JSON.stringify(r.body));
  return r.body.result.conversation as { id: number; messages: { id: number }[] };
}

async function say(from: Session, conversation: number, message: string) {
  const r = await call(from, 'POST', `/conversations/${conversation}/messages`, { message });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.result.message as { id: number; message: string };
}

/** A socket with a message inbox (as realtime.test.ts does). */
async function open(token: string) {
  const inbox: Record<string, unknown>[] = [];
  const inject = (
    t.app as unknown as { injectWS: (path: string, context: object, options: object) => Promise<WebSocket> }
  ).injectWS;
  const ws = await inject(
    '/ws',
    {},
    {
      onInit: (socket: WebSocket) => socket.on('message', (data) => inbox.push(JSON.parse(data.toString()))),
    },
  );
  const send = (m: object) => ws.send(JSON.stringify(m));
  send({ action: 'auth', token });
  await until(() => inbox.some((m) => m.action === 'auth'));
  return { ws, inbox, send };
}
const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a socket message');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('private conversations (spec/001 §7 create, send, list)', () => {
  it('creates one private conversation per pair and reuses it (201 then 200)', async () => {
    const first = await call(ann, 'POST', '/conversations', { users: [ben.userName], message: 'Hello Ben' });
    expect(first.status).toBe(201);
    expect(first.body.result.conversation).toMatchObject({ kind: 'private', public: false, draft: false });
    expect(first.body.result.messages).toHaveLength(1);
    expect(first.body.result.messages[0]).toMatchObject({ message: 'Hello Ben', isMine: true });
    const again = await call(ben, 'POST', '/conversations', { users: [ann.userName], message: 'Hi Ann' });
    expect(again.status).toBe(200);
    expect(again.body.result.conversation.id).toBe(first.body.result.conversation.id);
    expect(again.body.result.messages.map((m: { message: string }) => m.message)).toEqual([
      'Hi Ann',
      'Hello Ben',
    ]);
  });

  it('names people in a body by username, numeric id or uuid (api.md Ids)', async () => {
    const first = (await call(ann, 'POST', '/conversations', { users: [cat.userName] })).body.result;
    const byId = await call(ann, 'POST', '/conversations', { users: [cat.userId], message: 'by id' });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.result.conversation.id).toBe(first.conversation.id);
    const byUuid = await call(cat, 'POST', '/conversations', { users: [ann.uuid] });
    expect(byUuid.body.result.conversation.id).toBe(first.conversation.id);
    const group = await call(ann, 'POST', '/conversations', { users: [ben.userId, cat.uuid] });
    expect(group.status).toBe(201);
    expect(group.body.result.conversation.kind).toBe('group');
    expect((await call(ann, 'POST', '/conversations', { users: [2_000_000_000] })).status).toBe(404);
  });

  it('refuses bad input with the spec messages', async () => {
    const empty = await call(ann, 'POST', '/conversations', { users: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('CONVERSATION_USERS_REQUIRED');
    const selfOnly = await call(ann, 'POST', '/conversations', { users: [ann.userName] });
    expect(selfOnly.body.code).toBe('CONVERSATION_SELF');
    const nobody = await call(ann, 'POST', '/conversations', { users: ['no_such_person_here'] });
    expect(nobody.status).toBe(404);
    const c = await chat(ann, cat, 'hey');
    // spec/001 §6: "Messages cannot be empty."
    const blank = await call(ann, 'POST', `/conversations/${c.id}/messages`, { message: '  <p> </p> ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ messages: ['Messages cannot be empty'], code: 'MESSAGE_EMPTY' });
    const de = await call(ann, 'POST', `/conversations/${c.id}/messages`, { message: '' }, 'de');
    expect(de.body.messages).toEqual(['Nachrichten dürfen nicht leer sein']);
    const rude = await call(ann, 'POST', `/conversations/${c.id}/messages`, { message: 'you are a shit' });
    expect(rude.status).toBe(400);
    expect(rude.body.code).toBe('PROFANITY');
    const missing = await call(ann, 'POST', `/conversations/${c.id}/messages`, {});
    expect(missing.status).toBe(400);
  });

  it('stores plain text: markup is stripped', async () => {
    const c = await chat(ann, cat);
    const m = await say(ann, c.id, '<b>bold</b> <script>alert(1)</script>move');
    expect(m.message).toBe('bold move');
  });

  it('hides an empty conversation without a topic, and lists the rest (spec/000 §4)', async () => {
    const lonely = await signupAndVerify(t);
    const empty = await chat(lonely, ann);
    const list = await call(lonely, 'GET', '/conversations');
    expect(list.body.result.conversations.map((c: { id: number }) => c.id)).not.toContain(empty.id);
    expect(list.body.result.total).toBe(0);
    await say(lonely, empty.id, 'now it counts');
    const after = await call(lonely, 'GET', `/conversations?username=${lonely.userName}`);
    expect(after.body.result).toMatchObject({ total: 1, hasMore: false });
    // Someone else's list does not exist for the caller.
    expect((await call(lonely, 'GET', `/conversations?username=${ann.userName}`)).status).toBe(404);
    const count = await call(lonely, 'GET', '/conversations?limit=0&offset=0');
    expect(count.body.result).toEqual({ total: 1 });
  });
});

describe('sorting and unread (spec/000 §4 Conversations)', () => {
  it('sorts pinned first, then unread, then by latest message id descending', async () => {
    const me = await signupAndVerify(t);
    const people = await Promise.all([0, 1, 2, 3].map(() => signupAndVerify(t)));
    const convs = [];
    for (const p of people) convs.push(await chat(me, p, `hello ${p.userName}`));
    // Newest message first: 3, 2, 1, 0.
    let ids = json(
      await t.app.inject({ url: '/api/conversations', headers: bearer(me.accessToken) }),
    ).result.conversations.map((c: { id: number }) => c.id);
    expect(ids).toEqual([convs[3]!.id, convs[2]!.id, convs[1]!.id, convs[0]!.id]);
    // An answer in 1 makes it unread for me: it goes before the read ones.
    await say(people[1]!, convs[1]!.id, 'answer');
    // Pinning 0 puts it first of all.
    expect((await call(me, 'PUT', `/conversations/${convs[0]!.id}/pin`, { pinned: true })).status).toBe(200);
    const list = (await call(me, 'GET', '/conversations')).body.result.conversations;
    ids = list.map((c: { id: number }) => c.id);
    expect(ids).toEqual([convs[0]!.id, convs[1]!.id, convs[3]!.id, convs[2]!.id]);
    expect(list[0]).toMatchObject({ pinned: true, unread: 0 });
    expect(list[1]).toMatchObject({ pinned: false, unread: 1 });
    expect(list[1].lastMessage).toMatchObject({ message: 'answer' });
    // Search by the other person's name.
    const found = await call(me, 'GET', `/conversations?query=${people[2]!.userName}`);
    expect(found.body.result.conversations.map((c: { id: number }) => c.id)).toEqual([convs[2]!.id]);
  });

  it('counts unread conversations, up by one when one becomes unread, down by one when read, never below 0', async () => {
    const me = await signupAndVerify(t);
    const x = await signupAndVerify(t);
    const y = await signupAndVerify(t);
    const cx = await chat(x, me, 'one');
    await say(x, cx.id, 'two');
    const unread = async () => (await call(me, 'GET', '/conversations/unread')).body.result.total;
    // Two messages in one conversation: one unread conversation.
    expect(await unread()).toBe(1);
    const cy = await chat(y, me, 'three');
    expect(await unread()).toBe(2);
    const one = await call(me, 'GET', `/conversations/${cx.id}`);
    expect(one.body.result).toMatchObject({ totalUnread: 2, conversation: { unread: 2 } });
    const read = await call(me, 'PUT', `/conversations/${cx.id}/read`);
    expect(read.body.result).toMatchObject({ read: true, unread: 0, totalUnread: 1 });
    // Reading again changes nothing and never goes below 0.
    expect((await call(me, 'PUT', `/conversations/${cx.id}/read`)).body.result.totalUnread).toBe(1);
    await call(me, 'PUT', `/conversations/${cy.id}/read`);
    expect(await unread()).toBe(0);
    // The sender's own messages never make their conversation unread.
    await say(me, cy.id, 'my own');
    expect(await unread()).toBe(0);
    expect((await call(me, 'GET', `/conversations/unread?username=${x.userName}`)).status).toBe(404);
  });
});

describe('messages: paging, edit, delete, pin, likes, search', () => {
  it('pages back with before and forward with since, and reads up to a message', async () => {
    const c = await chat(ann, ben, 'm0');
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await say(i % 2 ? ben : ann, c.id, `page ${i}`));
    const page = (await call(ann, 'GET', `/conversations/${c.id}/messages?limit=2`)).body.result;
    expect(page.messages.map((m: { message: string }) => m.message)).toEqual(['page 5', 'page 4']);
    expect(page.hasMore).toBe(true);
    const back = (
      await call(ann, 'GET', `/conversations/${c.id}/messages?limit=2&before=${page.messages[1].id}`)
    ).body.result;
    expect(back.messages.map((m: { message: string }) => m.message)).toEqual(['page 3', 'page 2']);
    const newer = (await call(ann, 'GET', `/conversations/${c.id}/messages?since=${sent[3]!.id}`)).body
      .result;
    expect(newer.messages.map((m: { message: string }) => m.message)).toEqual(['page 5']);
    const upTo = (await call(ann, 'GET', `/conversations/${c.id}?messageID=${sent[1]!.id}`)).body.result;
    expect(upTo.conversation.messages.map((m: { message: string }) => m.message)).toEqual([
      'page 5',
      'page 4',
      'page 3',
      'page 2',
    ]);
    expect(upTo.conversation.hasMoreMessages).toBe(true);
    // spec/000 §3 Conversation: hasMore and hasMoreMessages.
    expect(upTo.conversation.hasMore).toBe(true);
    expect((await call(ann, 'GET', `/conversations/${c.id}?messageID=999999`)).status).toBe(404);
  });

  it('lets the author edit and delete; not the other side of a private chat', async () => {
    const c = await chat(ann, ben);
    const m = await say(ann, c.id, 'typo hre');
    expect((await call(ben, 'PUT', `/messages/${m.id}`, { message: 'nope' })).status).toBe(403);
    const edited = await call(ann, 'PUT', `/messages/${m.id}`, { message: 'typo here' });
    expect(edited.body.result.message).toMatchObject({ message: 'typo here', edited: true });
    expect((await call(ann, 'PUT', `/messages/${m.id}`, { message: ' ' })).body.code).toBe('MESSAGE_EMPTY');
    expect((await call(ben, 'DELETE', `/messages/${m.id}`)).status).toBe(403);
    const gone = await call(ann, 'DELETE', `/messages/${m.id}?showPermission=true`);
    expect(gone.body.result).toMatchObject({ deleted: true, id: m.id, permission: 'author' });
    const list = (await call(ben, 'GET', `/conversations/${c.id}/messages`)).body.result.messages;
    expect(list.find((x: { id: number }) => x.id === m.id)).toMatchObject({ deleted: true, message: '' });
    expect((await call(cat, 'DELETE', `/messages/${m.id}`)).status).toBe(404);
    expect((await call(ann, 'PUT', '/messages/999999', { message: 'x' })).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
  });

  it('pins, likes, lists likes and liked ids, and searches the caller’s own messages', async () => {
    const c = await chat(ann, ben);
    const m = await say(ben, c.id, 'a findable zebra message');
    const pinned = await call(ann, 'POST', `/messages/${m.id}/pin`, { pinned: true });
    expect(pinned.body.result.message.pinned).toBe(true);
    const pins = (await call(ben, 'GET', `/conversations/${c.id}/messages/pinned`)).body.result;
    expect(pins.messages.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await call(ann, 'POST', `/messages/${m.id}/like`)).body.result).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call(ann, 'POST', `/messages/${m.id}/like`)).body.result).toEqual({
      liked: true,
      likes: 1,
    });
    const likes = (await call(ben, 'GET', `/messages/${m.id}/likes`)).body.result;
    expect(likes.users.map((u: { userName: string }) => u.userName)).toEqual([ann.userName]);
    expect((await call(ben, 'GET', `/messages/${m.id}/like/${ann.userName}`)).body.result).toEqual({
      liked: true,
    });
    expect((await call(ann, 'GET', `/conversations/${c.id}/likes`)).body.result).toEqual({
      messages: [m.id],
    });
    expect((await call(ann, 'DELETE', `/messages/${m.id}/like`)).body.result).toEqual({
      liked: false,
      likes: 0,
    });
    expect((await call(ann, 'GET', `/messages/${m.id}/like/${ann.userName}`)).body.result).toEqual({
      liked: false,
    });
    expect((await call(cat, 'POST', `/messages/${m.id}/like`)).status).toBe(404);
    const found = (await call(ann, 'GET', '/messages/search?query=zebra')).body.result;
    expect(found.messages.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await call(cat, 'GET', '/messages/search?query=zebra')).body.result.total).toBe(0);
  });
});

describe('groups, supervisors and public topics', () => {
  it('creates a group; its supervisor adds, promotes, removes; members may leave', async () => {
    const topic = `makers-${Date.now()}`;
    const created = await call(ann, 'POST', '/conversations/groups', { topic, users: [ben.userName] });
    expect(created.status).toBe(201);
    const g = created.body.result.conversation;
    expect(g).toMatchObject({ kind: 'group', topic, isSupervisor: true });
    expect((await call(ann, 'POST', '/conversations/groups', { topic, users: [] })).status).toBe(409);
    expect((await call(ben, 'GET', `/conversations/${g.id}/role`)).body.result).toEqual({
      isSupervisor: false,
    });
    expect((await call(ann, 'GET', `/conversations/${g.id}/role`)).body.result).toEqual({
      isSupervisor: true,
    });
    // Not a supervisor: cannot add people.
    const refused = await call(ben, 'POST', `/conversations/${g.id}/users`, { userName: cat.userName });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('CONVERSATION_SUPERVISOR_ONLY');
    const added = await call(ann, 'POST', `/conversations/${g.id}/users`, {
      userName: cat.userName,
      isSupervisor: false,
    });
    expect(added.status).toBe(201);
    expect((await call(ann, 'POST', `/conversations/${g.id}/users`, { userName: cat.userName })).status).toBe(
      409,
    );
    const users = (await call(cat, 'GET', `/conversations/${g.id}/users`)).body.result;
    expect(users.total).toBe(3);
    expect(users.users[0]).toMatchObject({ name: ann.userName, isSupervisor: true });
    // A supervisor may delete someone else's message and say by which right.
    const m = await say(cat, g.id, 'off topic');
    expect((await call(ben, 'DELETE', `/messages/${m.id}`)).status).toBe(403);
    const promoted = await call(ann, 'PUT', `/conversations/${g.id}/users/${ben.userName}`, {
      isSupervisor: true,
    });
    expect(promoted.body.result.user).toMatchObject({ name: ben.userName, isSupervisor: true });
    const edited = await call(ben, 'PUT', `/messages/${m.id}`, { message: 'edited by a supervisor' });
    expect(edited.status).toBe(200);
    const removed = await call(ben, 'DELETE', `/messages/${m.id}?showPermission=1`);
    expect(removed.body.result.permission).toBe('supervisor');
    // Rename and the group is found by its new topic.
    const renamed = await call(ann, 'PUT', `/conversations/${g.id}/group`, { topic: `${topic}-2` });
    expect(renamed.body.result.conversation.topic).toBe(`${topic}-2`);
    const byTopic = await call(cat, 'GET', `/conversations/topic/${topic}-2?type=group`);
    expect(byTopic.body.result.conversation.id).toBe(g.id);
    // Leave; then it is a 404 for the one who left.
    expect((await call(cat, 'DELETE', `/conversations/${g.id}/users/${cat.userName}`)).status).toBe(200);
    expect((await call(cat, 'GET', `/conversations/${g.id}`)).status).toBe(404);
    expect((await call(cat, 'GET', `/conversations/topic/${topic}-2?type=group`)).status).toBe(404);
    expect((await call(cat, 'DELETE', `/conversations/${g.id}/users/${ben.userName}`)).status).toBe(404);
  });

  it('keeps private and group conversations a 404 to outsiders (IDOR)', async () => {
    const c = await chat(ann, ben, 'just us');
    for (const [method, url] of [
      ['GET', `/conversations/${c.id}`],
      ['GET', `/conversations/${c.id}/messages`],
      ['GET', `/conversations/${c.id}/users`],
      ['GET', `/conversations/${c.id}/role`],
      ['PUT', `/conversations/${c.id}/read`],
      ['GET', `/messages/${c.messages[0]!.id}/likes`],
    ] as const) {
      expect((await call(cat, method, url)).status, url).toBe(404);
    }
    expect(
      (await call(cat, 'POST', `/conversations/${c.id}/messages`, { message: 'let me in' })).status,
    ).toBe(404);
    // Admins may read (moderation).
    expect((await call(admin, 'GET', `/conversations/${c.id}`)).status).toBe(200);
  });

  it('public topics: staff open them, anyone signed in reads and posts', async () => {
    const topic = `robots${Date.now()}`;
    expect((await call(ann, 'POST', '/conversations/public', { topic })).status).toBe(403);
    const made = await call(admin, 'POST', '/conversations/public', { topic });
    expect(made.status).toBe(201);
    const id = made.body.result.conversation.id;
    const read = await call(kid, 'GET', `/conversations/topic/${topic}`);
    expect(read.body.result.conversation).toMatchObject({ id, public: true, joined: false });
    await say(kid, id, 'I built a line follower');
    const msgs = (await call(cat, 'GET', `/conversations/topic/${topic}/messages`)).body.result;
    expect(msgs.messages[0].message).toBe('I built a line follower');
    const all = (await call(cat, 'GET', '/conversations/public')).body.result;
    expect(all.conversations.map((c: { topic: string }) => c.topic)).toContain(topic);
    expect((await call(cat, 'GET', '/conversations/topic/nothing-here')).status).toBe(404);
    // The supervisor (its creator) moderates.
    const m = await say(cat, id, 'spam spam');
    expect(
      (await call(admin, 'DELETE', `/messages/${m.id}?showPermission=true`)).body.result.permission,
    ).toBe('supervisor');
  });

  it("gives a board's members its chat, one per chatType, and nobody else", async () => {
    const board = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(ann.accessToken),
        payload: {
          title: 'Chat board',
          description: 'We talk',
          categories: [category],
          sections: [{ title: 'x', body: '<p>x</p>' }],
        },
      }),
    ).result.project;
    const chatR = await call(ann, 'GET', `/conversations/project/${board.id}`);
    expect(chatR.body.result.conversation).toMatchObject({
      kind: 'project',
      projectID: board.id,
      isSupervisor: true,
    });
    const team = await call(ann, 'GET', `/conversations/project/${board.id}/mentors`);
    expect(team.body.result.conversation.chatType).toBe('mentors');
    expect(team.body.result.conversation.id).not.toBe(chatR.body.result.conversation.id);
    expect((await call(ben, 'GET', `/conversations/project/${board.id}`)).status).toBe(404);
    expect((await call(ben, 'GET', `/conversations/${chatR.body.result.conversation.id}`)).status).toBe(404);
    const sent = await call(ann, 'POST', `/conversations/${team.body.result.conversation.id}/messages`, {
      message: 'for mentors',
      chatType: 'mentors',
    });
    expect(sent.body.result.message.chatType).toBe('mentors');
  });
});

describe('mute (spec/000 §3 notification setting)', () => {
  it('still delivers to a muted conversation, but makes no notification and no badge', async () => {
    const me = await signupAndVerify(t);
    const friend = await signupAndVerify(t, { firstName: 'Fran', lastName: 'Friend' });
    const c = await chat(friend, me, 'first');
    const notes = async () =>
      (await call(me, 'GET', `/users/${me.userName}/notifications`)).body.result.notifications as {
        title: string;
        message: string;
        deepLink: string;
      }[];
    expect(await notes()).toEqual([
      expect.objectContaining({
        title: 'New message from Fran Friend',
        message: 'Fran Friend: first',
        deepLink: `/inbox/${friend.userName}`,
      }),
    ]);
    expect((await call(me, 'GET', `/conversations/${c.id}/notifications`)).body.result).toEqual({
      muted: false,
    });
    const muted = await call(me, 'PUT', `/conversations/${c.id}/notifications`, { muted: true });
    expect(muted.body.result).toMatchObject({ muted: true, totalUnread: 0 });
    await call(me, 'PUT', '/users/notifications/read', { keys: [] });
    const socket = await open(me.accessToken);
    const m = await say(friend, c.id, 'second');
    await until(() => socket.inbox.some((x) => x.childType === 'message'));
    expect(socket.inbox.find((x) => x.childType === 'message')).toMatchObject({
      action: 'add',
      type: 'conversation',
      id: c.id,
      childType: 'message',
      childTypeID: m.id,
    });
    await settle();
    expect(socket.inbox.some((x) => x.type === 'notification')).toBe(false);
    const list = await notes();
    expect(list.every((n) => n.message !== 'Fran Friend: second')).toBe(true);
    // Unread in the conversation itself, but no badge while muted.
    expect((await call(me, 'GET', `/conversations/${c.id}`)).body.result).toMatchObject({
      totalUnread: 0,
      conversation: { unread: 2, muted: true, notification: 'muted' },
    });
    await call(me, 'PUT', `/conversations/${c.id}/notifications`, { muted: false });
    expect((await call(me, 'GET', '/conversations/unread')).body.result.total).toBe(1);
    socket.ws.terminate();
  });
});

describe('child-safe default (docs/decisions.md)', () => {
  it('knows a minor by birth date, or by the student type without one', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    expect(isMinor({ birthDate: '2010-01-01', userType: 'standard' }, today)).toBe(true);
    expect(isMinor({ birthDate: '2000-01-01', userType: 'student' }, today)).toBe(false);
    expect(isMinor({ birthDate: null, userType: 'student' }, today)).toBe(true);
    expect(isMinor({ birthDate: null, userType: 'mentor' }, today)).toBe(false);
  });

  it('keeps an adult who shares no board with a minor from a private chat, in the reader’s language', async () => {
    const r = await call(cat, 'POST', '/conversations', { users: [kid.userName], message: 'hi kid' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('CONVERSATION_MINOR_PROTECTED');
    expect(r.body.messages[0]).toContain('share a board');
    const fr = await call(kid, 'POST', '/conversations', { users: [cat.userName] }, 'fr');
    expect(fr.status).toBe(403);
    expect(fr.body.messages[0]).toContain('partagez un board');
    // Nor into a group with them.
    const g = await call(cat, 'POST', '/conversations/groups', {
      topic: `g${Date.now()}`,
      users: [kid.userName],
    });
    expect(g.status).toBe(403);
    // Sharing a board (the class) opens it: the teacher's board with the student as member.
    const board = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(cat.accessToken),
        payload: {
          title: 'Class',
          description: 'c',
          categories: [category],
          sections: [{ title: 'x', body: '<p>x</p>' }],
        },
      }),
    ).result.project;
    await t.database.db.execute(
      sql`insert into project_members (project_id, user_id, role) values (${board.id}, ${kid.userId}, 'contributor')`,
    );
    const ok = await call(cat, 'POST', '/conversations', { users: [kid.userName], message: 'homework?' });
    expect(ok.status).toBe(201);
    // Adding a minor to a group whose people do not all share a board with them is refused.
    const group = (await call(ann, 'POST', '/conversations/groups', { topic: `h${Date.now()}`, users: [] }))
      .body.result.conversation;
    expect(
      (await call(ann, 'POST', `/conversations/${group.id}/users`, { userName: kid.userName })).status,
    ).toBe(403);
  });
});

describe('board chats and the child-safe rule hold after membership changes (review)', () => {
  const newBoard = async (who: Session) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(who.accessToken),
        payload: {
          title: 'Review board',
          description: 'd',
          categories: [category],
          sections: [{ title: 'x', body: '<p>x</p>' }],
        },
      }),
    ).result.project as { id: number };

  it('a pending invitation to a board is not a shared board: it opens no chat with a minor', async () => {
    const adult = await signupAndVerify(t, { birthDate: '1975-01-01' });
    const child = await signupAndVerify(t, { birthDate: '2013-02-02', userType: 'student' });
    const board = await newBoard(adult);
    const invited = await call(adult, 'POST', `/projects/${board.id}/members/invite`, {
      lookup: child.userName,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const r = await call(adult, 'POST', '/conversations', { users: [child.userName], message: 'hi' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('CONVERSATION_MINOR_PROTECTED');
    // Once the child accepts, they share the board.
    expect((await call(child, 'POST', `/projects/${board.id}/members/accept`, {})).status).toBe(200);
    expect((await call(adult, 'POST', '/conversations', { users: [child.userName] })).status).toBe(201);
  });

  it('only active board members are in a board chat: no outsiders added, removed members leave it', async () => {
    const owner = await signupAndVerify(t, { birthDate: '1975-01-01' });
    const outsider = await signupAndVerify(t, { birthDate: '1976-01-01' });
    const child = await signupAndVerify(t, { birthDate: '2013-02-02', userType: 'student' });
    const board = await newBoard(owner);
    await call(owner, 'POST', `/projects/${board.id}/members/invite`, {
      lookup: child.userName,
      role: 'viewer',
    });
    // Pending: not yet in the chat.
    expect((await call(child, 'GET', `/conversations/project/${board.id}`)).status).toBe(404);
    expect((await call(child, 'POST', `/projects/${board.id}/members/accept`, {})).status).toBe(200);
    const chat = (await call(owner, 'GET', `/conversations/project/${board.id}`)).body.result.conversation;
    await say(owner, chat.id, 'welcome to the board');
    expect((await call(child, 'GET', `/conversations/${chat.id}`)).status).toBe(200);
    const childSocket = await open(child.accessToken);
    childSocket.send({ action: 'subscribe', type: 'conversation', id: chat.id });
    await until(() => childSocket.inbox.some((m) => m.action === 'subscribe' && m.ok === true));
    // Supervising the chat follows the board role: a co-owner moderates, demoted they no longer do.
    const helper = await signupAndVerify(t, { birthDate: '1977-01-01' });
    await call(owner, 'POST', `/projects/${board.id}/members/invite`, {
      lookup: helper.userName,
      role: 'coowner',
    });
    await call(helper, 'POST', `/projects/${board.id}/members/accept`, {});
    expect((await call(helper, 'GET', `/conversations/${chat.id}/role`)).body.result.isSupervisor).toBe(true);
    await call(owner, 'PUT', `/projects/${board.id}/members/${helper.userName}`, { role: 'viewer' });
    expect((await call(helper, 'GET', `/conversations/${chat.id}/role`)).body.result.isSupervisor).toBe(
      false,
    );
    const ownerMessage = (await call(owner, 'GET', `/conversations/${chat.id}/messages`)).body.result
      .messages[0];
    expect((await call(helper, 'DELETE', `/messages/${ownerMessage.id}`)).status).toBe(403);
    await call(owner, 'PUT', `/projects/${board.id}/members/${helper.userName}`, { role: 'projectAdmin' });
    expect((await call(helper, 'GET', `/conversations/${chat.id}/role`)).body.result.isSupervisor).toBe(true);
    // A supervisor cannot add someone who is not on the board (a way round the child-safe rule).
    const add = await call(owner, 'POST', `/conversations/${chat.id}/users`, { userName: outsider.userName });
    expect(add.status).toBe(404);
    expect(add.body.code).toBe('MEMBERSHIP_NOT_FOUND');
    expect((await call(outsider, 'GET', `/conversations/${chat.id}`)).status).toBe(404);
    // Removed from the board: the chat is gone from their list, their unread count and their reach.
    await say(owner, chat.id, 'one more');
    expect((await call(owner, 'DELETE', `/projects/${board.id}/members/${child.userName}`)).status).toBe(200);
    expect((await call(child, 'GET', `/conversations/${chat.id}`)).status).toBe(404);
    expect((await call(child, 'GET', `/conversations/${chat.id}/messages`)).status).toBe(404);
    expect(
      (await call(child, 'POST', `/conversations/${chat.id}/messages`, { message: 'still here?' })).status,
    ).toBe(404);
    const list = (await call(child, 'GET', '/conversations')).body.result;
    expect(list.conversations.map((c: { id: number }) => c.id)).not.toContain(chat.id);
    expect((await call(child, 'GET', '/conversations/unread')).body.result.total).toBe(0);
    // Their socket stops following the chat.
    await until(() => childSocket.inbox.some((x) => x.childType === 'user' && x.action === 'delete'));
    const heard = childSocket.inbox.filter((x) => x.childType === 'message').length;
    await say(owner, chat.id, 'after you left');
    await settle();
    expect(childSocket.inbox.filter((x) => x.childType === 'message').length).toBe(heard);
    childSocket.ws.terminate();
  });
});

describe('the socket (api.md /ws; spec/001 §4 conversation add)', () => {
  it("delivers a new message to the participants' sockets without subscribing, never to an outsider", async () => {
    const c = await chat(ann, ben, 'opening');
    const annSocket = await open(ann.accessToken);
    const benSocket = await open(ben.accessToken);
    const catSocket = await open(cat.accessToken);
    // An outsider cannot follow the conversation either.
    catSocket.send({ action: 'subscribe', type: 'conversation', id: c.id });
    await until(() => catSocket.inbox.some((m) => m.action === 'subscribe'));
    expect(catSocket.inbox.find((m) => m.action === 'subscribe')).toMatchObject({ ok: false });
    benSocket.send({ action: 'subscribe', type: 'conversation', id: c.id });
    await until(() => benSocket.inbox.some((m) => m.action === 'subscribe'));
    expect(benSocket.inbox.find((m) => m.action === 'subscribe')).toMatchObject({ ok: true });
    const m = await say(ann, c.id, 'secret plans');
    await until(() => benSocket.inbox.some((x) => x.childType === 'message'));
    await until(() => annSocket.inbox.some((x) => x.childType === 'message'));
    await settle();
    // Subscribed and addressed: heard once.
    expect(benSocket.inbox.filter((x) => x.childType === 'message')).toEqual([
      {
        action: 'add',
        type: 'conversation',
        id: c.id,
        childType: 'message',
        childTypeID: m.id,
        uuid: ann.uuid,
      },
    ]);
    expect(benSocket.inbox.some((x) => x.type === 'notification')).toBe(true);
    expect(catSocket.inbox.filter((x) => x.childType === 'message')).toEqual([]);
    for (const s of [annSocket, benSocket, catSocket]) s.ws.terminate();
  });

  it('drops a removed member’s subscription to a group', async () => {
    const g = (
      await call(ann, 'POST', '/conversations/groups', { topic: `s${Date.now()}`, users: [ben.userName] })
    ).body.result.conversation;
    const benSocket = await open(ben.accessToken);
    benSocket.send({ action: 'subscribe', type: 'conversation', id: g.id });
    await until(() => benSocket.inbox.some((m) => m.action === 'subscribe'));
    await call(ann, 'DELETE', `/conversations/${g.id}/users/${ben.userName}`);
    await until(() => benSocket.inbox.some((x) => x.childType === 'user'));
    await say(ann, g.id, 'after you left');
    await settle();
    expect(benSocket.inbox.filter((x) => x.childType === 'message')).toEqual([]);
    benSocket.ws.terminate();
  });
});

describe('demo conversations (issue 5 item 4)', () => {
  it('gives sam and priya a live inbox that keeps the child-safe rule', async () => {
    const { seedDemo, DEMO_PASSWORD } = await import('../../seed/demo.ts');
    await seedDemo(t.database.db);
    const sam = await login(t, 'sam', DEMO_PASSWORD);
    const priya = await login(t, 'priya', DEMO_PASSWORD);
    const list = (await call(sam, 'GET', '/conversations')).body.result.conversations;
    // The newest and unread first: Priya's answer.
    expect(list[0]).toMatchObject({ kind: 'private', unread: 1 });
    expect(list[0].users.map((u: { name: string }) => u.name).sort()).toEqual(['priya', 'sam']);
    expect(list.map((c: { topic: string | null }) => c.topic)).toEqual(
      expect.arrayContaining(['robotics', 'Science fair team']),
    );
    expect((await call(sam, 'GET', '/conversations/unread')).body.result.total).toBe(1);
    // The private list of spec/000 §4 leaves the public topics to their own list.
    const privateOnly = (await call(sam, 'GET', '/conversations?public=false')).body.result.conversations;
    expect(privateOnly.map((c: { topic: string | null }) => c.topic)).not.toContain('robotics');
    expect(privateOnly.length).toBe(list.length - 1);
    const joined = (await call(sam, 'GET', '/conversations?public=true')).body.result.conversations;
    expect(joined.map((c: { topic: string | null }) => c.topic)).toEqual(['robotics']);
    expect((await call(priya, 'GET', '/conversations/topic/robotics')).status).toBe(200);
    // Priya (an adult) shares Sam's board, so the seeded chat is one the rule allows.
    expect((await call(priya, 'POST', '/conversations', { users: ['sam'] })).status).toBe(200);
  }, 60_000);
});
