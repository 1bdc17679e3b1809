import { makeThreePartToken } from '@makerboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import {
  createTestApp,
  json,
  type Session,
  STRONG_PASSWORD,
  type TestApp,
  uniqueName,
} from '../../../test/helpers.ts';
import type { DomainEvent } from '../../lib/events.ts';
import { visitor } from '../../lib/viewer.ts';
import { listOutbox } from '../dev/dev.service.ts';
import {
  mayGrant,
  PERMISSIONS,
  type Permission,
  ROLE_GRANTS,
  roleAllows,
} from '../projects/projects.policy.ts';

let t: TestApp;
let owner: Session;
let stranger: Session;
let staffer: Session;
let category: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
  staffer = await makeUser(t, { roles: ['admin'] });
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
  t.app.ctx.events.on((e) => events.push(e));
});
afterAll(async () => {
  await t.close();
});

async function makeBoard(token: string, overrides: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/api/projects', token, {
    title: 'Wind turbine from bottle caps',
    description: 'We measure the voltage at three wind speeds.',
    categories: [category],
    sections: [
      { title: 'Plan', body: '<p>Blades from caps.</p>' },
      { title: 'Build', body: '<p>Glue the hub.</p>' },
    ],
    ...overrides,
  });
  if (r.statusCode !== 201) throw new Error(`board not created: ${r.body}`);
  return json(r).result.project as { id: number; title: string };
}

const postsOf = async (id: number, token: string) =>
  json(await t.call('GET', `/api/projects/${id}/posts`, token)).result.posts as { id: number }[];

async function makeMember(boardId: number, role: string, customRole?: string): Promise<Session> {
  const person = await makeUser(t);
  const invited = await t.call('POST', `/api/projects/${boardId}/members/invite`, owner.accessToken, {
    lookup: person.userName,
    role,
    ...(customRole ? { customRole } : {}),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await t.call('POST', `/api/projects/${boardId}/members/accept`, person.accessToken, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return person;
}

const outboxFor = async (to: string) =>
  (await listOutbox(t.database.db)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
const tokenIn = (text: string) => {
  const match = /\/join\?token=([^&\s]+)&projectID=(\d+)/.exec(text);
  if (!match) throw new Error(`no join link in ${text}`);
  return { token: decodeURIComponent(match[1]!), projectID: Number(match[2]) };
};

/**
 * The permission table as the spec and issue 4 describe it (spec/000 §6 member roles), written
 * out independently of projects.policy.ts so that a change to the table fails here.
 */
const EXPECTED: Record<string, Permission[]> = {
  owner: [
    'editBoard',
    'addSection',
    'editSections',
    'deleteSections',
    'deleteComments',
    'seeResults',
    'manageMembers',
    'linkBoards',
    'deleteBoard',
  ],
  coowner: [
    'editBoard',
    'addSection',
    'editSections',
    'deleteSections',
    'deleteComments',
    'seeResults',
    'manageMembers',
    'linkBoards',
  ],
  projectAdmin: [
    'editBoard',
    'addSection',
    'editSections',
    'deleteSections',
    'deleteComments',
    'seeResults',
    'manageMembers',
  ],
  contributor: ['addSection', 'editSections'],
  viewer: [],
  resultsViewer: ['seeResults'],
  custom: ['addSection', 'editSections'],
};
const ROLES = Object.keys(EXPECTED);
const anonymous = (role: string) => `anonymous${role[0]!.toUpperCase()}${role.slice(1)}`;

describe('the permission table (spec/000 §6 member roles, docs/permissions.md)', () => {
  it.each(ROLES.flatMap((role) => [role, anonymous(role)]))('%s may do exactly its row', (role) => {
    const base = role.startsWith('anonymous') ? role[9]!.toLowerCase() + role.slice(10) : role;
    for (const permission of PERMISSIONS)
      expect(roleAllows(role, permission), `${role} ${permission}`).toBe(
        EXPECTED[base]!.includes(permission),
      );
  });
  it('gives nothing to unknown roles and to people without a role', () => {
    for (const permission of PERMISSIONS) {
      expect(roleAllows(null, permission)).toBe(false);
      expect(roleAllows('superuser', permission)).toBe(false);
    }
  });
  it('lets nobody make an owner; a project admin grants only the roles below it', () => {
    const member = { userId: 1, roles: [] };
    for (const role of ROLES) expect(mayGrant(member, role, 'owner')).toBe(false);
    expect(mayGrant(member, 'coowner', 'coowner')).toBe(true);
    expect(mayGrant(member, 'projectAdmin', 'coowner')).toBe(false);
    expect(mayGrant(member, 'projectAdmin', 'projectAdmin')).toBe(false);
    expect(mayGrant(member, 'projectAdmin', 'anonymousViewer')).toBe(true);
    expect(mayGrant(member, 'contributor', 'viewer')).toBe(false);
    expect(mayGrant(visitor, null, 'viewer')).toBe(false);
    expect(ROLE_GRANTS.owner).not.toContain('owner');
  });
});

describe('every role against every action, over HTTP (spec/000 §6)', () => {
  let board: { id: number };
  let child: { id: number };
  const people: Record<string, Session> = {};

  beforeAll(async () => {
    board = await makeBoard(owner.accessToken, { isPrivate: true });
    child = await makeBoard(owner.accessToken);
    people.owner = owner;
    for (const role of ROLES.filter((r) => r !== 'owner'))
      people[role] = await makeMember(board.id, role, role === 'custom' ? 'Photographer' : undefined);
    people.anonymousContributor = await makeMember(board.id, 'anonymousContributor');
  });

  /** Each action as one call; a fresh target each time so that one role's success does not hide another's. */
  const actions: Record<string, (who: Session) => Promise<number>> = {
    editBoard: async (who) =>
      (
        await t.call('PUT', `/api/projects/${board.id}`, who.accessToken, {
          title: `Renamed by ${who.userName}`,
        })
      ).statusCode,
    addSection: async (who) =>
      (await t.call('POST', '/api/posts', who.accessToken, { projectID: board.id, body: '<p>More</p>' }))
        .statusCode,
    deleteSections: async (who) => {
      const made = json(
        await t.call('POST', '/api/posts', owner.accessToken, { projectID: board.id, body: '<p>x</p>' }),
      );
      return (await t.call('DELETE', `/api/posts/${made.result.post.id}`, who.accessToken)).statusCode;
    },
    deleteComments: async (who) => {
      const made = json(
        await t.call('POST', '/api/comments', owner.accessToken, {
          projectID: board.id,
          comment: 'Nice build',
        }),
      );
      return (await t.call('DELETE', `/api/comments/${made.result.comment.id}`, who.accessToken)).statusCode;
    },
    manageMembers: async (who) => {
      const person = await makeUser(t);
      return (
        await t.call('POST', `/api/projects/${board.id}/members/invite`, who.accessToken, {
          lookup: person.userName,
          role: 'viewer',
        })
      ).statusCode;
    },
    linkBoards: async (who) => {
      const r = await t.call('POST', `/api/projects/${board.id}/links`, who.accessToken, {
        childID: child.id,
      });
      if (r.statusCode === 201)
        await t.call('DELETE', `/api/projects/${board.id}/links/${child.id}`, who.accessToken);
      return r.statusCode;
    },
  };

  for (const role of [...ROLES, 'anonymousContributor']) {
    it(`${role}: allowed actions succeed, the others are 403`, async () => {
      const base = role === 'anonymousContributor' ? 'contributor' : role;
      const failures: string[] = [];
      for (const [action, run] of Object.entries(actions)) {
        const status = await run(people[role]!);
        const allowed = EXPECTED[base]!.includes(action as Permission);
        if (allowed ? status >= 300 : status !== 403) failures.push(`${action}: ${status}`);
      }
      // deleteBoard: only the owner (tried last, on a board of its own, below).
      if (role !== 'owner') {
        const status = (await t.call('DELETE', `/api/projects/${board.id}`, people[role]!.accessToken))
          .statusCode;
        if (status !== 403) failures.push(`deleteBoard: ${status}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('owner: deletes a board; a stranger does not even see the private board (404)', async () => {
    const own = await makeBoard(owner.accessToken);
    expect((await t.call('DELETE', `/api/projects/${own.id}`, owner.accessToken)).statusCode).toBe(200);
    for (const action of Object.values(actions)) expect(await action(stranger)).toBe(404);
    expect((await t.call('GET', `/api/projects/${board.id}/members`, stranger.accessToken)).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `/api/projects/${board.id}/members`)).statusCode).toBe(404);
  });

  it('hides the names of anonymous members from other members, not from managers', async () => {
    const asViewer = json(
      await t.call('GET', `/api/projects/${board.id}/members`, people.viewer!.accessToken),
    ).result;
    const hidden = asViewer.memberships.find((m: { role: string }) => m.role === 'anonymousContributor');
    expect(hidden.user).toBeNull();
    const asOwner = json(await t.call('GET', `/api/projects/${board.id}/members`, owner.accessToken)).result;
    const shown = asOwner.memberships.find((m: { role: string }) => m.role === 'anonymousContributor');
    expect(shown.user.userName).toBe(people.anonymousContributor!.userName);
    const custom = asOwner.memberships.find((m: { role: string }) => m.role === 'custom');
    expect(custom).toMatchObject({
      customRole: 'Photographer',
      invitedByUserRole: 'owner',
      status: 'active',
    });
  });
});

describe('the join page names the invitation (issue 16, item 11)', () => {
  it('shows the board, the inviter and the role to the invitation’s holder only; declining removes it', async () => {
    const board = await makeBoard(owner.accessToken, { isPrivate: true });
    const person = await makeUser(t);
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: person.userName,
      role: 'contributor',
    });
    const mine = await t.call('GET', `/api/projects/${board.id}/invitation`, person.accessToken);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).result).toMatchObject({
      board: { id: board.id, title: board.title },
      inviter: { userName: owner.userName },
      role: 'contributor',
    });
    // By the e-mail's token, before logging in.
    const { token } = tokenIn((await outboxFor(person.email))[0]!.text);
    const byToken = await t.call(
      'GET',
      `/api/projects/${board.id}/invitation?token=${encodeURIComponent(token)}`,
    );
    expect(json(byToken).result.board.title).toBe(board.title);
    // Nobody else learns of the private board.
    for (const who of [stranger.accessToken, undefined]) {
      const r = await t.call('GET', `/api/projects/${board.id}/invitation`, who);
      expect(r.statusCode).toBe(404);
      expect(json(r).code).toBe('INVITE_NOT_FOUND');
    }
    // Declining is leaving the pending membership: the invitation is gone.
    const declined = await t.call(
      'DELETE',
      `/api/projects/${board.id}/members/${person.userName}`,
      person.accessToken,
    );
    expect(declined.statusCode).toBe(200);
    expect((await t.call('GET', `/api/projects/${board.id}/invitation`, person.accessToken)).statusCode).toBe(
      404,
    );
  });
});

describe('invite, accept, leave, change role, remove (spec/000 §3 Membership, issue 4)', () => {
  it('invites by username: pending, not yet on the private board, notified; accept makes it active', async () => {
    const board = await makeBoard(owner.accessToken, { isPrivate: true });
    const person = await makeUser(t);
    const r = await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: person.userName,
      role: 'coowner',
    });
    expect(r.statusCode).toBe(201);
    expect(json(r).result.membership).toMatchObject({
      role: 'coowner',
      status: 'pending',
      invitedByUserRole: 'owner',
    });
    // Pending grants nothing: the private board stays a 404.
    expect((await t.call('GET', `/api/projects/${board.id}`, person.accessToken)).statusCode).toBe(404);
    // The invitee hears of it: a notification and an e-mail with the three-part link.
    const notes = json(
      await t.call('GET', `/api/users/${person.userName}/notifications`, person.accessToken),
    ).result;
    expect(notes.notifications[0]).toMatchObject({ deepLink: `/join?projectID=${board.id}` });
    expect(notes.notifications[0].message).toContain(' as Co-owner');
    const mail = (await outboxFor(person.email))[0]!;
    expect(mail.subject).toContain(board.title);
    expect(mail.text).toContain('as Co-owner');
    expect(tokenIn(mail.text).projectID).toBe(board.id);
    // 409 for an existing member (api.md).
    const again = await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: person.email,
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).messages).toEqual(['Already a member']);

    const accepted = await t.call('POST', `/api/projects/${board.id}/members/accept`, person.accessToken, {});
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).result).toMatchObject({
      membership: { status: 'active' },
      redirect: `/project/${board.id}`,
    });
    expect(json(await t.call('GET', `/api/projects/${board.id}`, person.accessToken)).result.project.id).toBe(
      board.id,
    );
    const twice = await t.call('POST', `/api/projects/${board.id}/members/accept`, person.accessToken, {});
    expect(twice.statusCode).toBe(409);
    expect(json(twice).messages).toEqual(['Invite already accepted']);
    // Without an invitation there is nothing to accept.
    const none = await t.call('POST', `/api/projects/${board.id}/members/accept`, stranger.accessToken, {});
    expect(json(none).messages).toEqual(['Invite not found']);
  });

  it('accepts with no body at all, as api.md shows the call', async () => {
    const board = await makeBoard(owner.accessToken);
    const person = await makeUser(t);
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: person.userName,
      role: 'viewer',
    });
    const accepted = await t.call('POST', `/api/projects/${board.id}/members/accept`, person.accessToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted).result.membership).toMatchObject({ status: 'active', role: 'viewer' });
  });

  it('unknown usernames are a 404; unknown e-mails get a link that makes the account a member', async () => {
    const board = await makeBoard(owner.accessToken, { isPrivate: true });
    const missing = await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: 'nobody_by_this_name',
      role: 'viewer',
    });
    expect(missing.statusCode).toBe(404);
    const email = `${uniqueName('new')}@example.org`;
    const r = await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: email,
      role: 'contributor',
    });
    expect(r.statusCode).toBe(201);
    expect(json(r).result.membership).toMatchObject({ user: null, email, status: 'pending' });
    // The same address again, in any case, is a duplicate (409) and sends no second e-mail.
    const again = await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: email.toUpperCase(),
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    expect(await outboxFor(email)).toHaveLength(1);
    const list = json(await t.call('GET', `/api/projects/${board.id}/members`, owner.accessToken)).result;
    expect(list.invitations).toEqual([expect.objectContaining({ email, role: 'contributor' })]);
    const { token } = tokenIn((await outboxFor(email))[0]!.text);
    const userName = uniqueName('joiner');
    const joined = await t.call('POST', '/api/users/acceptInvite', undefined, {
      token,
      username: userName,
      password: STRONG_PASSWORD,
      receiveEmails: false,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(json(joined).result.redirect).toBe(`/project/${board.id}`);
    const access = json(joined).result.accessToken;
    const seen = json(await t.call('GET', `/api/projects/${board.id}`, access)).result.project;
    expect(seen.id).toBe(board.id);
    const members = json(await t.call('GET', `/api/projects/${board.id}/members`, owner.accessToken)).result;
    expect(
      members.memberships.find((m: { user: { userName: string } }) => m.user?.userName === userName),
    ).toMatchObject({
      role: 'contributor',
      status: 'active',
    });
    expect(members.invitations).toEqual([]);
  });

  it('a signed-in person claims an e-mail link with its token; tampered tokens fail clearly (spec/000 §5)', async () => {
    const board = await makeBoard(owner.accessToken);
    const other = await makeBoard(owner.accessToken);
    const email = `${uniqueName('claim')}@example.org`;
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: email,
      role: 'viewer',
    });
    const { token } = tokenIn((await outboxFor(email))[0]!.text);
    const person = await makeUser(t);
    const accept = (id: number, tk: string, language = 'en') =>
      t.call('POST', `/api/projects/${id}/members/accept`, person.accessToken, { token: tk }, { language });

    const notBase64 = await accept(board.id, 'not a token!', 'de');
    expect(notBase64.statusCode).toBe(400);
    expect(json(notBase64).messages).toEqual(['Ungültiger Token']);
    expect(json(await accept(board.id, btoa('invite|1'))).messages).toEqual(['Invalid token']);
    const [, id] = atob(token).split('|');
    const wrongSecret = await accept(board.id, makeThreePartToken('invite', id!, 'guessed'));
    expect(wrongSecret.statusCode).toBe(404);
    expect(json(wrongSecret).messages).toEqual(['Invite not found']);
    expect((await accept(other.id, token)).statusCode).toBe(400);

    const ok = await accept(board.id, token);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.membership).toMatchObject({ role: 'viewer', status: 'active' });
    expect(json(await accept(board.id, token)).messages).toEqual(['Invite already accepted']);
  });

  it('a link made for one account cannot be claimed by another', async () => {
    const board = await makeBoard(owner.accessToken);
    const person = await makeUser(t);
    await t.call('POST', `/api/projects/${board.id}/members/invite`, owner.accessToken, {
      lookup: person.email,
      role: 'viewer',
    });
    const { token } = tokenIn((await outboxFor(person.email))[0]!.text);
    const thief = await t.call('POST', `/api/projects/${board.id}/members/accept`, stranger.accessToken, {
      token,
    });
    expect(thief.statusCode).toBe(403);
    const mine = await t.call('POST', `/api/projects/${board.id}/members/accept`, person.accessToken, {
      token,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('bulk invites by e-mail as Contributors (spec/000 §6), skipping existing members', async () => {
    const board = await makeBoard(owner.accessToken);
    const person = await makeUser(t);
    const fresh = `${uniqueName('bulk')}@example.org`;
    const bad = await t.call('POST', `/api/projects/${board.id}/members/bulkInvite`, owner.accessToken, {
      emails: ['nope', fresh],
    });
    expect(bad.statusCode).toBe(400);
    const r = await t.call('POST', `/api/projects/${board.id}/members/bulkInvite`, owner.accessToken, {
      emails: [person.email, fresh, owner.email],
    });
    expect(r.statusCode).toBe(201);
    const result = json(r).result;
    expect(result.memberships.map((m: { role: string }) => m.role)).toEqual(['contributor', 'contributor']);
    expect(result.skipped).toEqual([{ email: owner.email.toLowerCase(), reason: 'ALREADY_MEMBER' }]);
    expect((await outboxFor(fresh)).length).toBe(1);
  });

  it('role changes and removals follow the grant table; the owner never leaves nor is removed', async () => {
    const board = await makeBoard(owner.accessToken);
    const co = await makeMember(board.id, 'coowner');
    const admin = await makeMember(board.id, 'projectAdmin');
    const helper = await makeMember(board.id, 'contributor');
    const put = (who: Session, target: string, role: string) =>
      t.call('PUT', `/api/projects/${board.id}/members/${target}`, who.accessToken, { role });
    const del = (who: Session, target: string) =>
      t.call('DELETE', `/api/projects/${board.id}/members/${target}`, who.accessToken);

    // Nobody makes an owner: not a grantable role at all.
    expect((await put(co, helper.userName, 'owner')).statusCode).toBe(400);
    expect((await put(co, owner.userName, 'viewer')).statusCode).toBe(403);
    // A project admin manages only the roles below it.
    expect(json(await put(admin, helper.userName, 'coowner')).messages).toEqual([
      'You cannot give or change this role',
    ]);
    expect((await put(admin, co.userName, 'viewer')).statusCode).toBe(403);
    expect((await del(admin, co.userName)).statusCode).toBe(403);
    const changed = await put(admin, helper.userName, 'resultsViewer');
    expect(changed.statusCode).toBe(200);
    expect(json(changed).result.membership.role).toBe('resultsViewer');
    // A custom role needs its name.
    expect((await put(co, helper.userName, 'custom')).statusCode).toBe(400);
    expect(json(await put(co, helper.userName, 'custom')).messages).toBeDefined();
    // Members cannot manage others, nor raise themselves (mass assignment through the role body).
    expect((await del(helper, admin.userName)).statusCode).toBe(403);
    expect((await put(helper, helper.userName, 'coowner')).statusCode).toBe(403);
    expect((await put(admin, admin.userName, 'coowner')).statusCode).toBe(403);
    expect(
      (
        await t.call('POST', `/api/projects/${board.id}/members/invite`, helper.accessToken, {
          lookup: staffer.userName,
          role: 'coowner',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `/api/projects/${board.id}/members/bulkInvite`, helper.accessToken, {
          emails: ['a-friend@example.org'],
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/projects/${board.id}/links/1`, helper.accessToken)).statusCode).toBe(
      403,
    );
    expect(json(await t.call('GET', `/api/projects/${board.id}/members`)).result.memberships).toContainEqual(
      expect.objectContaining({
        role: 'resultsViewer',
        user: expect.objectContaining({ userName: helper.userName }),
      }),
    );
    expect((await del(co, 'someone_not_here')).statusCode).toBe(404);
    // Nobody removes the owner; the owner cannot leave.
    expect((await del(co, owner.userName)).statusCode).toBe(403);
    expect((await del(staffer, owner.userName)).statusCode).toBe(403);
    const stay = await del(owner, owner.userName);
    expect(stay.statusCode).toBe(409);
    expect(json(stay).messages).toEqual(['The owner cannot leave or be removed from the board']);
    // A member leaves; a co-owner removes a project admin.
    expect((await del(helper, helper.userName)).statusCode).toBe(200);
    expect((await del(co, admin.userName)).statusCode).toBe(200);
    const left = json(await t.call('GET', `/api/projects/${board.id}/members`)).result.memberships;
    expect(left.map((m: { user: { userName: string } }) => m.user.userName).sort()).toEqual(
      [owner.userName, co.userName].sort(),
    );
  });
});

describe('linked boards (spec/000 §3 links, §4 link added or deleted reloads links)', () => {
  it('links and unlinks with live events; private children stay hidden from others', async () => {
    const parent = await makeBoard(owner.accessToken);
    const open = await makeBoard(owner.accessToken);
    const secret = await makeBoard(owner.accessToken, { isPrivate: true });
    const othersSecret = await makeBoard(stranger.accessToken, { isPrivate: true });
    const link = (id: number, who = owner) =>
      t.call('POST', `/api/projects/${parent.id}/links`, who.accessToken, { childID: id });

    events.length = 0;
    expect((await link(open.id)).statusCode).toBe(201);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'project',
        action: 'add',
        id: parent.id,
        childType: 'link',
        childTypeID: open.id,
      }),
    );
    expect((await link(open.id)).statusCode).toBe(409);
    expect((await link(parent.id)).statusCode).toBe(400);
    expect((await link(othersSecret.id)).statusCode).toBe(404);
    expect((await link(999_999)).statusCode).toBe(404);
    events.length = 0;
    expect((await link(secret.id)).statusCode).toBe(201);
    // The live message on the open parent does not carry the private child's id.
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'add', id: parent.id, childType: 'link', childTypeID: undefined }),
    );
    // A stranger cannot link to someone else's board.
    expect((await link(open.id, stranger)).statusCode).toBe(403);

    const asVisitor = json(await t.call('GET', `/api/projects/${parent.id}/links`)).result;
    expect(asVisitor.links.map((b: { id: number }) => b.id)).toEqual([open.id]);
    expect(asVisitor.total).toBe(1);
    const asOwner = json(await t.call('GET', `/api/projects/${parent.id}/links`, owner.accessToken)).result;
    expect(asOwner.links.map((b: { id: number }) => b.id).sort()).toEqual([open.id, secret.id].sort());

    events.length = 0;
    expect(
      (await t.call('DELETE', `/api/projects/${parent.id}/links/${open.id}`, stranger.accessToken))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/projects/${parent.id}/links/${open.id}`, owner.accessToken)).statusCode,
    ).toBe(200);
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'delete', id: parent.id, childType: 'link', childTypeID: open.id }),
    );
    const gone = await t.call('DELETE', `/api/projects/${parent.id}/links/${open.id}`, owner.accessToken);
    expect(gone.statusCode).toBe(404);
  });
});

describe('section members (spec/001 §7 Posts members, §8 post member errors)', () => {
  it('invites, accepts, lists, updates, and removes; unknown members fail with the spec messages', async () => {
    const board = await makeBoard(owner.accessToken);
    const [post] = await postsOf(board.id, owner.accessToken);
    const person = await makeUser(t);
    const base = `/api/posts/${post!.id}`;

    expect(
      json(await t.call('GET', `${base}/membership`, owner.accessToken)).result.postMembership.role,
    ).toBe('owner');
    expect(
      json(await t.call('GET', `${base}/membership`, person.accessToken)).result.postMembership,
    ).toBeNull();
    // Only the author or the board's managers invite.
    expect(
      (
        await t.call('POST', `${base}/members/invite`, stranger.accessToken, {
          lookup: person.userName,
          role: 'contributor',
        })
      ).statusCode,
    ).toBe(403);
    const invited = await t.call('POST', `${base}/members/invite`, owner.accessToken, {
      lookup: person.userName,
      role: 'contributor',
    });
    expect(invited.statusCode).toBe(201);
    expect(json(invited).result.membership).toMatchObject({ role: 'contributor', status: 'pending' });
    expect(
      (
        await t.call('POST', `${base}/members/invite`, owner.accessToken, {
          lookup: person.email,
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(409);

    // Pending: the section is not theirs to edit yet.
    const before = json(await t.call('GET', base, person.accessToken)).result.post;
    expect(before.postFeatures.canEdit).toBe(false);
    expect((await t.call('POST', `${base}/members/accept`, person.accessToken)).statusCode).toBe(200);
    const after = json(await t.call('GET', base, person.accessToken)).result.post;
    expect(after.postFeatures.canEdit).toBe(true);
    // The board's list of sections says the same, with the person's like (their flags read together).
    expect((await t.call('POST', `${base}/like`, person.accessToken)).statusCode).toBe(200);
    const listed = json(await t.call('GET', `/api/projects/${board.id}/posts`, person.accessToken)).result
      .posts;
    expect(listed.find((p: { id: number }) => p.id === post!.id)).toMatchObject({
      liked: true,
      postFeatures: { canEdit: true },
    });
    expect(
      (await t.call('PUT', base, person.accessToken, { body: '<p>Edited by a section member</p>' }))
        .statusCode,
    ).toBe(200);

    const list = json(await t.call('GET', `${base}/members`)).result;
    expect(list).toMatchObject({ total: 1, hasMore: false });
    expect(list.postMembers[0]).toMatchObject({ role: 'contributor', status: 'active' });

    const updated = await t.call('PUT', `${base}/members/${person.userName}`, owner.accessToken, {
      role: 'viewer',
    });
    expect(json(updated).result.membership.role).toBe('viewer');
    const notMember = await t.call('PUT', `${base}/members/${stranger.userName}`, owner.accessToken, {
      role: 'viewer',
    });
    expect(notMember.statusCode).toBe(404);
    expect(json(notMember).messages).toEqual(['Post member not updated']);

    const ticked = await t.call('PUT', `${base}/memberships`, owner.accessToken, {
      user: stranger.userName,
      checkedEdit: true,
    });
    expect(json(ticked).result.postMembership).toMatchObject({ role: 'contributor', status: 'active' });
    const unticked = await t.call('PUT', `${base}/memberships`, owner.accessToken, {
      user: stranger.userName,
      checkedEdit: false,
    });
    expect(json(unticked).result.postMembership.role).toBe('viewer');

    // Leaving, then removing someone who is not there.
    expect(
      (await t.call('DELETE', `${base}/members/${person.userName}`, stranger.accessToken)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `${base}/members/${person.userName}`, person.accessToken)).statusCode,
    ).toBe(200);
    const again = await t.call('DELETE', `${base}/members/${person.userName}`, owner.accessToken);
    expect(again.statusCode).toBe(404);
    expect(json(again).messages).toEqual(['Post member not removed']);

    const bulk = await t.call('POST', `${base}/members/bulkInvite`, owner.accessToken, {
      emails: [person.email, 'unknown-person@example.org'],
    });
    expect(json(bulk).result.memberships).toHaveLength(1);
    expect(json(bulk).result.skipped).toEqual([
      { email: 'unknown-person@example.org', reason: 'USER_NOT_FOUND_FOR_INVITE' },
    ]);
  });
});

describe('contributions (spec/001 §7: project posts and comments → contributions, total)', () => {
  it('lists sections and comments newest first, hiding anonymous authors from others', async () => {
    const board = await makeBoard(owner.accessToken);
    const [post] = await postsOf(board.id, owner.accessToken);
    await t.call('POST', '/api/comments', stranger.accessToken, {
      postID: post!.id,
      comment: 'Try longer blades',
    });
    await t.call('POST', '/api/comments', stranger.accessToken, {
      projectID: board.id,
      comment: 'Secret tip',
      anonymous: true,
    });
    const r = json(await t.call('GET', `/api/projects/${board.id}/contributions?limit=3`)).result;
    expect(r.total).toBe(4);
    expect(r.hasMore).toBe(true);
    expect(r.contributions[0]).toMatchObject({ type: 'comment', excerpt: 'Secret tip', user: null });
    expect(r.contributions[1]).toMatchObject({
      type: 'comment',
      postID: post!.id,
      user: { userName: stranger.userName },
    });
    expect(r.contributions[2].type).toBe('post');
    const mine = json(
      await t.call('GET', `/api/projects/${board.id}/contributions`, stranger.accessToken),
    ).result;
    expect(mine.contributions[0].user.userName).toBe(stranger.userName);
    // Count mode (api.md "Paging": `limit=0&offset=0`) answers the total only.
    expect(json(await t.call('GET', `/api/projects/${board.id}/contributions?limit=0`)).result).toEqual({
      total: 4,
    });
  });
});
