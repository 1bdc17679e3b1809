import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { judgingKit } from '../../../test/judging-support.ts';

let t: TestApp;
let kit: ReturnType<typeof judgingKit>;
let admin: Session;
let entrant: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  kit = judgingKit(t);
  ({ admin, entrant } = await kit.cast());
  stranger = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('feedback back on the board (issue 11 item 7: GET /projects/{id}/judging)', () => {
  it('shows the entrants their result and rubric means once results are published, never who judged', async () => {
    const { fair, judges, boards, poll } = await kit.judgingFair(2, 2);
    const team = await kit.team(fair.id, judges);
    expect(
      (
        await kit.link(
          team.id,
          boards.map((b) => b.id),
        )
      ).status,
    ).toBe(200);
    // Judge 0 gives Strong to board 0 and Weak to board 1; judge 1 gives Good to both.
    for (const [judge, board, option] of [
      [0, 0, 2],
      [0, 1, 0],
      [1, 0, 1],
      [1, 1, 1],
    ] as const)
      expect((await kit.score(judges[judge]!, poll, boards[board]!.id, option)).status).toBe(200);
    const read = (who: Session) => t.call('GET', `/api/projects/${boards[0]!.id}/judging`, who.accessToken);

    // An award of this fair and one of no fair, both given to the board.
    const awarder = await makeUser(t, { roles: ['admin'] });
    const award = async (body: Record<string, unknown>) => {
      const r = await t.call('POST', '/api/award', awarder.accessToken, body);
      expect(r.status).toBe(201);
      const id = r.data.result.award.id as number;
      expect(
        (await t.call('POST', `/api/award/${id}/project/${boards[0]!.id}`, awarder.accessToken)).status,
      ).toBe(200);
      return id;
    };
    const best = await award({ name: 'Best in fair', description: 'The top board', fairID: fair.id });
    await award({ name: 'Community favourite' });

    // Before the results date: the date only, and no award yet.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await t.call('PUT', `/api/fairs/${fair.id}`, admin.accessToken, { resultsAt: later });
    const early = (await read(entrant)).data.result.fairs[0];
    expect(early).toMatchObject({
      fairID: fair.id,
      published: false,
      result: null,
      questions: [],
      awards: [],
    });

    // After it: rank 1 of 2, the mean of the scores per question, and no judge anywhere.
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.call('PUT', `/api/fairs/${fair.id}`, admin.accessToken, { resultsAt: past });
    const answer = await read(entrant);
    expect(answer.status).toBe(200);
    const mine = answer.data.result.fairs[0];
    expect(mine.published).toBe(true);
    expect(mine.result).toMatchObject({ rank: 1, of: 2, judgeCount: 2, rawScore: 4, maxTotal: 5 });
    expect(mine.questions).toEqual([{ question: 'Scientific method', maxScore: 5, average: 4 }]);
    // The fair's award shows; an award of no fair is not this fair's.
    expect(mine.awards).toEqual([{ id: best, name: 'Best in fair', description: 'The top board' }]);
    for (const judge of judges) expect(JSON.stringify(answer.data)).not.toContain(judge.userName);

    // Someone outside the board reads nothing of it.
    expect((await read(stranger)).status).toBe(403);
    expect((await t.call('GET', `/api/projects/${boards[0]!.id}/judging`)).status).toBe(401);
  });
});
