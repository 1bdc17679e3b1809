import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type Session, type TestApp } from '../../test/helpers.ts';
import { queryRows } from '../db/client.ts';
import { conflictPairs, pairKey } from '../modules/judging/conflicts.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
let fairId: number;
let nia: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
  const fairs = (await t.call('GET', '/api/fairs')).data.result.fairs;
  fairId = fairs.find((f: { abbreviation: string }) => f.abbreviation === 'YSC').id;
  nia = await login(t, 'coord_nia', DEMO_PASSWORD);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo fair’s judging (issue 11 item 8)', () => {
  it('has teams with a schedule and linked boards, scores in the results and a live floor', async () => {
    const teams = (await t.call('GET', `/api/judging/teams?fairID=${fairId}`, nia.accessToken)).data.result
      .teams;
    expect(teams).toHaveLength(2);
    for (const team of teams) {
      expect(team.schedule.startDatetime).not.toBeNull();
      expect(team.projectIDs.length).toBeGreaterThanOrEqual(3);
      expect(team.memberships[0].role).toBe('lead');
    }
    const results = (await t.call('GET', `/api/judging/results?fairID=${fairId}`, nia.accessToken)).data
      .result;
    expect(results.maxTotal).toBe(10);
    expect(
      results.projects.filter((p: { judgeCount: number }) => p.judgeCount > 0).length,
    ).toBeGreaterThanOrEqual(3);
    expect(results.projects[0].rank).toBe(1);
    const floor = (await t.call('GET', `/api/judging/floor?fairID=${fairId}`, nia.accessToken)).data.result;
    expect(floor.teams.map((x: { scored: number }) => x.scored)).toEqual([3, 2]);
    expect(floor.waiting.length).toBeGreaterThan(0);
    const registrations = (
      await t.call('GET', `/api/judging/registrations?fairID=${fairId}`, nia.accessToken)
    ).data.result.registrations;
    expect(registrations.map((r: { status: string }) => r.status)).toEqual(['approved', 'approved']);
  });

  it('gives every approved entry a grade band of the fair and a language (spec/000 §9)', async () => {
    const boards = (
      await t.call('GET', `/api/judging/registration_projects?fairID=${fairId}`, nia.accessToken)
    ).data.result.projects as { gradeBand: string | null; language: string | null }[];
    expect(boards.length).toBeGreaterThan(0);
    for (const board of boards) {
      expect(['Junior 7/8', 'Intermediate 9/10']).toContain(board.gradeBand);
      expect(['en', 'de', 'fr']).toContain(board.language);
    }
    expect(new Set(boards.map((b) => b.gradeBand)).size).toBe(2);
  });

  it('no seeded score breaks a rule: no conflict, and the judges can go on scoring now', async () => {
    const answers = await queryRows<{ user_id: number; project_id: number }>(
      t.database.db,
      sql`select a.user_id, a.project_id from poll_answers a join polls p on p.id = a.poll_id where p.kind = 'judging'`,
    );
    const conflicts = await conflictPairs(t.database.db, { fairId });
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers)
      expect(conflicts.has(pairKey(Number(a.user_id), Number(a.project_id)))).toBe(false);
    const ana = await login(t, 'judge_ana', DEMO_PASSWORD);
    const mine = (await t.call('GET', `/api/judging/registration_projects?fairID=${fairId}`, ana.accessToken))
      .data.result.projects;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const poll = (await t.call('GET', `/api/poll/all?kind=judging&fairID=${fairId}`)).data.result.polls.at(
      -1,
    );
    const r = await t.call('POST', '/api/poll/user/option', ana.accessToken, {
      pollID: poll.id,
      optionID: poll.options[3].id,
      projectID: mine.at(-1).id,
    });
    expect(r.status).toBe(200);
  });
});
