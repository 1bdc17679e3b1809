import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeUser, socketSentinel } from '../../../test/factories.ts';
import { createTestApp, login, openSocket, type Session, type TestApp } from '../../../test/helpers.ts';
import { isMinor } from '../users/minors.ts';

/** Conversations and messages (spec/001 §7; spec/000 §3 Conversation, §4 Conversations; api.md). */
let t: TestApp;
let ann: Session;
let ben: Session;
let cat: Session;
let kid: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  ann = await makeUser(t, { birthDate: '1990-01-01' });
  ben = await makeUser(t, { birthDate: '1985-05-05', firstName: 'Ben' });
  cat = await makeUser(t, { birthDate: '1970-03-03' });
  kid = await makeUser(t, { birthDate: '2012-01-01', userType: 'student' });
  admin = await makeUser(t, { roles: ['admin'] });
});
afterAll(async () => {
  await t.close();
});

async function chat(from: Session, to: Session, message?: string) {
  const r = await t.call('POST', '/api/conversations', from.accessToken, {
    users: [to.userName],
    ...(message ? { message } : {}),
  });
  if (r.status >= 300) throw new Error(r.body);
  return r.data.result.conversation as { id: number; messages: { id: number }[] };
}

async function say(from: Session, conversation: number, message: string) {
  const r = await t.call('POST', `/api/conversations/${conversation}/messages`, from.accessToken, {
    message,
  });
  expect(r.status, r.body).toBe(201);
  return r.data.result.message as { id: number; message: string };
}

describe('private conversations (spec/001 §7 create, send, list)', () => {
  it('creates one private conversation per pair and reuses it (201 then 200)', async () => {
    const first = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [ben.userName],
      message: 'Hello Ben',
    });
    expect(first.status).toBe(201);
    expect(first.data.result.conversation).toMatchObject({ kind: 'private', public: false, draft: false });
    expect(first.data.result.messages).toHaveLength(1);
    expect(first.data.result.messages[0]).toMatchObject({ message: 'Hello Ben', isMine: true });
    const again = await t.call('POST', '/api/conversations', ben.accessToken, {
      users: [ann.userName],
      message: 'Hi Ann',
    });
    expect(again.status).toBe(200);
    expect(again.data.result.conversation.id).toBe(first.data.result.conversation.id);
    expect(again.data.result.messages.map((m: { message: string }) => m.message)).toEqual([
      'Hi Ann',
      'Hello Ben',
    ]);
  });

  it('names people in a body by username, numeric id or uuid (api.md Ids)', async () => {
    const first = (await t.call('POST', '/api/conversations', ann.accessToken, { users: [cat.userName] }))
      .data.result;
    const byId = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [cat.userId],
      message: 'by id',
    });
    expect(byId.status, byId.body).toBe(200);
    expect(byId.data.result.conversation.id).toBe(first.conversation.id);
    const byUuid = await t.call('POST', '/api/conversations', cat.accessToken, { users: [ann.uuid] });
    expect(byUuid.data.result.conversation.id).toBe(first.conversation.id);
    const group = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: [ben.userId, cat.uuid],
    });
    expect(group.status).toBe(201);
    expect(group.data.result.conversation.kind).toBe('group');
    expect(
      (await t.call('POST', '/api/conversations', ann.accessToken, { users: [2_000_000_000] })).status,
    ).toBe(404);
  });

  it('refuses bad input with the spec messages', async () => {
    const empty = await t.call('POST', '/api/conversations', ann.accessToken, { users: [] });
    expect(empty.status).toBe(400);
    expect(empty.data.code).toBe('CONVERSATION_USERS_REQUIRED');
    const selfOnly = await t.call('POST', '/api/conversations', ann.accessToken, { users: [ann.userName] });
    expect(selfOnly.data.code).toBe('CONVERSATION_SELF');
    const nobody = await t.call('POST', '/api/conversations', ann.accessToken, {
      users: ['no_such_person_here'],
    });
    expect(nobody.status).toBe(404);
    const c = await chat(ann, cat, 'hey');
    // spec/001 §6: "Messages cannot be empty."
    const blank = await t.call('POST', `/api/conversations/${c.id}/messages`, ann.accessToken, {
      message: '  <p> </p> ',
    });
    expect(blank.status).toBe(400);
    expect(blank.data).toEqual({ messages: ['Messages cannot be empty'], code: 'MESSAGE_EMPTY' });
    const de = await t.call(
      'POST',
      `/api/conversations/${c.id}/messages`,
      ann.accessToken,
      { message: '' },
      { language: 'de' },
    );
    expect(de.data.messages).toEqual(['Nachrichten dürfen nicht leer sein']);
    const rude = await t.call('POST', `/api/conversations/${c.id}/messages`, ann.accessToken, {
      message: 'you are a shit',
    });
    expect(rude.status).toBe(400);
    expect(rude.data.code).toBe('PROFANITY');
    const missing = await t.call('POST', `/api/conversations/${c.id}/messages`, ann.accessToken, {});
    expect(missing.status).toBe(400);
  });

  it('stores plain text: markup is stripped', async () => {
    const c = await chat(ann, cat);
    const m = await say(ann, c.id, '<b>bold</b> <script>alert(1)</script>move');
    expect(m.message).toBe('bold move');
  });

  it('hides an empty conversation without a topic, and lists the rest (spec/000 §4)', async () => {
    const lonely = await makeUser(t);
    const empty = await chat(lonely, ann);
    const list = await t.call('GET', '/api/conversations', lonely.accessToken);
    expect(list.data.result.conversations.map((c: { id: number }) => c.id)).not.toContain(empty.id);
    expect(list.data.result.total).toBe(0);
    await say(lonely, empty.id, 'now it counts');
    const after = await t.call('GET', `/api/conversations?username=${lonely.userName}`, lonely.accessToken);
    expect(after.data.result).toMatchObject({ total: 1, hasMore: false });
    // Someone else's list does not exist for the caller.
    expect(
      (await t.call('GET', `/api/conversations?username=${ann.userName}`, lonely.accessToken)).status,
    ).toBe(404);
    const count = await t.call('GET', '/api/conversations?limit=0&offset=0', lonely.accessToken);
    expect(count.data.result).toEqual({ total: 1 });
  });
});

describe('sorting and unread (spec/000 §4 Conversations)', () => {
  it('sorts pinned first, then unread, then by latest message id descending', async () => {
    const me = await makeUser(t);
    const people = await Promise.all([0, 1, 2, 3].map(() => makeUser(t)));
    const convs = [];
    for (const p of people) convs.push(await chat(me, p, `hello ${p.userName}`));
    // Newest message first: 3, 2, 1, 0.
    let ids = (await t.call('GET', '/api/conversations', me.accessToken)).data.result.conversations.map(
      (c: { id: number }) => c.id,
    );
    expect(ids).toEqual([convs[3]!.id, convs[2]!.id, convs[1]!.id, convs[0]!.id]);
    // An answer in 1 makes it unread for me: it goes before the read ones.
    await say(people[1]!, convs[1]!.id, 'answer');
    // Pinning 0 puts it first of all.
    expect(
      (await t.call('PUT', `/api/conversations/${convs[0]!.id}/pin`, me.accessToken, { pinned: true }))
        .status,
    ).toBe(200);
    const list = (await t.call('GET', '/api/conversations', me.accessToken)).data.result.conversations;
    ids = list.map((c: { id: number }) => c.id);
    expect(ids).toEqual([convs[0]!.id, convs[1]!.id, convs[3]!.id, convs[2]!.id]);
    expect(list[0]).toMatchObject({ pinned: true, unread: 0 });
    expect(list[1]).toMatchObject({ pinned: false, unread: 1 });
    expect(list[1].lastMessage).toMatchObject({ message: 'answer' });
    // The list's last message is the thread's newest, as the reader sees it: its author, their like.
    const answer = list[1].lastMessage;
    expect((await t.call('POST', `/api/messages/${answer.id}/like`, me.accessToken)).status).toBe(200);
    const thread = (await t.call('GET', `/api/conversations/${convs[1]!.id}`, me.accessToken)).data.result
      .conversation;
    const listed = (await t.call('GET', '/api/conversations', me.accessToken)).data.result.conversations;
    const pair = convs[1]!.id;
    const again = listed.find((c: { id: number }) => c.id === pair);
    expect(again.lastMessage).toEqual(thread.messages[0]);
    expect(again.lastMessage).toMatchObject({ liked: true, user: { userName: people[1]!.userName } });
    expect(again.users).toEqual(thread.users);
    // Search by the other person's name.
    const found = await t.call('GET', `/api/conversations?query=${people[2]!.userName}`, me.accessToken);
    expect(found.data.result.conversations.map((c: { id: number }) => c.id)).toEqual([convs[2]!.id]);
  });

  it('counts unread conversations, up by one when one becomes unread, down by one when read, never below 0', async () => {
    const me = await makeUser(t);
    const x = await makeUser(t);
    const y = await makeUser(t);
    const cx = await chat(x, me, 'one');
    await say(x, cx.id, 'two');
    const unread = async () =>
      (await t.call('GET', '/api/conversations/unread', me.accessToken)).data.result.total;
    // Two messages in one conversation: one unread conversation.
    expect(await unread()).toBe(1);
    const cy = await chat(y, me, 'three');
    expect(await unread()).toBe(2);
    const one = await t.call('GET', `/api/conversations/${cx.id}`, me.accessToken);
    expect(one.data.result).toMatchObject({ totalUnread: 2, conversation: { unread: 2 } });
    const read = await t.call('PUT', `/api/conversations/${cx.id}/read`, me.accessToken);
    expect(read.data.result).toMatchObject({ read: true, unread: 0, totalUnread: 1 });
    // Reading again changes nothing and never goes below 0.
    expect(
      (await t.call('PUT', `/api/conversations/${cx.id}/read`, me.accessToken)).data.result.totalUnread,
    ).toBe(1);
    await t.call('PUT', `/api/conversations/${cy.id}/read`, me.accessToken);
    expect(await unread()).toBe(0);
    // The sender's own messages never make their conversation unread.
    await say(me, cy.id, 'my own');
    expect(await unread()).toBe(0);
    expect(
      (await t.call('GET', `/api/conversations/unread?username=${x.userName}`, me.accessToken)).status,
    ).toBe(404);
  });
});

describe('messages: paging, edit, delete, pin, likes, search', () => {
  it('opens a thread on its newest 20 messages, its last message among them, saying whether older ones wait', async () => {
    // A pair of their own: a private conversation is one per pair.
    const dee = await makeUser(t, { birthDate: '1980-02-02' });
    const eli = await makeUser(t, { birthDate: '1981-03-03' });
    const c = await chat(dee, eli, 'first');
    for (let i = 2; i <= 20; i++) await say(i % 2 ? dee : eli, c.id, `message ${i}`);
    const open = async () =>
      (await t.call('GET', `/api/conversations/${c.id}`, eli.accessToken)).data.result.conversation;
    // Exactly one page: nothing older waits.
    const twenty = await open();
    expect(twenty.messages).toHaveLength(20);
    expect(twenty.hasMore).toBe(false);
    expect(twenty.hasMoreMessages).toBe(false);
    expect(twenty.lastMessage).toEqual(twenty.messages[0]);
    // One more: the page still shows 20, the first message now waits to be paged back.
    await say(dee, c.id, 'message 21');
    const more = await open();
    expect(more.messages).toHaveLength(20);
    expect(more.messages[0].message).toBe('message 21');
    expect(more.messages.at(-1).message).toBe('message 2');
    expect(more.hasMore).toBe(true);
    expect(more.hasMoreMessages).toBe(true);
    // The last message is presented as the page presents it (its author, and the reader's like).
    expect(more.lastMessage).toEqual(more.messages[0]);
    expect(more.lastMessage.user.userName).toBe(dee.userName);
  });

  it('pages back with before and forward with since, and reads up to a message', async () => {
    const c = await chat(ann, ben, 'm0');
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await say(i % 2 ? ben : ann, c.id, `page ${i}`));
    const page = (await t.call('GET', `/api/conversations/${c.id}/messages?limit=2`, ann.accessToken)).data
      .result;
    expect(page.messages.map((m: { message: string }) => m.message)).toEqual(['page 5', 'page 4']);
    expect(page.hasMore).toBe(true);
    const back = (
      await t.call(
        'GET',
        `/api/conversations/${c.id}/messages?limit=2&before=${page.messages[1].id}`,
        ann.accessToken,
      )
    ).data.result;
    expect(back.messages.map((m: { message: string }) => m.message)).toEqual(['page 3', 'page 2']);
    const newer = (
      await t.call('GET', `/api/conversations/${c.id}/messages?since=${sent[3]!.id}`, ann.accessToken)
    ).data.result;
    expect(newer.messages.map((m: { message: string }) => m.message)).toEqual(['page 5']);
    const upTo = (await t.call('GET', `/api/conversations/${c.id}?messageID=${sent[1]!.id}`, ann.accessToken))
      .data.result;
    expect(upTo.conversation.messages.map((m: { message: string }) => m.message)).toEqual([
      'page 5',
      'page 4',
      'page 3',
      'page 2',
    ]);
    expect(upTo.conversation.hasMoreMessages).toBe(true);
    // spec/000 §3 Conversation: hasMore and hasMoreMessages.
    expect(upTo.conversation.hasMore).toBe(true);
    expect((await t.call('GET', `/api/conversations/${c.id}?messageID=999999`, ann.accessToken)).status).toBe(
      404,
    );
  });

  it('lets the author edit and delete; not the other side of a private chat', async () => {
    const c = await chat(ann, ben);
    const m = await say(ann, c.id, 'typo hre');
    expect((await t.call('PUT', `/api/messages/${m.id}`, ben.accessToken, { message: 'nope' })).status).toBe(
      403,
    );
    const edited = await t.call('PUT', `/api/messages/${m.id}`, ann.accessToken, { message: 'typo here' });
    expect(edited.data.result.message).toMatchObject({ message: 'typo here', edited: true });
    expect((await t.call('PUT', `/api/messages/${m.id}`, ann.accessToken, { message: ' ' })).data.code).toBe(
      'MESSAGE_EMPTY',
    );
    expect((await t.call('DELETE', `/api/messages/${m.id}`, ben.accessToken)).status).toBe(403);
    const gone = await t.call('DELETE', `/api/messages/${m.id}?showPermission=true`, ann.accessToken);
    expect(gone.data.result).toMatchObject({ deleted: true, id: m.id, permission: 'author' });
    const list = (await t.call('GET', `/api/conversations/${c.id}/messages`, ben.accessToken)).data.result
      .messages;
    expect(list.find((x: { id: number }) => x.id === m.id)).toMatchObject({ deleted: true, message: '' });
    expect((await t.call('DELETE', `/api/messages/${m.id}`, cat.accessToken)).status).toBe(404);
    expect((await t.call('PUT', '/api/messages/999999', ann.accessToken, { message: 'x' })).data.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
  });

  it('pins, likes, lists likes and liked ids, and searches the caller’s own messages', async () => {
    const c = await chat(ann, ben);
    const m = await say(ben, c.id, 'a findable zebra message');
    const pinned = await t.call('POST', `/api/messages/${m.id}/pin`, ann.accessToken, { pinned: true });
    expect(pinned.data.result.message.pinned).toBe(true);
    const pins = (await t.call('GET', `/api/conversations/${c.id}/messages/pinned`, ben.accessToken)).data
      .result;
    expect(pins.messages.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await t.call('POST', `/api/messages/${m.id}/like`, ann.accessToken)).data.result).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await t.call('POST', `/api/messages/${m.id}/like`, ann.accessToken)).data.result).toEqual({
      liked: true,
      likes: 1,
    });
    const likes = (await t.call('GET', `/api/messages/${m.id}/likes`, ben.accessToken)).data.result;
    expect(likes.users.map((u: { userName: string }) => u.userName)).toEqual([ann.userName]);
    expect(
      (await t.call('GET', `/api/messages/${m.id}/like/${ann.userName}`, ben.accessToken)).data.result,
    ).toEqual({
      liked: true,
    });
    expect((await t.call('GET', `/api/conversations/${c.id}/likes`, ann.accessToken)).data.result).toEqual({
      messages: [m.id],
    });
    expect((await t.call('DELETE', `/api/messages/${m.id}/like`, ann.accessToken)).data.result).toEqual({
      liked: false,
      likes: 0,
    });
    expect(
      (await t.call('GET', `/api/messages/${m.id}/like/${ann.userName}`, ann.accessToken)).data.result,
    ).toEqual({
      liked: false,
    });
    expect((await t.call('POST', `/api/messages/${m.id}/like`, cat.accessToken)).status).toBe(404);
    const found = (await t.call('GET', '/api/messages/search?query=zebra', ann.accessToken)).data.result;
    expect(found.messages.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await t.call('GET', '/api/messages/search?query=zebra', cat.accessToken)).data.result.total).toBe(
      0,
    );
  });
});

describe('groups, supervisors and public topics', () => {
  it('creates a group; its supervisor adds, promotes, removes; members may leave', async () => {
    const topic = `makers-${Date.now()}`;
    const created = await t.call('POST', '/api/conversations/groups', ann.accessToken, {
      topic,
      users: [ben.userName],
    });
    expect(created.status).toBe(201);
    const g = created.data.result.conversation;
    expect(g).toMatchObject({ kind: 'group', topic, isSupervisor: true });
    expect(
      (await t.call('POST', '/api/conversations/groups', ann.accessToken, { topic, users: [] })).status,
    ).toBe(409);
    expect((await t.call('GET', `/api/conversations/${g.id}/role`, ben.accessToken)).data.result).toEqual({
      isSupervisor: false,
    });
    expect((await t.call('GET', `/api/conversations/${g.id}/role`, ann.accessToken)).data.result).toEqual({
      isSupervisor: true,
    });
    // Not a supervisor: cannot add people.
    const refused = await t.call('POST', `/api/conversations/${g.id}/users`, ben.accessToken, {
      userName: cat.userName,
    });
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('CONVERSATION_SUPERVISOR_ONLY');
    const added = await t.call('POST', `/api/conversations/${g.id}/users`, ann.accessToken, {
      userName: cat.userName,
      isSupervisor: false,
    });
    expect(added.status).toBe(201);
    expect(
      (await t.call('POST', `/api/conversations/${g.id}/users`, ann.accessToken, { userName: cat.userName }))
        .status,
    ).toBe(409);
    const users = (await t.call('GET', `/api/conversations/${g.id}/users`, cat.accessToken)).data.result;
    expect(users.total).toBe(3);
    expect(users.users[0]).toMatchObject({ name: ann.userName, isSupervisor: true });
    // A supervisor may delete someone else's message and say by which right.
    const m = await say(cat, g.id, 'off topic');
    expect((await t.call('DELETE', `/api/messages/${m.id}`, ben.accessToken)).status).toBe(403);
    const promoted = await t.call(
      'PUT',
      `/api/conversations/${g.id}/users/${ben.userName}`,
      ann.accessToken,
      {
        isSupervisor: true,
      },
    );
    expect(promoted.data.result.user).toMatchObject({ name: ben.userName, isSupervisor: true });
    const edited = await t.call('PUT', `/api/messages/${m.id}`, ben.accessToken, {
      message: 'edited by a supervisor',
    });
    expect(edited.status).toBe(200);
    const removed = await t.call('DELETE', `/api/messages/${m.id}?showPermission=1`, ben.accessToken);
    expect(removed.data.result.permission).toBe('supervisor');
    // Rename and the group is found by its new topic.
    const renamed = await t.call('PUT', `/api/conversations/${g.id}/group`, ann.accessToken, {
      topic: `${topic}-2`,
    });
    expect(renamed.data.result.conversation.topic).toBe(`${topic}-2`);
    const byTopic = await t.call('GET', `/api/conversations/topic/${topic}-2?type=group`, cat.accessToken);
    expect(byTopic.data.result.conversation.id).toBe(g.id);
    // Leave; then it is a 404 for the one who left.
    expect(
      (await t.call('DELETE', `/api/conversations/${g.id}/users/${cat.userName}`, cat.accessToken)).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/conversations/${g.id}`, cat.accessToken)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/conversations/topic/${topic}-2?type=group`, cat.accessToken)).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/conversations/${g.id}/users/${ben.userName}`, cat.accessToken)).status,
    ).toBe(404);
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
      expect((await t.call(method, `/api${url}`, cat.accessToken)).status, url).toBe(404);
    }
    expect(
      (await t.call('POST', `/api/conversations/${c.id}/messages`, cat.accessToken, { message: 'let me in' }))
        .status,
    ).toBe(404);
    // Admins may read (moderation).
    expect((await t.call('GET', `/api/conversations/${c.id}`, admin.accessToken)).status).toBe(200);
  });

  it('public topics: staff open them, anyone signed in reads and posts', async () => {
    const topic = `robots${Date.now()}`;
    expect((await t.call('POST', '/api/conversations/public', ann.accessToken, { topic })).status).toBe(403);
    const made = await t.call('POST', '/api/conversations/public', admin.accessToken, { topic });
    expect(made.status).toBe(201);
    const id = made.data.result.conversation.id;
    const read = await t.call('GET', `/api/conversations/topic/${topic}`, kid.accessToken);
    expect(read.data.result.conversation).toMatchObject({ id, public: true, joined: false });
    await say(kid, id, 'I built a line follower');
    const msgs = (await t.call('GET', `/api/conversations/topic/${topic}/messages`, cat.accessToken)).data
      .result;
    expect(msgs.messages[0].message).toBe('I built a line follower');
    const all = (await t.call('GET', '/api/conversations/public', cat.accessToken)).data.result;
    expect(all.conversations.map((c: { topic: string }) => c.topic)).toContain(topic);
    expect((await t.call('GET', '/api/conversations/topic/nothing-here', cat.accessToken)).status).toBe(404);
    // The supervisor (its creator) moderates.
    const m = await say(cat, id, 'spam spam');
    expect(
      (await t.call('DELETE', `/api/messages/${m.id}?showPermission=true`, admin.accessToken)).data.result
        .permission,
    ).toBe('supervisor');
  });

  it("gives a board's members its chat, one per chatType, and nobody else", async () => {
    const board = await makeBoard(t, ann, { title: 'Chat board', description: 'We talk', sections: ['x'] });
    const chatR = await t.call('GET', `/api/conversations/project/${board.id}`, ann.accessToken);
    expect(chatR.data.result.conversation).toMatchObject({
      kind: 'project',
      projectID: board.id,
      isSupervisor: true,
    });
    // Read again: the same chat, ann still its one participant (made and joined on the first read).
    const again = await t.call('GET', `/api/conversations/project/${board.id}`, ann.accessToken);
    expect(again.data.result.conversation.id).toBe(chatR.data.result.conversation.id);
    expect(again.data.result.conversation.usersCount).toBe(1);
    const team = await t.call('GET', `/api/conversations/project/${board.id}/mentors`, ann.accessToken);
    expect(team.data.result.conversation.chatType).toBe('mentors');
    expect(team.data.result.conversation.id).not.toBe(chatR.data.result.conversation.id);
    expect((await t.call('GET', `/api/conversations/project/${board.id}`, ben.accessToken)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/conversations/${chatR.data.result.conversation.id}`, ben.accessToken))
        .status,
    ).toBe(404);
    const sent = await t.call(
      'POST',
      `/api/conversations/${team.data.result.conversation.id}/messages`,
      ann.accessToken,
      {
        message: 'for mentors',
        chatType: 'mentors',
      },
    );
    expect(sent.data.result.message.chatType).toBe('mentors');
  });
});

describe('mute (spec/000 §3 notification setting)', () => {
  it('still delivers to a muted conversation, but makes no notification and no badge', async () => {
    const me = await makeUser(t);
    const friend = await makeUser(t, { firstName: 'Fran', lastName: 'Friend' });
    const c = await chat(friend, me, 'first');
    const notes = async () =>
      (await t.call('GET', `/api/users/${me.userName}/notifications`, me.accessToken)).data.result
        .notifications as {
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
    expect(
      (await t.call('GET', `/api/conversations/${c.id}/notifications`, me.accessToken)).data.result,
    ).toEqual({
      muted: false,
    });
    const muted = await t.call('PUT', `/api/conversations/${c.id}/notifications`, me.accessToken, {
      muted: true,
    });
    expect(muted.data.result).toMatchObject({ muted: true, totalUnread: 0 });
    await t.call('PUT', '/api/users/notifications/read', me.accessToken, { keys: [] });
    const socket = await openSocket(t, me.accessToken);
    const sentinel = await socketSentinel(t, friend, socket);
    const m = await say(friend, c.id, 'second');
    expect(await socket.next((x) => x.childType === 'message')).toMatchObject({
      action: 'add',
      type: 'conversation',
      id: c.id,
      childType: 'message',
      childTypeID: m.id,
    });
    expect(await socket.before(await sentinel.fire(), (x) => x.type === 'notification')).toEqual([]);
    const list = await notes();
    expect(list.every((n) => n.message !== 'Fran Friend: second')).toBe(true);
    // Unread in the conversation itself, but no badge while muted.
    expect((await t.call('GET', `/api/conversations/${c.id}`, me.accessToken)).data.result).toMatchObject({
      totalUnread: 0,
      conversation: { unread: 2, muted: true, notification: 'muted' },
    });
    await t.call('PUT', `/api/conversations/${c.id}/notifications`, me.accessToken, { muted: false });
    expect((await t.call('GET', '/api/conversations/unread', me.accessToken)).data.result.total).toBe(1);
    socket.close();
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
    const r = await t.call('POST', '/api/conversations', cat.accessToken, {
      users: [kid.userName],
      message: 'hi kid',
    });
    expect(r.status).toBe(403);
    expect(r.data.code).toBe('CONVERSATION_MINOR_PROTECTED');
    expect(r.data.messages[0]).toContain('share a board');
    const fr = await t.call(
      'POST',
      '/api/conversations',
      kid.accessToken,
      { users: [cat.userName] },
      { language: 'fr' },
    );
    expect(fr.status).toBe(403);
    expect(fr.data.messages[0]).toContain('partagent un board ou une classe');
    // Nor into a group with them.
    const g = await t.call('POST', '/api/conversations/groups', cat.accessToken, {
      topic: `g${Date.now()}`,
      users: [kid.userName],
    });
    expect(g.status).toBe(403);
    // The profile says so before anything is typed (issue 16, item 7), both ways; adults are free.
    const canMessage = async (viewer: Session, person: Session) =>
      (await t.call('GET', `/api/users/${person.userName}/profile`, viewer.accessToken)).data.result
        .canMessage;
    expect(await canMessage(cat, kid)).toBe(false);
    expect(await canMessage(kid, cat)).toBe(false);
    expect(await canMessage(ann, cat)).toBe(true);
    expect(
      (await t.call('GET', `/api/users/${kid.userName}/profile`)).data.result.canMessage,
    ).toBeUndefined();
    // Sharing a board (the class) opens it: the teacher's board with the student as member.
    const board = await makeBoard(t, cat, { title: 'Class', description: 'c', sections: ['x'] });
    await addMember(t, board.id, kid, 'contributor');
    expect(await canMessage(cat, kid)).toBe(true);
    expect(await canMessage(kid, cat)).toBe(true);
    const ok = await t.call('POST', '/api/conversations', cat.accessToken, {
      users: [kid.userName],
      message: 'homework?',
    });
    expect(ok.status).toBe(201);
    // Adding a minor to a group whose people do not all share a board with them is refused.
    const group = (
      await t.call('POST', '/api/conversations/groups', ann.accessToken, {
        topic: `h${Date.now()}`,
        users: [],
      })
    ).data.result.conversation;
    expect(
      (
        await t.call('POST', `/api/conversations/${group.id}/users`, ann.accessToken, {
          userName: kid.userName,
        })
      ).status,
    ).toBe(403);
  });
});

describe('board chats and the child-safe rule hold after membership changes (review)', () => {
  const newBoard = (who: Session) =>
    makeBoard(t, who, { title: 'Review board', description: 'd', sections: ['x'] });

  it('a pending invitation to a board is not a shared board: it opens no chat with a minor', async () => {
    const adult = await makeUser(t, { birthDate: '1975-01-01' });
    const child = await makeUser(t, { birthDate: '2013-02-02', userType: 'student' });
    const board = await newBoard(adult);
    const invited = await t.call('POST', `/api/projects/${board.id}/members/invite`, adult.accessToken, {
      lookup: child.userName,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const r = await t.call('POST', '/api/conversations', adult.accessToken, {
      users: [child.userName],
      message: 'hi',
    });
    expect(r.status).toBe(403);
    expect(r.data.code).toBe('CONVERSATION_MINOR_PROTECTED');
    // Once the child accepts, they share the board.
    expect(
      (await t.call('POST', `/api/projects/${board.id}/members/accept`, child.accessToken, {})).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/conversations', adult.accessToken, { users: [child.userName] })).status,
    ).toBe(201);
  });

  it('only active board members are in a board chat: no outsiders added, removed members leave it', async () => {
    const owner = await makeUser(t, { birthDate: '1975-01-01' });
    const outsider = await makeUser(t, { birthDate: '1976-01-01' });
    const child = await makeUser(t, { birthDate: '2013-02-02', userType: 'student' });
    const board = await newBoard(owner);
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: child.userName,
      role: 'viewer',
    });
    // Pending: not yet in the chat.
    expect((await t.call('GET', `/api/conversations/project/${board.id}`, child.accessToken)).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/projects/${board.id}/members/accept`, child.accessToken, {})).status,
    ).toBe(200);
    const chat = (await t.call('GET', `/api/conversations/project/${board.id}`, owner.accessToken)).data
      .result.conversation;
    await say(owner, chat.id, 'welcome to the board');
    expect((await t.call('GET', `/api/conversations/${chat.id}`, child.accessToken)).status).toBe(200);
    const childSocket = await openSocket(t, child.accessToken);
    expect(await childSocket.subscribe('conversation', chat.id)).toMatchObject({ ok: true });
    const sentinel = await socketSentinel(t, outsider, childSocket);
    // Supervising the chat follows the board role: a co-owner moderates, demoted they no longer do.
    const helper = await makeUser(t, { birthDate: '1977-01-01' });
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: helper.userName,
      role: 'coowner',
    });
    await t.call('POST', `/api/projects/${board.id}/members/accept`, helper.accessToken, {});
    expect(
      (await t.call('GET', `/api/conversations/${chat.id}/role`, helper.accessToken)).data.result
        .isSupervisor,
    ).toBe(true);
    await t.call('PUT', `/api/projects/${board.id}/members/${helper.userName}`, owner.accessToken, {
      role: 'viewer',
    });
    expect(
      (await t.call('GET', `/api/conversations/${chat.id}/role`, helper.accessToken)).data.result
        .isSupervisor,
    ).toBe(false);
    const ownerMessage = (await t.call('GET', `/api/conversations/${chat.id}/messages`, owner.accessToken))
      .data.result.messages[0];
    expect((await t.call('DELETE', `/api/messages/${ownerMessage.id}`, helper.accessToken)).status).toBe(403);
    await t.call('PUT', `/api/projects/${board.id}/members/${helper.userName}`, owner.accessToken, {
      role: 'projectAdmin',
    });
    expect(
      (await t.call('GET', `/api/conversations/${chat.id}/role`, helper.accessToken)).data.result
        .isSupervisor,
    ).toBe(true);
    // A supervisor cannot add someone who is not on the board (a way round the child-safe rule).
    const add = await t.call('POST', `/api/conversations/${chat.id}/users`, owner.accessToken, {
      userName: outsider.userName,
    });
    expect(add.status).toBe(404);
    expect(add.data.code).toBe('MEMBERSHIP_NOT_FOUND');
    expect((await t.call('GET', `/api/conversations/${chat.id}`, outsider.accessToken)).status).toBe(404);
    // Removed from the board: the chat is gone from their list, their unread count and their reach.
    await say(owner, chat.id, 'one more');
    expect(
      (await t.call('DELETE', `/api/projects/${board.id}/members/${child.userName}`, owner.accessToken))
        .status,
    ).toBe(200);
    expect((await t.call('GET', `/api/conversations/${chat.id}`, child.accessToken)).status).toBe(404);
    expect((await t.call('GET', `/api/conversations/${chat.id}/messages`, child.accessToken)).status).toBe(
      404,
    );
    expect(
      (
        await t.call('POST', `/api/conversations/${chat.id}/messages`, child.accessToken, {
          message: 'still here?',
        })
      ).status,
    ).toBe(404);
    const list = (await t.call('GET', '/api/conversations', child.accessToken)).data.result;
    expect(list.conversations.map((c: { id: number }) => c.id)).not.toContain(chat.id);
    expect((await t.call('GET', '/api/conversations/unread', child.accessToken)).data.result.total).toBe(0);
    // Their socket stops following the chat.
    await childSocket.next((x) => x.childType === 'user' && x.action === 'delete');
    const heard = childSocket.inbox.filter((x) => x.childType === 'message').length;
    await say(owner, chat.id, 'after you left');
    expect(await childSocket.before(await sentinel.fire(), (x) => x.childType === 'message')).toHaveLength(
      heard,
    );
    childSocket.close();
  });
});

describe('the socket (api.md /ws; spec/001 §4 conversation add)', () => {
  it("delivers a new message to the participants' sockets without subscribing, never to an outsider", async () => {
    const c = await chat(ann, ben, 'opening');
    const annSocket = await openSocket(t, ann.accessToken);
    const benSocket = await openSocket(t, ben.accessToken);
    const catSocket = await openSocket(t, cat.accessToken);
    // An outsider cannot follow the conversation either.
    expect(await catSocket.subscribe('conversation', c.id)).toMatchObject({ ok: false });
    expect(await benSocket.subscribe('conversation', c.id)).toMatchObject({ ok: true });
    const sentinel = await socketSentinel(t, ann, benSocket, catSocket);
    const m = await say(ann, c.id, 'secret plans');
    await benSocket.next((x) => x.childType === 'message');
    await annSocket.next((x) => x.childType === 'message');
    const heard = await sentinel.fire();
    // Subscribed and addressed: heard once.
    expect(await benSocket.before(heard, (x) => x.childType === 'message')).toEqual([
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
    expect(await catSocket.before(heard, (x) => x.childType === 'message')).toEqual([]);
    for (const s of [annSocket, benSocket, catSocket]) s.close();
  });

  it('drops a removed member’s subscription to a group', async () => {
    const g = (
      await t.call('POST', '/api/conversations/groups', ann.accessToken, {
        topic: `s${Date.now()}`,
        users: [ben.userName],
      })
    ).data.result.conversation;
    const benSocket = await openSocket(t, ben.accessToken);
    await benSocket.subscribe('conversation', g.id);
    const sentinel = await socketSentinel(t, ann, benSocket);
    await t.call('DELETE', `/api/conversations/${g.id}/users/${ben.userName}`, ann.accessToken);
    await benSocket.next((x) => x.childType === 'user');
    await say(ann, g.id, 'after you left');
    expect(await benSocket.before(await sentinel.fire(), (x) => x.childType === 'message')).toEqual([]);
    benSocket.close();
  });
});

describe('demo conversations (issue 5 item 4)', () => {
  it('gives sam and priya a live inbox that keeps the child-safe rule', async () => {
    const { seedDemo, DEMO_PASSWORD } = await import('../../seed/demo.ts');
    await seedDemo(t.database.db);
    const sam = await login(t, 'sam', DEMO_PASSWORD);
    const priya = await login(t, 'priya', DEMO_PASSWORD);
    const list = (await t.call('GET', '/api/conversations', sam.accessToken)).data.result.conversations;
    // The newest and unread first: Priya's answer.
    expect(list[0]).toMatchObject({ kind: 'private', unread: 1 });
    expect(list[0].users.map((u: { name: string }) => u.name).sort()).toEqual(['priya', 'sam']);
    expect(list.map((c: { topic: string | null }) => c.topic)).toEqual(
      expect.arrayContaining(['robotics', 'Science fair team']),
    );
    expect((await t.call('GET', '/api/conversations/unread', sam.accessToken)).data.result.total).toBe(1);
    // The private list of spec/000 §4 leaves the public topics to their own list.
    const privateOnly = (await t.call('GET', '/api/conversations?public=false', sam.accessToken)).data.result
      .conversations;
    expect(privateOnly.map((c: { topic: string | null }) => c.topic)).not.toContain('robotics');
    expect(privateOnly.length).toBe(list.length - 1);
    const joined = (await t.call('GET', '/api/conversations?public=true', sam.accessToken)).data.result
      .conversations;
    expect(joined.map((c: { topic: string | null }) => c.topic)).toEqual(['robotics']);
    expect((await t.call('GET', '/api/conversations/topic/robotics', priya.accessToken)).status).toBe(200);
    // Priya (an adult) shares Sam's board, so the seeded chat is one the rule allows.
    expect((await t.call('POST', '/api/conversations', priya.accessToken, { users: ['sam'] })).status).toBe(
      200,
    );
  }, 60_000);
});
