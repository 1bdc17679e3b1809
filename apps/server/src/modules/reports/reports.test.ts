import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeComment, makeConversation, makeUser, withRoles } from '../../../test/factories.ts';
import { createTestApp, type Session, STRONG_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { adminActions } from '../../db/schema/index.ts';

let t: TestApp;
let author: Session;
let reporter: Session;
let bystander: Session;
let admin: Session;
let curator: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [author, reporter, bystander] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
  admin = await makeUser(t, { roles: ['admin'] });
  curator = await makeUser(t, { roles: ['curator'] });
});
afterAll(async () => {
  await t.close();
});

const report = (who: Session, targetType: string, targetID: number, reason = 'Not kind') =>
  t.call('POST', '/api/reports', who.accessToken, { targetType, targetID, reason });
const act = (who: Session, id: number, action: string) =>
  t.call('PUT', `/api/admin/reports/${id}`, who.accessToken, { action });
const lastAction = async () =>
  (await t.database.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1))[0];

describe('POST /reports (api.md "Reports, admin and the second API")', () => {
  it('files a report of a board, a comment, a message and a person, answering 201 {report}', async () => {
    const board = await makeBoard(t, author);
    const comment = await makeComment(t, author, board.id, 'A rude comment');
    const chat = await makeConversation(t, author, [reporter], 'A rude message');
    const message = (await t.call('GET', `/api/conversations/${chat.id}`, reporter.accessToken)).data.result
      .conversation.messages[0];
    const links = {
      project: `/story/${board.id}`,
      comment: `/story/${board.id}`,
      message: `/inbox?conversation=${chat.id}`,
      user: `/profile/${author.userName}`,
    };
    const excerpts = { project: board.title, comment: 'A rude comment', message: 'A rude message' };
    for (const [type, id] of [
      ['project', board.id],
      ['comment', comment.id],
      ['message', message.id],
      ['user', author.userId],
    ] as const) {
      const r = await report(reporter, type, id);
      expect(r.status, `${type}: ${r.body}`).toBe(201);
      expect(r.data.result.report).toMatchObject({
        targetType: type,
        targetID: id,
        reason: 'Not kind',
        status: 'open',
        resolution: null,
        hidden: false,
        reporter: { userName: reporter.userName },
      });
      expect(r.data.result.report.target.author.userName).toBe(author.userName);
      expect(r.data.result.report.target.link).toBe(links[type]);
      if (type !== 'user') expect(r.data.result.report.target.excerpt).toBe(excerpts[type]);
      else expect(r.data.result.report.target.excerpt).toBe(r.data.result.report.target.author.fullName);
    }
    // The admin's list presents the same things, each with its reporter and author.
    const listed = (await t.call('GET', '/api/admin/reports?status=open&limit=100', admin.accessToken)).data
      .result.reports as {
      targetType: keyof typeof links;
      targetID: number;
      target: { link: string };
      reporter: unknown;
    }[];
    for (const [type, id] of Object.entries({
      project: board.id,
      comment: comment.id,
      message: message.id,
    })) {
      const item = listed.find((x) => x.targetType === type && x.targetID === id);
      expect(item?.target.link, type).toBe(links[type as keyof typeof links]);
      expect(item?.reporter, type).toMatchObject({ userName: reporter.userName });
    }
  });

  it('answers 404 for a thing that does not exist, or that the reporter may not see', async () => {
    expect((await report(reporter, 'project', 999_999)).status).toBe(404);
    expect((await report(reporter, 'comment', 999_999)).status).toBe(404);
    expect((await report(reporter, 'user', 999_999)).status).toBe(404);
    const secret = await makeBoard(t, author, { isPrivate: true });
    expect((await report(reporter, 'project', secret.id)).status).toBe(404);
    // A message of a conversation the reporter is not in.
    const chat = await makeConversation(t, author, [bystander], 'Between us');
    const message = (await t.call('GET', `/api/conversations/${chat.id}`, bystander.accessToken)).data.result
      .conversation.messages[0];
    expect((await report(reporter, 'message', message.id)).status).toBe(404);
  });

  it('needs a reason and a known kind: 400 in the error envelope, never a 500', async () => {
    const board = await makeBoard(t, author);
    const empty = await report(reporter, 'project', board.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.data.code).toBeDefined();
    expect((await report(reporter, 'poll', board.id)).status).toBe(400);
    expect((await report(reporter, 'project', -1)).status).toBe(400);
  });

  it('is for signed-in people: a visitor gets 401', async () => {
    const board = await makeBoard(t, author);
    expect(
      (
        await t.call('POST', '/api/reports', undefined, {
          targetType: 'project',
          targetID: board.id,
          reason: 'x',
        })
      ).status,
    ).toBe(401);
  });

  it('keeps one open report per person and thing: a second one updates the reason', async () => {
    const board = await makeBoard(t, author);
    const first = await report(reporter, 'project', board.id, 'First');
    const second = await report(reporter, 'project', board.id, 'Second');
    expect(second.data.result.report.id).toBe(first.data.result.report.id);
    expect(second.data.result.report.reason).toBe('Second');
  });
});

describe('GET /admin/reports', () => {
  it('lists open or closed reports for admins and curators as {reports, total, hasMore}, count mode too', async () => {
    const board = await makeBoard(t, author);
    const filed = (await report(reporter, 'project', board.id)).data.result.report;
    for (const who of [admin, curator]) {
      const r = await t.call('GET', '/api/admin/reports?status=open&limit=100', who.accessToken);
      expect(r.status).toBe(200);
      expect(r.data.result.reports.map((x: { id: number }) => x.id)).toContain(filed.id);
      expect(typeof r.data.result.total).toBe('number');
      expect(typeof r.data.result.hasMore).toBe('boolean');
    }
    const count = await t.call('GET', '/api/admin/reports?status=open&limit=0&offset=0', admin.accessToken);
    expect(Object.keys(count.data.result)).toEqual(['total']);
    expect((await t.call('GET', '/api/admin/reports?status=maybe', admin.accessToken)).status).toBe(400);
  });

  it('is refused to everyone else: 401 for visitors, 403 for other roles and ordinary people', async () => {
    expect((await t.call('GET', '/api/admin/reports')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/reports', reporter.accessToken)).status).toBe(403);
    for (const role of ['analytic', 'resourceEditor', 'judgingAdmin']) {
      const someone = await makeUser(t, { roles: [role] });
      expect((await t.call('GET', '/api/admin/reports', someone.accessToken)).status, role).toBe(403);
    }
  });
});

describe('PUT /admin/reports/{id}', () => {
  it('hides a board from everyone but its owner, admins and curators, and restore shows it again', async () => {
    const board = await makeBoard(t, author, { title: 'Board to hide' });
    const filed = (await report(reporter, 'project', board.id)).data.result.report;
    const hidden = await act(curator, filed.id, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.data.result.report).toMatchObject({ status: 'closed', resolution: 'hide', hidden: true });

    expect((await t.call('GET', `/api/projects/${board.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/projects/${board.id}`, bystander.accessToken)).status).toBe(404);
    expect((await t.call('GET', `/api/projects/${board.id}`, author.accessToken)).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${board.id}`, admin.accessToken)).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${board.id}`, curator.accessToken)).status).toBe(200);
    const listed = await t.call('GET', '/api/projects?limit=100');
    expect(listed.data.result.projects.map((p: { id: number }) => p.id)).not.toContain(board.id);
    const found = await t.call('GET', `/api/search?query=${encodeURIComponent('Board to hide')}`);
    expect(JSON.stringify(found.data)).not.toContain(`"id":${board.id},`);

    const restored = await act(admin, filed.id, 'restore');
    expect(restored.data.result.report).toMatchObject({
      status: 'closed',
      resolution: 'restore',
      hidden: false,
    });
    expect((await t.call('GET', `/api/projects/${board.id}`)).status).toBe(200);
    const again = await t.call('GET', '/api/projects?limit=100');
    expect(again.data.result.projects.map((p: { id: number }) => p.id)).toContain(board.id);
  });

  it('hides a comment from the board for everyone but its author, admins and curators', async () => {
    const board = await makeBoard(t, bystander);
    const comment = await makeComment(t, author, board.id, 'Hide me please');
    const filed = (await report(reporter, 'comment', comment.id)).data.result.report;
    const ids = async (who?: Session) =>
      (await t.call('GET', `/api/projects/${board.id}/comments`, who?.accessToken)).data.result.comments.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids()).toContain(comment.id);
    await act(admin, filed.id, 'hide');
    expect(await ids()).not.toContain(comment.id);
    expect(await ids(bystander)).not.toContain(comment.id);
    expect(await ids(author)).toContain(comment.id);
    expect(await ids(curator)).toContain(comment.id);
    expect((await t.call('GET', `/api/comments/${comment.id}`)).status).toBe(404);
    await act(admin, filed.id, 'restore');
    expect(await ids()).toContain(comment.id);
  });

  it('hides a message from the conversation for everyone but its sender', async () => {
    const chat = await makeConversation(t, author, [reporter], 'A message to hide');
    const thread = async (who: Session) =>
      (
        await t.call('GET', `/api/conversations/${chat.id}`, who.accessToken)
      ).data.result.conversation.messages.map((m: { id: number }) => m.id);
    const [message] = await thread(reporter);
    const filed = (await report(reporter, 'message', message)).data.result.report;
    await act(admin, filed.id, 'hide');
    expect(await thread(reporter)).not.toContain(message);
    expect(await thread(author)).toContain(message);
    // Nor is it the conversation's preview in the reporter's list.
    const list = await t.call('GET', '/api/conversations?public=false', reporter.accessToken);
    const mine = list.data.result.conversations.find((c: { id: number }) => c.id === chat.id);
    expect(mine).toBeDefined();
    expect(mine.lastMessage).toBeNull();
  });

  it('tells the reporter of a hide or a dismissal through their notifications', async () => {
    const board = await makeBoard(t, author);
    const comment = await makeComment(t, author, board.id, 'Something');
    const filed = (await report(reporter, 'comment', comment.id)).data.result.report;
    await act(admin, filed.id, 'hide');
    const other = (await report(reporter, 'user', author.userId)).data.result.report;
    await act(curator, other.id, 'dismiss');
    const notes = (await t.call('GET', `/api/users/${reporter.userName}/notifications`, reporter.accessToken))
      .data.result.notifications;
    const keys = JSON.stringify(notes);
    expect(keys).toContain('Your report was handled');
    expect(keys).toContain('Your report was reviewed');
  });

  it('closes every open report of the same thing at once', async () => {
    const board = await makeBoard(t, author);
    const a = (await report(reporter, 'project', board.id)).data.result.report;
    const b = (await report(bystander, 'project', board.id)).data.result.report;
    await act(admin, a.id, 'dismiss');
    const open = await t.call('GET', '/api/admin/reports?status=open&limit=100', admin.accessToken);
    expect(open.data.result.reports.map((r: { id: number }) => r.id)).not.toContain(b.id);
    const closed = await t.call('GET', '/api/admin/reports?status=closed&limit=100', admin.accessToken);
    expect(closed.data.result.reports.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
  });

  it('writes every action to the audit table', async () => {
    const board = await makeBoard(t, author);
    const filed = (await report(reporter, 'project', board.id)).data.result.report;
    await act(curator, filed.id, 'hide');
    expect(await lastAction()).toMatchObject({
      actorId: curator.userId,
      action: 'report.hide',
      targetType: 'project',
      targetId: board.id,
    });
  });

  it('answers 404 for an unknown report, 400 for an unknown action or hiding a person', async () => {
    expect((await act(admin, 999_999, 'hide')).status).toBe(404);
    const board = await makeBoard(t, author);
    const filed = (await report(reporter, 'project', board.id)).data.result.report;
    expect((await act(admin, filed.id, 'burn')).status).toBe(400);
    const person = (await report(reporter, 'user', author.userId)).data.result.report;
    const refused = await act(admin, person.id, 'hide');
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('REPORT_ACTION_NOT_ALLOWED');
  });

  it('is refused to people without the admin or curator role', async () => {
    const board = await makeBoard(t, author);
    const filed = (await report(reporter, 'project', board.id)).data.result.report;
    expect(
      (await t.call('PUT', `/api/admin/reports/${filed.id}`, undefined, { action: 'hide' })).status,
    ).toBe(401);
    expect((await act(reporter, filed.id, 'hide')).status).toBe(403);
    const analytic = await makeUser(t, { roles: ['analytic'] });
    expect((await act(analytic, filed.id, 'hide')).status).toBe(403);
  });
});

describe("PUT /admin/users/{username}/roles (spec/000 §6: roles come from the token's role claim)", () => {
  it('sets the roles; the next refreshed token carries them; the change is audited', async () => {
    const person = await makeUser(t);
    const r = await t.call('PUT', `/api/admin/users/${person.userName}/roles`, admin.accessToken, {
      roles: ['curator', 'analytic'],
    });
    expect(r.status).toBe(200);
    expect(r.data.result.user).toMatchObject({ userName: person.userName, roles: ['curator', 'analytic'] });
    expect(await lastAction()).toMatchObject({ action: 'user.roles', targetId: person.userId });
    const refreshed = await t.call('POST', '/api/users/refresh', undefined, {
      username: person.userName,
      token: person.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const token = refreshed.data.result.accessToken as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(JSON.stringify(claims)).toContain('curator');
    // With the new token the person works the moderation queue.
    expect((await t.call('GET', '/api/admin/reports', token)).status).toBe(200);
    const read = await t.call('GET', `/api/admin/users/${person.userName}`, admin.accessToken);
    expect(read.data.result.user.roles).toEqual(['curator', 'analytic']);
  });

  it('takes only known roles, answers 404 for an unknown person, and is for admins only', async () => {
    const person = await makeUser(t);
    const url = `/api/admin/users/${person.userName}/roles`;
    expect((await t.call('PUT', url, admin.accessToken, { roles: ['wizard'] })).status).toBe(400);
    expect(
      (await t.call('PUT', '/api/admin/users/nobody-here-at-all/roles', admin.accessToken, { roles: [] }))
        .status,
    ).toBe(404);
    expect((await t.call('PUT', url, undefined, { roles: [] })).status).toBe(401);
    expect((await t.call('PUT', url, curator.accessToken, { roles: ['admin'] })).status).toBe(403);
    expect((await t.call('PUT', url, person.accessToken, { roles: ['admin'] })).status).toBe(403);
  });
});

describe('PUT /admin/users/{username}/disabled (issue 13 item 7: disable)', () => {
  it('disables an account: its sessions end, it cannot sign in, others find no profile; enabling gives it back', async () => {
    const person = await makeUser(t);
    const url = `/api/admin/users/${person.userName}/disabled`;
    const off = await t.call('PUT', url, admin.accessToken, { disabled: true });
    expect(off.status).toBe(200);
    expect(off.data.result.user).toMatchObject({ userName: person.userName, disabled: true, awardIDs: [] });
    expect(await lastAction()).toMatchObject({ action: 'user.disable', targetId: person.userId });

    expect((await t.call('GET', '/api/users/current', person.accessToken)).status).toBe(401);
    const refreshed = await t.call('POST', '/api/users/refresh', undefined, {
      username: person.userName,
      token: person.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    const login = await t.call('POST', '/api/users/login', undefined, {
      username: person.userName,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.data).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      messages: ['This account has been disabled'],
    });
    expect((await t.call('GET', `/api/users/${person.userName}/profile`, bystander.accessToken)).status).toBe(
      404,
    );
    // The admin area still finds it, to enable it again.
    const read = await t.call('GET', `/api/admin/users/${person.userName}`, admin.accessToken);
    expect(read.data.result.user.disabled).toBe(true);

    const on = await t.call('PUT', url, admin.accessToken, { disabled: false });
    expect(on.data.result.user.disabled).toBe(false);
    expect(await lastAction()).toMatchObject({ action: 'user.enable', targetId: person.userId });
    const again = await t.call('POST', '/api/users/login', undefined, {
      username: person.userName,
      password: STRONG_PASSWORD,
    });
    expect(again.status).toBe(200);
    expect((await t.call('GET', `/api/users/${person.userName}/profile`, bystander.accessToken)).status).toBe(
      200,
    );
  });

  it('never disables one’s own account nor an admin’s, finds no deleted account, and is for admins only', async () => {
    const self = await t.call('PUT', `/api/admin/users/${admin.userName}/disabled`, admin.accessToken, {
      disabled: true,
    });
    expect(self.status).toBe(422);
    expect(self.data.code).toBe('ACCOUNT_DISABLE_SELF');
    const other = await withRoles(t, await makeUser(t), 'admin');
    const otherAdmin = await t.call('PUT', `/api/admin/users/${other.userName}/disabled`, admin.accessToken, {
      disabled: true,
    });
    expect(otherAdmin.status).toBe(422);
    expect(otherAdmin.data.messages).toEqual([
      'An admin’s account cannot be disabled: take the admin role away first',
    ]);
    expect((await t.call('GET', '/api/users/current', other.accessToken)).status).toBe(200);

    const gone = await makeUser(t);
    expect((await t.call('DELETE', `/api/users/${gone.userName}`, admin.accessToken, {})).status).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/admin/users/deleted-${gone.userId}/disabled`, admin.accessToken, {
          disabled: false,
        })
      ).status,
    ).toBe(404);

    const person = await makeUser(t);
    const url = `/api/admin/users/${person.userName}/disabled`;
    expect((await t.call('PUT', url, admin.accessToken, {})).status).toBe(400);
    expect((await t.call('PUT', url, undefined, { disabled: true })).status).toBe(401);
    expect((await t.call('PUT', url, curator.accessToken, { disabled: true })).status).toBe(403);
    expect((await t.call('GET', '/api/users/current', person.accessToken)).status).toBe(200);
  });
});

describe('admin actions of other kinds are audited too', () => {
  it('records the maintenance switch and impersonation', async () => {
    const boss = await withRoles(t, await makeUser(t), 'admin');
    const target = await makeUser(t);
    await t.call('POST', `/api/admin/impersonate/${target.userName}`, boss.accessToken);
    expect(await lastAction()).toMatchObject({
      actorId: boss.userId,
      action: 'impersonate',
      targetId: target.userId,
    });
    await t.call('PUT', '/api/admin/maintenance', boss.accessToken, { enabled: true });
    expect(await lastAction()).toMatchObject({ actorId: boss.userId, action: 'maintenance.on' });
    await t.call('PUT', '/api/admin/maintenance', boss.accessToken, { enabled: false });
    const rows = await t.database.db.select().from(adminActions).where(eq(adminActions.actorId, boss.userId));
    expect(rows.map((r) => r.action)).toEqual(['impersonate', 'maintenance.on', 'maintenance.off']);
  });
});
