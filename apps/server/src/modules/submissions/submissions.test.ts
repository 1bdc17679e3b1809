import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
let owner: Session;
let staff: Session;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await signupAndVerify(t);
  const s = await signupAndVerify(t);
  await grantRole(t, s.userName, 'curator');
  staff = await login(t, s.userName);
  categoryId = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function board(isPrivate = false) {
  const r = await call('POST', '/api/projects', owner.accessToken, {
    title: 'Rain gauge',
    description: 'Measuring rain',
    categories: [categoryId],
    sections: [{ title: 'Plan', body: '<p>A bottle.</p>' }],
    isPrivate,
  });
  return json(r).result.project as { id: number };
}

describe('the status bits and coordinator flags (spec/000 §4; admin-type staff on every board)', () => {
  it('sets and clears status bits', async () => {
    const b = await board();
    const set = await call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { add: [1, 32] });
    expect(json(set).result).toEqual({ status: 33 });
    expect(json(await call('GET', `/api/projects/${b.id}`)).result.project.projectStatus).toEqual({
      status: 33,
    });
    const cleared = await call('PUT', `/api/projects/${b.id}/status`, staff.accessToken, { remove: [32] });
    expect(json(cleared).result).toEqual({ status: 1 });
  });

  it('reviews only what was submitted to a fair: a board in no fair is a 404', async () => {
    const b = await board();
    const r = await call('PUT', `/api/projects/${b.id}/review`, staff.accessToken, { status: 4 });
    expect(r.statusCode).toBe(404);
  });

  it('sets coordinator flags on any board, private ones too; to others the board is not there', async () => {
    const b = await board(true);
    const r = await call('PUT', `/api/projects/${b.id}/flags`, staff.accessToken, { isLocked: true });
    expect(json(r).result).toEqual({ isHidden: false, isLocked: true, submitted: false, isPrivate: true });
    expect(
      (await call('PUT', `/api/projects/${b.id}/flags`, owner.accessToken, { isLocked: false })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/projects/2147483000/flags', staff.accessToken, {})).statusCode).toBe(404);
  });
});
