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

// The fair pipeline itself (submitting, review, lists) is in modules/fairs/fairs.test.ts.
describe('the status bits and coordinator flags (spec/000 §4; admin-type staff on every board)', () => {
  it('sets and clears status bits', async () => {
    const b = await board();
    const set = await t.call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { add: [1, 32] });
    expect(json(set).result).toEqual({ status: 33 });
    expect(json(await t.call('GET', `/api/projects/${b.id}`)).result.project.projectStatus).toEqual({
      status: 33,
    });
    const cleared = await t.call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { remove: [32] });
    expect(json(cleared).result).toEqual({ status: 1 });
  });

  it('reviews only what was submitted to a fair: a board in no fair is a 404', async () => {
    const b = await board();
    const r = await t.call('PUT', `/api/projects/${b.id}/review`, staff.accessToken, { status: 4 });
    expect(r.statusCode).toBe(404);
  });

  it('sets coordinator flags on any board, private ones too; to others the board is not there', async () => {
    const b = await board(true);
    const r = await t.call('PUT', `/api/projects/${b.id}/flags`, staff.accessToken, { isLocked: true });
    expect(json(r).result).toEqual({ isHidden: false, isLocked: true, submitted: false, isPrivate: true });
    expect(
      (await t.call('PUT', `/api/projects/${b.id}/flags`, owner.accessToken, { isLocked: false })).statusCode,
    ).toBe(404);
    expect((await t.call('PUT', '/api/projects/2147483000/flags', staff.accessToken, {})).statusCode).toBe(
      404,
    );
  });
});
