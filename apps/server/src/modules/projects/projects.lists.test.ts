import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser, withRoles } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { awards, classes, classStudents, fairs, projectAwards } from '../../db/schema/index.ts';

// The board lists of spec/001 §7 "Projects" added by issue 18: premium, by award, by phase, by
// group code, challenge and annual awards, a person's last board and last draft.

let t: TestApp;
let owner: Session;
let stranger: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
  admin = await withRoles(t, await makeUser(t), 'admin');
});
afterAll(async () => {
  await t.close();
});

const ids = (r: { data: { result: { projects: { id: number }[] } } }) =>
  r.data.result.projects.map((p) => p.id);

async function award(name: string, fairId: number | null = null) {
  const [row] = await t.database.db.insert(awards).values({ name, fairId }).returning();
  return row!;
}
async function give(awardId: number, projectId: number, createdAt = new Date()) {
  await t.database.db.insert(projectAwards).values({ awardId, projectId, createdAt });
}

describe('list: premium (GET /projects/premium)', () => {
  it('lists the blue-ribbon boards everyone may see, newest first (docs/decisions.md "Premium boards and paywall")', async () => {
    const plain = await makeBoard(t, owner, { title: 'Plain board' });
    const ribbon = await makeBoard(t, owner, { title: 'Ribbon board' });
    const later = await makeBoard(t, owner, { title: 'Later ribbon board' });
    const hidden = await makeBoard(t, owner, { title: 'Private ribbon board', isPrivate: true });
    for (const b of [ribbon, later, hidden])
      expect(
        (await t.call('PUT', `/api/projects/${b.id}/blueRibbon`, admin.accessToken, { BlueRibbon: true }))
          .status,
      ).toBe(200);
    const r = await t.call('GET', '/api/projects/premium');
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([later.id, ribbon.id]);
    expect(ids(r)).not.toContain(plain.id);
    expect(r.data.result.projects[0].BlueRibbon).toBe(true);
    expect((await t.call('GET', '/api/projects/premium?limit=0&offset=0')).data.result).toEqual({ total: 2 });
  });

  it('paywall: nothing is behind one; a premium board’s sections come whole with `paywall: false`', async () => {
    const ribbon = await makeBoard(t, owner, { title: 'Ribbon sections', sections: ['One', 'Two'] });
    await t.call('PUT', `/api/projects/${ribbon.id}/blueRibbon`, admin.accessToken, { BlueRibbon: true });
    const r = await t.call('GET', `/api/projects/${ribbon.id}/posts`);
    expect(r.status).toBe(200);
    expect(r.data.result.paywall).toBe(false);
    expect(r.data.result.posts.map((p: { title: string }) => p.title)).toEqual(['One', 'Two']);
  });
});

describe('list: by award, phase and group code (GET /projects filters)', () => {
  it('by award: the boards that won it', async () => {
    const a = await award('Bright idea');
    const won = await makeBoard(t, owner, { title: 'Winner' });
    await makeBoard(t, owner, { title: 'Not a winner' });
    await give(a.id, won.id);
    const r = await t.call('GET', `/api/projects?award=${a.id}`);
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([won.id]);
    expect((await t.call('GET', '/api/projects?award=abc')).status).toBe(400);
  });

  it('by phase: the team sets the phase; only boards in it are listed; an unknown phase is a 400', async () => {
    const testing = await makeBoard(t, owner, { title: 'In testing' });
    const put = await t.call('PUT', `/api/projects/${testing.id}`, owner.accessToken, { phase: 'test' });
    expect(put.status).toBe(200);
    expect(put.data.result.project.phase).toBe('test');
    await makeBoard(t, owner, { title: 'No phase' });
    const r = await t.call('GET', '/api/projects?phase=test');
    expect(ids(r)).toEqual([testing.id]);
    const bad = await t.call('PUT', `/api/projects/${testing.id}`, owner.accessToken, { phase: 'done-ish' });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/projects?phase=nope')).status).toBe(400);
    expect(
      (await t.call('PUT', `/api/projects/${testing.id}`, stranger.accessToken, { phase: 'idea' })).status,
    ).toBe(403);
  });

  it('by group code: the boards of the approved students of the class with that code', async () => {
    const teacher = await makeUser(t, { userType: 'teacher' });
    const pupil = await makeUser(t, { userType: 'student' });
    const waiting = await makeUser(t, { userType: 'student' });
    const [klass] = await t.database.db
      .insert(classes)
      .values({ teacherId: teacher.userId, name: 'Class 7b', code: 'GRP7B', allowPublicBoards: true })
      .returning();
    await t.database.db.insert(classStudents).values([
      { classId: klass!.id, userId: pupil.userId, status: 'approved' },
      { classId: klass!.id, userId: waiting.userId, status: 'pending' },
    ]);
    const mine = await makeBoard(t, pupil, { title: 'Pupil board' });
    await makeBoard(t, waiting, { title: 'Waiting pupil board' });
    const r = await t.call('GET', '/api/projects?groupCode=GRP7B');
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([mine.id]);
    expect(ids(await t.call('GET', '/api/projects?groupCode=NOSUCH'))).toEqual([]);
  });
});

describe('list: challenge and annual awards (GET /projects/awardWinners)', () => {
  it('challenge awards are those of a fair, annual ones the others, each with its winning boards', async () => {
    const [fair] = await t.database.db
      .insert(fairs)
      .values({
        name: 'Spring fair',
        abbreviation: 'SPF',
        submissionDeadline: new Date('2026-05-19T00:00:00Z'),
        judgingStart: new Date('2026-05-20T00:00:00Z'),
        judgingEnd: new Date('2026-05-29T00:00:00Z'),
        resultsAt: new Date('2026-05-29T00:00:00Z'),
      })
      .returning();
    const challenge = await award('Fair champion', fair!.id);
    const annual2025 = await award('Maker of 2025');
    const annual2026 = await award('Maker of 2026');
    const empty = await award('Nobody yet');
    const b1 = await makeBoard(t, owner, { title: 'Fair winner' });
    const b2 = await makeBoard(t, owner, { title: 'Old winner' });
    const b3 = await makeBoard(t, owner, { title: 'New winner' });
    const secret = await makeBoard(t, owner, { title: 'Secret winner', isPrivate: true });
    await give(challenge.id, b1.id);
    await give(annual2025.id, b2.id, new Date('2025-06-01T00:00:00Z'));
    await give(annual2026.id, b3.id, new Date('2026-03-01T00:00:00Z'));
    await give(annual2026.id, secret.id, new Date('2026-03-02T00:00:00Z'));

    const c = await t.call('GET', `/api/projects/awardWinners?kind=challenge&fairID=${fair!.id}`);
    expect(c.status).toBe(200);
    expect(c.data.result.total).toBe(1);
    expect(c.data.result.awards[0].award).toMatchObject({ id: challenge.id, fairID: fair!.id });
    expect(c.data.result.awards[0].projects.map((p: { id: number }) => p.id)).toEqual([b1.id]);

    const a = await t.call('GET', '/api/projects/awardWinners?kind=annual');
    const names = a.data.result.awards.map((x: { award: { name: string } }) => x.award.name);
    expect(names).toContain('Maker of 2025');
    expect(names).toContain('Maker of 2026');
    expect(names).not.toContain('Fair champion');
    expect(names).not.toContain(empty.name);
    // The most recently given award first; a private winner is not shown.
    expect(names.indexOf('Maker of 2026')).toBeLessThan(names.indexOf('Maker of 2025'));
    const of2026 = a.data.result.awards.find((x: { award: { id: number } }) => x.award.id === annual2026.id);
    expect(of2026.projects.map((p: { id: number }) => p.id)).toEqual([b3.id]);

    const y = await t.call('GET', '/api/projects/awardWinners?kind=annual&year=2025');
    expect(y.data.result.awards.map((x: { award: { id: number } }) => x.award.id)).toEqual([annual2025.id]);
    expect(
      (await t.call('GET', '/api/projects/awardWinners?kind=annual&year=2025&limit=0&offset=0')).data.result,
    ).toEqual({
      total: 1,
    });
    expect((await t.call('GET', '/api/projects/awardWinners')).status).toBe(400);
  });
});

describe("user lists: a person's last board and last draft", () => {
  it('last project: the latest board the viewer may see as theirs; null when none', async () => {
    const maker = await makeUser(t);
    const none = await t.call('GET', `/api/users/${maker.userName}/lastProject`);
    expect(none.status).toBe(200);
    expect(none.data.result.project).toBeNull();
    const first = await makeBoard(t, maker, { title: 'First' });
    const secret = await makeBoard(t, maker, { title: 'Secret', isPrivate: true });
    expect((await t.call('GET', `/api/users/${maker.userName}/lastProject`)).data.result.project.id).toBe(
      first.id,
    );
    expect(
      (await t.call('GET', `/api/users/${maker.userName}/lastProject`, maker.accessToken)).data.result.project
        .id,
    ).toBe(secret.id);
    expect((await t.call('GET', '/api/users/no_such_person_here/lastProject')).status).toBe(404);
  });

  it('last draft: only the person (and admins) may ask; the latest draft, never a finished board', async () => {
    const maker = await makeUser(t);
    await makeBoard(t, maker, { title: 'Finished' });
    expect(
      (await t.call('GET', `/api/users/${maker.userName}/lastDraft`, maker.accessToken)).data.result.project,
    ).toBeNull();
    const draft = await t.call('POST', '/api/projects', maker.accessToken, {
      title: 'Half done',
      draft: true,
    });
    expect(draft.status).toBe(201);
    const mine = await t.call('GET', `/api/users/${maker.userName}/lastDraft`, maker.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.data.result.project).toMatchObject({ id: draft.data.result.project.id, isDraft: true });
    expect((await t.call('GET', `/api/users/${maker.userName}/lastDraft`, stranger.accessToken)).status).toBe(
      403,
    );
    expect((await t.call('GET', `/api/users/${maker.userName}/lastDraft`)).status).toBe(401);
    expect((await t.call('GET', `/api/users/${maker.userName}/lastDraft`, admin.accessToken)).status).toBe(
      200,
    );
    // The draft is nobody's "last project".
    expect((await t.call('GET', `/api/users/${maker.userName}/lastProject`)).data.result.project.title).toBe(
      'Finished',
    );
  });
});
