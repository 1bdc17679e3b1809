import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let owner: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  staff = await makeUser(t, { roles: ['curator'] });
});
afterAll(async () => {
  await t.close();
});

const board = (isPrivate = false) =>
  makeBoard(t, owner, { title: 'Rain gauge', description: 'Measuring rain', sections: ['Plan'], isPrivate });

const ids = (r: { result: { projects: { id: number }[] } }) => r.result.projects.map((p) => p.id);

describe('the review of boards (spec/000 §2, §4; staff only)', () => {
  it('sets and clears status bits, and lists the boards by review state', async () => {
    const b = await board();
    const set = await t.call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { add: [1, 32] });
    expect(json(set).result).toEqual({ status: 33 });
    expect(json(await t.call('GET', `/api/projects/${b.id}`)).result.project.projectStatus).toEqual({
      status: 33,
    });
    expect(ids(json(await t.call('GET', '/api/partner/submissions', staff.accessToken)))).toContain(b.id);
    const cleared = await t.call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { remove: [32] });
    expect(json(cleared).result).toEqual({ status: 1 });
    expect(
      json(await t.call('GET', '/api/partner/submissions?filter=pending&limit=0&offset=0', staff.accessToken))
        .result,
    ).toEqual({ total: expect.any(Number) });
  });

  it('approves, and declines only with a reason', async () => {
    const b = await board();
    await t.call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { add: [1] });
    const bare = await t.call('PUT', `/api/projects/${b.id}/review`, staff.accessToken, { status: 2 });
    expect(bare.statusCode).toBe(400);
    expect(json(bare).code).toBe('DECLINE_REASON_REQUIRED');
    const declined = await t.call('PUT', `/api/projects/${b.id}/review`, staff.accessToken, {
      status: 2,
      reason: 'Add your measurements',
    });
    expect(json(declined).result).toEqual({
      Pending: false,
      Approved: false,
      Declined: true,
      status: 2,
      reason: 'Add your measurements',
    });
    expect(
      ids(json(await t.call('GET', '/api/partner/submissions?filter=declined', staff.accessToken))),
    ).toContain(b.id);
    const approved = await t.call('PUT', `/api/projects/${b.id}/review`, staff.accessToken, { status: 4 });
    expect(json(approved).result).toMatchObject({ Approved: true, Declined: false, status: 4, reason: null });
  });

  it('sets coordinator flags on any board, private ones too; others are refused', async () => {
    const b = await board(true);
    const r = await t.call('PUT', `/api/projects/${b.id}/flags`, staff.accessToken, { isLocked: true });
    expect(json(r).result).toEqual({ isHidden: false, isLocked: true, submitted: false, isPrivate: true });
    expect(
      (await t.call('PUT', `/api/projects/${b.id}/flags`, owner.accessToken, { isLocked: false })).statusCode,
    ).toBe(403);
    expect((await t.call('PUT', '/api/projects/2147483000/flags', staff.accessToken, {})).statusCode).toBe(
      404,
    );
  });
});
