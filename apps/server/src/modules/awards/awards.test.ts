import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairKit } from '../../../test/fairs-support.ts';
import { createTestApp, json, type Session, signupAndVerify, type TestApp } from '../../../test/helpers.ts';
import { adminActions } from '../../db/schema/index.ts';

let t: TestApp;
let k: ReturnType<typeof fairKit>;
let admin: Session;
let giver: Session;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  k = fairKit(t);
  admin = await k.admin('admin');
  giver = await signupAndVerify(t);
  owner = await signupAndVerify(t);
  stranger = await signupAndVerify(t);
});
afterAll(async () => {
  await t.close();
});

const award = async (body: object = {}) => {
  const r = await k.call('POST', '/api/award', admin.accessToken, {
    name: 'Best in show',
    siteSource: 'ysc',
    ...body,
  });
  expect(r.statusCode).toBe(201);
  return json(r).result.award as { id: number };
};

describe('awards (spec/000 §3 Award; spec/001 §7 Awards)', () => {
  it('lists awards by site source and showcase visibility', async () => {
    const a = await award({ siteVisibility: 'awards' });
    const s = await award({ name: 'Travel grant', siteVisibility: 'scholarships' });
    const list = json(await k.call('GET', '/api/award?siteSource=ysc&siteVisibility=scholarships')).result
      .awards;
    expect(list.map((x: { id: number }) => x.id)).toContain(s.id);
    expect(list.map((x: { id: number }) => x.id)).not.toContain(a.id);
    expect((await k.call('POST', '/api/award', owner.accessToken, { name: 'Mine' })).statusCode).toBe(403);
  });

  it('reads one award by id, for visitors too (the list of its boards is titled with it)', async () => {
    const a = await award({ name: 'Young engineer', description: 'For a working prototype' });
    const read = await k.call('GET', `/api/award/${a.id}`);
    expect(read.statusCode).toBe(200);
    expect(json(read).result.award).toMatchObject({
      id: a.id,
      name: 'Young engineer',
      description: 'For a working prototype',
    });
    const missing = await k.call('GET', '/api/award/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('AWARD_NOT_FOUND');
    expect((await k.call('GET', '/api/award/abc')).statusCode).toBe(400);
  });

  it('is given by admins and by people granted it; shows on the board and its owner’s profile; the owner is told', async () => {
    const a = await award();
    const b = await k.board(owner, 'Award board');
    expect((await k.call('POST', `/api/award/${a.id}/project/${b.id}`, giver.accessToken)).statusCode).toBe(
      403,
    );
    expect(
      json(await k.call('POST', `/api/award/${a.id}/user/${giver.userId}`, admin.accessToken)).result.granted,
    ).toBe(true);
    const awarded = async () =>
      json(await k.call('GET', '/api/projects/awarded?limit=100')).result.projects.map(
        (p: { id: number }) => p.id,
      );
    // The awarded boards are kept as everyone sees them (issue 15); an award given empties them.
    expect(await awarded()).not.toContain(b.id);
    const given = await k.call('POST', `/api/award/${a.id}/project/${b.id}`, giver.accessToken);
    expect(given.statusCode).toBe(200);
    expect(await awarded()).toContain(b.id);
    expect(json(given).result.project.awards.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await k.call('POST', `/api/award/${a.id}/project/${b.id}`, giver.accessToken)).statusCode).toBe(
      409,
    );
    expect(json(await k.call('GET', `/api/projects/${b.id}/awards`)).result.awards[0].name).toBe(
      'Best in show',
    );
    expect(
      json(await k.call('GET', `/api/users/${owner.userName}/awards`)).result.awards.map(
        (x: { projectID: number }) => x.projectID,
      ),
    ).toContain(b.id);
    const finalists = json(await k.call('GET', '/api/projects/awarded')).result.projects.map(
      (p: { id: number }) => p.id,
    );
    expect(finalists).toContain(b.id);
    const notes = json(await k.call('GET', `/api/users/${owner.userName}/notifications`, owner.accessToken))
      .result.notifications;
    expect(notes[0].title).toBe('Award: Best in show');
    // Removing the right works at once.
    await k.call('DELETE', `/api/award/${a.id}/user/${giver.userId}`, admin.accessToken);
    const other = await k.board(owner);
    expect(
      (await k.call('POST', `/api/award/${a.id}/project/${other.id}`, giver.accessToken)).statusCode,
    ).toBe(403);
    expect(
      (await k.call('POST', `/api/award/2147483000/project/${other.id}`, admin.accessToken)).statusCode,
    ).toBe(404);
  });

  it('is renamed and removed by admins only; a person granted it finds it among their award permissions', async () => {
    const a = await award({ name: 'Young inventor' });
    const renamed = await k.call('PUT', `/api/award/${a.id}`, admin.accessToken, {
      name: 'Young inventor of the year',
      siteVisibility: 'scholarships',
    });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).result.award).toMatchObject({
      id: a.id,
      name: 'Young inventor of the year',
      siteVisibility: 'scholarships',
    });
    expect((await k.call('PUT', `/api/award/${a.id}`, giver.accessToken, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await k.call('PUT', `/api/award/${a.id}`, admin.accessToken, { name: '' })).statusCode).toBe(400);

    const before = json(await k.call('GET', '/api/users/awardPermissions', giver.accessToken)).result.awards;
    expect(before.map((x: { id: number }) => x.id)).not.toContain(a.id);
    await k.call('POST', `/api/award/${a.id}/user/${giver.userId}`, admin.accessToken);
    const granted = json(await k.call('GET', '/api/users/awardPermissions', giver.accessToken)).result.awards;
    expect(granted.map((x: { id: number }) => x.id)).toContain(a.id);

    expect((await k.call('DELETE', `/api/award/${a.id}`, giver.accessToken)).statusCode).toBe(403);
    const removed = await k.call('DELETE', `/api/award/${a.id}`, admin.accessToken);
    expect(json(removed).result).toEqual({ deleted: true, id: a.id });
    expect((await k.call('PUT', `/api/award/${a.id}`, admin.accessToken, { name: 'Back' })).statusCode).toBe(
      404,
    );
    const after = json(await k.call('GET', '/api/users/awardPermissions', giver.accessToken)).result.awards;
    expect(after.map((x: { id: number }) => x.id)).not.toContain(a.id);

    // Every admin write of the award is audited (issue 13 item 7).
    const audited = await t.database.db
      .select({ action: adminActions.action, data: adminActions.data })
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'award'), eq(adminActions.targetId, a.id)))
      .orderBy(asc(adminActions.id));
    expect(audited.map((row) => row.action)).toEqual([
      'award.create',
      'award.update',
      'award.grant',
      'award.remove',
    ]);
    expect(audited[2]?.data).toEqual({ userID: giver.userId });
  });

  it('nominations by the owner: unique awards (spec/001 §5 "Awards to nominate must be unique")', async () => {
    const a = await award();
    const c = await award({ name: 'Community choice' });
    const b = await k.board(owner);
    const dup = await k.call('PUT', `/api/projects/${b.id}/createNominations`, owner.accessToken, {
      awardIDs: [a.id, a.id],
    });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).messages[0]).toBe('Awards to nominate must be unique');
    expect(
      (
        await k.call('PUT', `/api/projects/${b.id}/createNominations`, stranger.accessToken, {
          awardIDs: [a.id],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      json(
        await k.call('PUT', `/api/projects/${b.id}/createNominations`, owner.accessToken, {
          awardIDs: [a.id, c.id],
        }),
      ).result,
    ).toEqual({
      success: true,
    });
    expect(
      (
        await k.call('PUT', `/api/projects/${b.id}/createNominations`, owner.accessToken, {
          awardIDs: [a.id],
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await k.call('PUT', `/api/projects/${b.id}/createNominations`, owner.accessToken, {
          awardIDs: [2147483000],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sets the blue ribbon (spec/000 §3 BlueRibbon)', async () => {
    const b = await k.board(owner);
    expect(
      json(await k.call('PUT', `/api/projects/${b.id}/blueRibbon`, admin.accessToken, { BlueRibbon: true }))
        .result,
    ).toEqual({
      BlueRibbon: true,
    });
    expect(json(await k.call('GET', `/api/projects/${b.id}`)).result.project.BlueRibbon).toBe(true);
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/blueRibbon`, owner.accessToken, { BlueRibbon: false }))
        .statusCode,
    ).toBe(404);
  });
});
