import { expect } from 'vitest';
import { makeBoard, makeUser } from './factories.ts';
import { fairKit } from './fairs-support.ts';
import type { Session, TestApp } from './helpers.ts';

export type JudgingPoll = { id: number; options: { id: number }[] };

/**
 * Judging fixtures (issue 11): a fair in its judging window run by a judgingAdmin and a coordinator,
 * its judges, approved boards of an entrant and a rubric question scored 1, 3 or 5; teams made and
 * linked by the coordinator; a judge's score.
 */
export function judgingKit(t: TestApp) {
  const k = fairKit(t);
  let people: Promise<{ admin: Session; coordinator: Session; entrant: Session }> | null = null;
  const cast = () => {
    people ??= (async () => ({
      admin: await makeUser(t, { roles: ['judgingAdmin'] }),
      coordinator: await makeUser(t),
      entrant: await makeUser(t),
    }))();
    return people;
  };

  async function judgingFair(judgeCount = 2, boardCount = 2, overrides: Record<string, unknown> = {}) {
    const { admin, coordinator, entrant } = await cast();
    const fair = await k.fair(admin, { districts: [], questions: [], ...overrides });
    await k.staff(admin, fair.id, coordinator, 'coordinator');
    const judges: Session[] = [];
    for (let i = 0; i < judgeCount; i++) {
      const judge = await makeUser(t, { firstName: `Judge${i}` });
      await k.staff(admin, fair.id, judge, 'judge');
      judges.push(judge);
    }
    const boards: { id: number; title: string }[] = [];
    for (let i = 0; i < boardCount; i++) {
      const board = await makeBoard(t, entrant, { title: `Entry ${i}` });
      await k.submit(entrant, board.id, [{ id: fair.id, answers: [] }]);
      await t.call('PUT', `/api/projects/${board.id}/review`, admin.accessToken, {
        fairID: fair.id,
        status: 4,
      });
      boards.push(board);
    }
    const poll = await question(fair.id, 'Scientific method', 'method');
    return { fair, judges, boards, poll };
  }

  async function question(fairId: number, text: string, tag: string, maxScore = 5): Promise<JudgingPoll> {
    const { admin } = await cast();
    const r = await t.call('POST', '/api/poll', admin.accessToken, {
      question: text,
      kind: 'judging',
      fairID: fairId,
      maxScore,
      options: [
        { text: 'Weak', score: 1, tag },
        { text: 'Good', score: 3, tag },
        { text: 'Strong', score: 5, tag },
      ],
    });
    expect(r.status).toBe(201);
    return r.data.result.poll as JudgingPoll;
  }

  async function team(fairId: number, judges: Session[], name = 'Team') {
    const { coordinator } = await cast();
    const r = await t.call('POST', '/api/judging/teams', coordinator.accessToken, {
      fairID: fairId,
      name,
      userNames: judges.map((j) => j.userName),
    });
    expect(r.status).toBe(201);
    return r.data.result.team as { id: number; projectIDs: number[] };
  }

  async function link(teamId: number, projectIDs: number[], who?: Session) {
    const { coordinator } = await cast();
    return t.call('POST', `/api/judging/teams/${teamId}/projects`, (who ?? coordinator).accessToken, {
      projectIDs,
    });
  }

  const score = (judge: Session, poll: JudgingPoll, projectID: number, option = 0) =>
    t.call('POST', '/api/poll/user/option', judge.accessToken, {
      pollID: poll.id,
      optionID: poll.options[option]!.id,
      projectID,
    });

  return { k, cast, judgingFair, question, team, link, score };
}
