import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, login, type TestApp } from '../../test/helpers.ts';
import { seedClassesAndPins } from './classes.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
  await seedClassesAndPins(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo classes and pins (issue 12 item 6)', () => {
  it('has a teacher with a class of approved and pending students, each answer beside the name', async () => {
    const teacher = await login(t, 'tmueller', DEMO_PASSWORD);
    const [klass] = json(
      await t.app.inject({ url: '/api/teachers/classes', headers: bearer(teacher.accessToken) }),
    ).result.classes;
    expect(klass).toMatchObject({ name: 'Physik 9b', counts: { approved: 2, pending: 1 } });
    const students = json(
      await t.app.inject({
        url: `/api/teachers/classes/${klass.id}/students`,
        headers: bearer(teacher.accessToken),
      }),
    ).result.students;
    expect(students.map((s: { userName: string; status: string }) => [s.userName, s.status]).sort()).toEqual([
      ['lea', 'approved'],
      ['noah', 'pending'],
      ['sam', 'approved'],
    ]);
    expect(students.every((s: { userAnswer: string }) => s.userAnswer?.startsWith('Group'))).toBe(true);
  });

  it('lets the class make public boards, so Sam (a student in it) still publishes his demo story', async () => {
    const teacher = await login(t, 'tmueller', DEMO_PASSWORD);
    const [klass] = json(
      await t.app.inject({ url: '/api/teachers/classes', headers: bearer(teacher.accessToken) }),
    ).result.classes;
    expect(klass.allowPublicBoards).toBe(true);
    const sam = await login(t, 'sam', DEMO_PASSWORD);
    const board = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(sam.accessToken),
        payload: { draft: true },
      }),
    ).result.project;
    const made = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${board.id}`,
      headers: bearer(sam.accessToken),
      payload: { isPrivate: false },
    });
    expect(made.statusCode).toBe(200);
  });

  it('has a booth with a pin and a question, and people holding collected and swapped pins', async () => {
    const pin = json(await t.app.inject('/api/user/booth_solar/pin')).result.pin;
    expect(pin.questions).toHaveLength(1);
    const lea = json(await t.app.inject('/api/user/lea/pins')).result.pins;
    expect(lea.map((p: { owner: { userName: string }; via: string }) => [p.owner.userName, p.via])).toEqual([
      ['booth_solar', 'collect'],
      ['priya', 'swap'],
    ]);
    const sam = await login(t, 'sam', DEMO_PASSWORD);
    const swaps = json(await t.app.inject({ url: '/api/pin/swapped', headers: bearer(sam.accessToken) }))
      .result.swaps;
    expect(swaps).toEqual([expect.objectContaining({ status: 'pending', to: { userName: 'priya' } })]);
  });
});
