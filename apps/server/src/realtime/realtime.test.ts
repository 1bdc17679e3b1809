import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeComment, makeUser } from '../../test/factories.ts';
import {
  createTestApp,
  login,
  openSocket,
  type Session,
  type SocketMessage,
  type TestApp,
  until,
} from '../../test/helpers.ts';

/** The socket at /ws (api.md; spec/001 §4): subscriptions, live project messages, forced logout. */
let t: TestApp;
let owner: Session;
let outsider: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  outsider = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const board = (isPrivate = false) => makeBoard(t, owner, { title: 'Live board', isPrivate, sections: ['x'] });
const commentOn = (id: number) => (m: SocketMessage) => m.childType === 'comment' && m.id === id;

describe('the socket', () => {
  it('delivers a comment on a followed board, after it commits, with the author uuid', async () => {
    const b = await board();
    const sentinel = await board();
    const c = await openSocket(t);
    expect(await c.subscribe('project', b.id)).toMatchObject({ ok: true, id: b.id });
    await c.subscribe('project', sentinel.id);
    // A duplicate subscribe is skipped: one message per event.
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    const posted = await makeComment(t, outsider, b.id, 'Live!');
    await c.next(commentOn(b.id));
    // The sentinel's comment comes after: by then a second copy would have arrived.
    const sentinelComment = await makeComment(t, outsider, sentinel.id, 'Sentinel');
    const events = await c.before(
      (m) => m.childTypeID === sentinelComment.id,
      (m) => m.childType === 'comment' && m.id === b.id,
    );
    expect(events).toEqual([
      {
        action: 'add',
        type: 'project',
        id: b.id,
        childType: 'comment',
        childTypeID: posted.id,
        uuid: outsider.uuid,
      },
    ]);
    // The comment exists when its event arrives.
    expect((await t.call('GET', `/api/comments/${posted.id}`)).status).toBe(200);
    c.send({ action: 'unsubscribe', type: 'project', id: b.id });
    await c.next((m) => m.action === 'unsubscribe');
    await makeComment(t, outsider, b.id, 'Unheard');
    const later = await makeComment(t, outsider, sentinel.id, 'Heard');
    expect(await c.before((m) => m.childTypeID === later.id, commentOn(b.id))).toHaveLength(1);
    c.close();
  });

  it('never lets an outsider follow a private board', async () => {
    const b = await board(true);
    const sentinel = await board();
    const stranger = await openSocket(t);
    expect(await stranger.auth(outsider.accessToken)).toEqual({ action: 'auth', ok: true });
    expect(await stranger.subscribe('project', b.id)).toMatchObject({ ok: false });
    await stranger.subscribe('project', sentinel.id);
    const member = await openSocket(t);
    expect(await member.auth(owner.accessToken)).toEqual({ action: 'auth', ok: true });
    await member.subscribe('project', b.id);
    await makeComment(t, owner, b.id, 'Team only');
    await member.next(commentOn(b.id));
    const after = await makeComment(t, owner, sentinel.id, 'Everyone');
    expect(await stranger.before((m) => m.childTypeID === after.id, commentOn(b.id))).toEqual([]);
    stranger.close();
    member.close();
  });

  it('drops followers when a board turns private', async () => {
    const b = await board(false);
    const sentinel = await board();
    const c = await openSocket(t);
    await c.subscribe('project', b.id);
    await c.subscribe('project', sentinel.id);
    // The owner's socket hears the change once the followers were checked again.
    const team = await openSocket(t, owner.accessToken);
    await team.subscribe('project', b.id);
    const turned = await t.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { isPrivate: true });
    expect(turned.status).toBe(200);
    await team.next((m) => m.action === 'update' && m.id === b.id && m.childType === undefined);
    await makeComment(t, owner, b.id, 'Now private');
    const after = await makeComment(t, owner, sentinel.id, 'Still public');
    expect(await c.before((m) => m.childTypeID === after.id, commentOn(b.id))).toEqual([]);
    c.close();
    team.close();
  });

  it('answers a bad frame with "Unable to decode socket message" and refuses a bad token', async () => {
    const c = await openSocket(t);
    c.ws.send('{not json');
    expect(await c.next((m) => m.action === 'error')).toEqual({
      action: 'error',
      message: 'Unable to decode socket message',
    });
    expect(await c.auth('forged')).toEqual({ action: 'auth', ok: false });
    c.close();
  });

  it('tells every tab of a person to log out when their sessions end (spec/000 §4)', async () => {
    const person = await makeUser(t);
    const c = await openSocket(t, person.accessToken);
    await t.call('DELETE', `/api/users/${person.userName}`, person.accessToken, {
      password: 'Tinker-Bolt-42',
    });
    expect(await c.next((m) => m.action === 'logout')).toEqual({
      action: 'logout',
      type: 'user',
      uuid: person.uuid,
    });
    c.close();
  });
});

describe('a password change (spec/000 §4: a logout message for the same uuid)', () => {
  it('logs out the tabs of every other session, and spares the session that changed it', async () => {
    const person = await makeUser(t);
    const elsewhere = await login(t, person.userName);
    // Their board, where a helper's change later notifies them: the sentinel.
    const b = await makeBoard(t, person, { sections: ['x'] });
    const helper = await makeUser(t);
    await addMember(t, b.id, helper, 'contributor');
    const [post] = (await t.call('GET', `/api/projects/${b.id}/posts`)).data.result.posts;
    const here = await openSocket(t, person.accessToken);
    const there = await openSocket(t, elsewhere.accessToken);
    const changed = await t.call('PUT', '/api/users/changePassword', person.accessToken, {
      password: 'Fresh-Gears-77',
      oldPassword: 'Tinker-Bolt-42',
    });
    expect(changed.status).toBe(200);
    expect(await there.next((m) => m.action === 'logout')).toEqual({
      action: 'logout',
      type: 'user',
      uuid: person.uuid,
    });
    await t.call('PUT', `/api/posts/updateStatus/${b.id}`, helper.accessToken, {
      postID: post.id,
      status: 'Ready for Review',
    });
    expect(
      await here.before(
        (m) => m.type === 'notification',
        (m) => m.action === 'logout',
      ),
    ).toEqual([]);
    here.close();
    there.close();
  });
});

describe('socket details', () => {
  it('greets with the server version and lets an unsubscribe win over a subscribe being checked', async () => {
    const b = await board();
    const sentinel = await board();
    const c = await openSocket(t);
    await c.next((m) => m.type === 'version');
    expect(c.inbox[0]).toEqual({ action: 'update', type: 'version', id: t.config.version });
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    c.send({ action: 'unsubscribe', type: 'project', id: b.id });
    await c.next((m) => m.action === 'subscribe');
    // Whichever order the server saw them in, the socket ends up not following the board.
    await c.next((m) => m.action === 'unsubscribe');
    await c.subscribe('project', sentinel.id);
    await makeComment(t, outsider, b.id, 'Nobody listens');
    const after = await makeComment(t, outsider, sentinel.id, 'Somebody listens');
    expect(await c.before((m) => m.childTypeID === after.id, commentOn(b.id))).toEqual([]);
    c.close();
  });
});

describe('personal messages', () => {
  it('tells a person live about a new notification ({action: "new", type: "notification"})', async () => {
    const b = await board();
    const helper = await makeUser(t);
    await addMember(t, b.id, helper, 'contributor');
    const c = await openSocket(t, owner.accessToken);
    const [post] = (await t.call('GET', `/api/projects/${b.id}/posts`)).data.result.posts;
    await t.call('PUT', `/api/posts/updateStatus/${b.id}`, helper.accessToken, {
      postID: post.id,
      status: 'Ready for Review',
    });
    expect(await c.next((m) => m.type === 'notification')).toEqual({ action: 'new', type: 'notification' });
    c.close();
  });

  it('tells "update" when a notification changed in place or was read, so the bell asks again (item 2)', async () => {
    const b = await board();
    const ada = await makeUser(t);
    const ben = await makeUser(t);
    const c = await openSocket(t, owner.accessToken);
    const told = () => c.inbox.filter((m) => m.type === 'notification').map((m) => m.action);
    await t.call('POST', `/api/projects/${b.id}/like`, ada.accessToken);
    await until(() => told().length === 1, { what: 'the first like' });
    // A second like joins the unread row: the count stays, the row changed.
    await t.call('POST', `/api/projects/${b.id}/like`, ben.accessToken);
    await until(() => told().length === 2, { what: 'the second like' });
    // Read on another screen: this one hears it too.
    await t.call('PUT', '/api/users/notifications/read', owner.accessToken, { keys: [] });
    await until(() => told().length === 3, { what: 'the read' });
    expect(told()).toEqual(['new', 'update', 'update']);
    c.close();
  });
});
