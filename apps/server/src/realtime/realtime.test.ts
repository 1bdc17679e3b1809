import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  bearer,
  createTestApp,
  json,
  login,
  type Session,
  signupAndVerify,
  type TestApp,
} from '../../test/helpers.ts';

/** The socket at /ws (api.md; spec/001 §4): subscriptions, live project messages, forced logout. */
let t: TestApp;
let owner: Session;
let outsider: Session;
let category: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await signupAndVerify(t);
  outsider = await signupAndVerify(t);
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

/** A socket with a message inbox. */
async function open(): Promise<{
  ws: WebSocket;
  inbox: Record<string, unknown>[];
  send: (m: object) => void;
}> {
  const inbox: Record<string, unknown>[] = [];
  const inject = (
    t.app as unknown as { injectWS: (path: string, context: object, options: object) => Promise<WebSocket> }
  ).injectWS;
  // The inbox listens from the first frame on (the server greets with its version at once).
  const ws = await inject(
    '/ws',
    {},
    {
      onInit: (socket: WebSocket) => socket.on('message', (data) => inbox.push(JSON.parse(data.toString()))),
    },
  );
  return { ws, inbox, send: (m) => ws.send(JSON.stringify(m)) };
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a socket message');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 150));

async function board(isPrivate = false) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(owner.accessToken),
    payload: {
      title: 'Live board',
      description: 'Watch it',
      categories: [category],
      isPrivate,
      sections: [{ title: 'x', body: '<p>x</p>' }],
    },
  });
  return json(r).result.project as { id: number };
}

describe('the socket', () => {
  it('delivers a comment on a followed board, after it commits, with the author uuid', async () => {
    const b = await board();
    const c = await open();
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    await until(() => c.inbox.some((m) => m.action === 'subscribe'));
    expect(c.inbox.find((m) => m.action === 'subscribe')).toMatchObject({ ok: true, id: b.id });
    // A duplicate subscribe is skipped: one message per event.
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    const posted = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: bearer(outsider.accessToken),
        payload: { projectID: b.id, comment: 'Live!' },
      }),
    ).result.comment;
    await until(() => c.inbox.some((m) => m.childType === 'comment'));
    await settle();
    const events = c.inbox.filter((m) => m.childType === 'comment');
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
    expect((await t.app.inject(`/api/comments/${posted.id}`)).statusCode).toBe(200);
    c.send({ action: 'unsubscribe', type: 'project', id: b.id });
    await until(() => c.inbox.some((m) => m.action === 'unsubscribe'));
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bearer(outsider.accessToken),
      payload: { projectID: b.id, comment: 'Unheard' },
    });
    await settle();
    expect(c.inbox.filter((m) => m.childType === 'comment')).toHaveLength(1);
    c.ws.terminate();
  });

  it('never lets an outsider follow a private board', async () => {
    const b = await board(true);
    const stranger = await open();
    stranger.send({ action: 'auth', token: outsider.accessToken });
    await until(() => stranger.inbox.some((m) => m.action === 'auth'));
    stranger.send({ action: 'subscribe', type: 'project', id: b.id });
    await until(() => stranger.inbox.some((m) => m.action === 'subscribe'));
    expect(stranger.inbox.find((m) => m.action === 'subscribe')).toMatchObject({ ok: false });
    const member = await open();
    member.send({ action: 'auth', token: owner.accessToken });
    await until(() => member.inbox.some((m) => m.action === 'auth'));
    expect(member.inbox.find((m) => m.action === 'auth')).toEqual({ action: 'auth', ok: true });
    member.send({ action: 'subscribe', type: 'project', id: b.id });
    await until(() => member.inbox.some((m) => m.action === 'subscribe'));
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bearer(owner.accessToken),
      payload: { projectID: b.id, comment: 'Team only' },
    });
    await until(() => member.inbox.some((m) => m.childType === 'comment'));
    await settle();
    expect(stranger.inbox.some((m) => m.childType === 'comment')).toBe(false);
    stranger.ws.terminate();
    member.ws.terminate();
  });

  it('drops followers when a board turns private', async () => {
    const b = await board(false);
    const c = await open();
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    await until(() => c.inbox.some((m) => m.action === 'subscribe'));
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${b.id}`,
      headers: bearer(owner.accessToken),
      payload: { isPrivate: true },
    });
    await settle();
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bearer(owner.accessToken),
      payload: { projectID: b.id, comment: 'Now private' },
    });
    await settle();
    expect(c.inbox.some((m) => m.childType === 'comment')).toBe(false);
    c.ws.terminate();
  });

  it('answers a bad frame with "Unable to decode socket message" and refuses a bad token', async () => {
    const c = await open();
    c.ws.send('{not json');
    await until(() => c.inbox.some((m) => m.action === 'error'));
    expect(c.inbox.find((m) => m.action === 'error')).toEqual({
      action: 'error',
      message: 'Unable to decode socket message',
    });
    c.send({ action: 'auth', token: 'forged' });
    await until(() => c.inbox.some((m) => m.action === 'auth'));
    expect(c.inbox.find((m) => m.action === 'auth')).toEqual({ action: 'auth', ok: false });
    c.ws.terminate();
  });

  it('tells every tab of a person to log out when their sessions end (spec/000 §4)', async () => {
    const person = await signupAndVerify(t);
    const c = await open();
    c.send({ action: 'auth', token: person.accessToken });
    await until(() => c.inbox.some((m) => m.action === 'auth'));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.userName}`,
      headers: bearer(person.accessToken),
      payload: { password: 'Tinker-Bolt-42' },
    });
    await until(() => c.inbox.some((m) => m.action === 'logout'));
    expect(c.inbox.find((m) => m.action === 'logout')).toEqual({
      action: 'logout',
      type: 'user',
      uuid: person.uuid,
    });
    c.ws.terminate();
  });
});

describe('a password change (spec/000 §4: a logout message for the same uuid)', () => {
  it('logs out the tabs of every other session, and spares the session that changed it', async () => {
    const person = await signupAndVerify(t);
    const elsewhere = await login(t, person.userName);
    const here = await open();
    const there = await open();
    here.send({ action: 'auth', token: person.accessToken });
    there.send({ action: 'auth', token: elsewhere.accessToken });
    await until(
      () => here.inbox.some((m) => m.action === 'auth') && there.inbox.some((m) => m.action === 'auth'),
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePassword',
      headers: bearer(person.accessToken),
      payload: { password: 'Fresh-Gears-77', oldPassword: 'Tinker-Bolt-42' },
    });
    expect(changed.statusCode).toBe(200);
    await until(() => there.inbox.some((m) => m.action === 'logout'));
    expect(there.inbox.find((m) => m.action === 'logout')).toEqual({
      action: 'logout',
      type: 'user',
      uuid: person.uuid,
    });
    await settle();
    expect(here.inbox.some((m) => m.action === 'logout')).toBe(false);
    here.ws.terminate();
    there.ws.terminate();
  });
});

describe('socket details', () => {
  it('greets with the server version and lets an unsubscribe win over a subscribe being checked', async () => {
    const b = await board();
    const c = await open();
    await until(() => c.inbox.some((m) => m.type === 'version'));
    expect(c.inbox[0]).toEqual({ action: 'update', type: 'version', id: t.config.version });
    c.send({ action: 'subscribe', type: 'project', id: b.id });
    c.send({ action: 'unsubscribe', type: 'project', id: b.id });
    await until(() => c.inbox.some((m) => m.action === 'subscribe'));
    // Whichever order the server saw them in, the socket ends up not following the board.
    await until(() => c.inbox.some((m) => m.action === 'unsubscribe'));
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bearer(outsider.accessToken),
      payload: { projectID: b.id, comment: 'Nobody listens' },
    });
    await settle();
    expect(c.inbox.some((m) => m.childType === 'comment')).toBe(false);
    c.ws.terminate();
  });
});

describe('personal messages', () => {
  it('tells a person live about a new notification ({action: "new", type: "notification"})', async () => {
    const b = await board();
    const helper = await signupAndVerify(t);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`insert into project_members (project_id, user_id, role) values (${b.id}, ${helper.userId}, 'contributor')`,
    );
    const c = await open();
    c.send({ action: 'auth', token: owner.accessToken });
    await until(() => c.inbox.some((m) => m.action === 'auth'));
    const [post] = json(await t.app.inject(`/api/projects/${b.id}/posts`)).result.posts;
    await t.app.inject({
      method: 'PUT',
      url: `/api/posts/updateStatus/${b.id}`,
      headers: bearer(helper.accessToken),
      payload: { postID: post.id, status: 'Ready for Review' },
    });
    await until(() => c.inbox.some((m) => m.type === 'notification'));
    expect(c.inbox.find((m) => m.type === 'notification')).toEqual({ action: 'new', type: 'notification' });
    c.ws.terminate();
  });
});
