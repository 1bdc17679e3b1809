import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { judgingKit } from '../../../test/judging-support.ts';

let t: TestApp;
let kit: ReturnType<typeof judgingKit>;
let admin: Session;
let coordinator: Session;
let entrant: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  kit = judgingKit(t);
  ({ admin, coordinator, entrant } = await kit.cast());
});
afterAll(async () => {
  await t.close();
});

const generate = (body: Record<string, unknown>, who: Session = coordinator) =>
  t.call('POST', '/api/judging/generateTeams', who.accessToken, body);

describe('generateTeams (api.md "Judging")', () => {
  it('makes teams of teamSize; every board seen by judgesPerProject judges, never by one in conflict', async () => {
    const { fair, judges, boards, poll } = await kit.judgingFair(6, 4);
    // The first judge is a member of the first board: a conflict found by itself.
    await addMember(t, boards[0]!.id, judges[0]!, 'contributor');
    const r = await generate({ fairID: fair.id, teamSize: 2, judgesPerProject: 3 });
    expect(r.status).toBe(200);
    const teams = r.data.result.teams as {
      id: number;
      memberships: { user: { id: number }; role: string }[];
      projectIDs: number[];
    }[];
    expect(teams).toHaveLength(3);
    for (const team of teams) expect(team.memberships).toHaveLength(2);
    expect(teams.flatMap((x) => x.memberships.map((m) => m.user.id)).sort()).toEqual(
      judges.map((j) => j.userId).sort(),
    );
    for (const board of boards) {
      const seenBy = teams
        .filter((x) => x.projectIDs.includes(board.id))
        .flatMap((x) => x.memberships.map((m) => m.user.id));
      expect(seenBy.length).toBeGreaterThanOrEqual(3);
      if (board.id === boards[0]!.id) expect(seenBy).not.toContain(judges[0]!.userId);
    }
    // A judge of a generated team scores its boards.
    const first = teams.find((x) => x.projectIDs.length)!;
    const judge = judges.find((j) => j.userId === first.memberships[0]!.user.id)!;
    expect((await kit.score(judge, poll, first.projectIDs[0]!)).status).toBe(200);
    // The teams are the fair's now; generating again replaces them.
    const listed = await t.call('GET', `/api/judging/teams?fairID=${fair.id}`, coordinator.accessToken);
    expect(listed.data.result.teams.map((x: { id: number }) => x.id)).toEqual(teams.map((x) => x.id));
    const again = await generate({ fairID: fair.id, teamSize: 3 });
    expect(again.data.result.teams).toHaveLength(2);
    const log = await t.call('GET', `/api/judging/audit?fairID=${fair.id}`, admin.accessToken);
    expect(
      log.data.result.entries.filter((e: { action: string }) => e.action === 'teams.generate'),
    ).toHaveLength(2);
  });

  it('spec/000 §5 tag errors, with the spec’s exact messages', async () => {
    const { fair, poll } = await kit.judgingFair(2, 1);
    const untagged = (
      await t.call('POST', '/api/poll', admin.accessToken, {
        question: 'Notes',
        kind: 'judging',
        fairID: fair.id,
        options: [{ text: 'Kept', score: 1 }],
      })
    ).data.result.poll;
    const cases: [Record<string, unknown>, string][] = [
      [{ templateIds: [] }, 'Team project template IDs not initialized.'],
      [{ teamTemplateId: 5 }, 'Team project template IDs not initialized.'],
      [{ filterOptions: [2147483000] }, 'Team project filter not exist.'],
      [{ filterOptions: [untagged.options[0].id] }, 'Team project filter group does not exist.'],
    ];
    for (const [extra, message] of cases) {
      const r = await generate({ fairID: fair.id, teamSize: 2, ...extra });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.data.messages).toEqual([message]);
    }
    expect((await generate({ fairID: fair.id, filterOptions: [poll.options[0]!.id] })).status).toBe(200);
    // diversifiedQuestionIds name the fair's own questions.
    expect((await generate({ fairID: fair.id, diversifiedQuestionIds: [2147483000] })).status).toBe(400);
    expect((await generate({ fairID: fair.id, diversifiedQuestionIds: [poll.id] })).status).toBe(200);
  });

  it('filterOptions keep the boards with a chosen option of every tag group; templateIds keep their boards', async () => {
    const { fair, boards } = await kit.judgingFair(3, 3);
    // A question the entrants answer for their boards (a project poll of the fair) with tags.
    const topic = (
      await t.call('POST', '/api/poll', admin.accessToken, {
        question: 'Topic',
        kind: 'project',
        fairID: fair.id,
        options: [
          { text: 'Solar', tag: 'energy' },
          { text: 'Wind', tag: 'energy' },
        ],
      })
    ).data.result.poll;
    await t.call('POST', '/api/poll/user/option', entrant.accessToken, {
      pollID: topic.id,
      optionID: topic.options[0].id,
      projectID: boards[1]!.id,
    });
    const r = await generate({
      fairID: fair.id,
      teamSize: 1,
      judgesPerProject: 1,
      filterOptions: [topic.options[0].id],
    });
    expect(r.status).toBe(200);
    expect(r.data.result.teams.flatMap((x: { projectIDs: number[] }) => x.projectIDs)).toEqual([
      boards[1]!.id,
    ]);
    const none = await generate({ fairID: fair.id, teamSize: 1, templateIds: [2147483000] });
    expect(none.data.result.teams.flatMap((x: { projectIDs: number[] }) => x.projectIDs)).toEqual([]);
  });

  it('refuses a fair without judges (409 NO_JUDGES), a fair with a locked team (409 TEAM_LOCKED), and non-organisers (403)', async () => {
    const empty = await kit.judgingFair(0, 1);
    expect((await generate({ fairID: empty.fair.id })).data.code).toBe('NO_JUDGES');
    const { fair, judges } = await kit.judgingFair(2, 1);
    const team = await kit.team(fair.id, [judges[0]!]);
    await t.call('GET', `/api/judging/setTeamLock?teamID=${team.id}`, coordinator.accessToken);
    expect((await generate({ fairID: fair.id })).data.code).toBe('TEAM_LOCKED');
    expect((await generate({ fairID: fair.id }, judges[0]!)).status).toBe(403);
    expect((await generate({ fairID: fair.id }, entrant)).status).toBe(403);
  });
});

describe('matching on grade band and language (issue 11: "matched on expertise, grade band and language where possible")', () => {
  it('sends each board to the team whose judge judges its band and reads its language, unless a conflict forbids it', async () => {
    const { fair } = await kit.judgingFair(0, 0);
    // Two judges: one for Junior boards in English, one for Intermediate boards in German.
    const judge = async (languages: string[], gradeBands: string[]) => {
      const person = await makeUser(t);
      const r = await t.call('POST', '/api/judging/register', person.accessToken, {
        fairID: fair.id,
        languages,
        gradeBands,
      });
      expect(r.status).toBe(201);
      await t.call(
        'PUT',
        `/api/judging/registrations/${r.data.result.registration.id}`,
        coordinator.accessToken,
        {
          status: 'approved',
        },
      );
      return person;
    };
    // The Intermediate judge comes first, so a tie left unmatched would go to their team.
    const intermediate = await judge(['de'], ['Intermediate 9/10']);
    const junior = await judge(['en'], ['Junior 7/8']);
    const entry = async (title: string, gradeBand: string, language: string) => {
      const board = await makeBoard(t, entrant, { title });
      const r = await kit.k.submit(entrant, board.id, [{ id: fair.id, answers: [], gradeBand, language }]);
      expect(r.statusCode, r.body).toBe(200);
      await t.call('PUT', `/api/projects/${board.id}/review`, admin.accessToken, {
        fairID: fair.id,
        status: 4,
      });
      return board.id;
    };
    // Balance comes first (assignment.ts rule 3): entries alternate, so matching decides between
    // equally loaded teams each time.
    const juniorEn: number[] = [];
    const interDe: number[] = [];
    for (const n of ['one', 'two']) {
      juniorEn.push(await entry(`Junior ${n}`, 'Junior 7/8', 'en'));
      interDe.push(await entry(`Intermediate ${n}`, 'Intermediate 9/10', 'de'));
    }
    // registration_projects tells the organiser each board's band and language.
    const listed = await t.call(
      'GET',
      `/api/judging/registration_projects?fairID=${fair.id}`,
      coordinator.accessToken,
    );
    expect(listed.data.result.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: juniorEn[0], gradeBand: 'Junior 7/8', language: 'en' }),
        expect.objectContaining({ id: interDe[1], gradeBand: 'Intermediate 9/10', language: 'de' }),
      ]),
    );
    const teamOf = async () => {
      const r = await generate({ fairID: fair.id, teamSize: 1, judgesPerProject: 1 });
      expect(r.status).toBe(200);
      const teams = r.data.result.teams as {
        memberships: { user: { id: number } }[];
        projectIDs: number[];
      }[];
      return (userId: number) =>
        [...teams.find((x) => x.memberships.some((m) => m.user.id === userId))!.projectIDs].sort();
    };
    let boardsOf = await teamOf();
    expect(boardsOf(junior.userId)).toEqual([...juniorEn].sort());
    expect(boardsOf(intermediate.userId)).toEqual([...interDe].sort());
    // A conflict wins over the match: the Junior judge in a Junior board's team never sees it.
    await addMember(t, juniorEn[0]!, junior, 'contributor');
    boardsOf = await teamOf();
    expect(boardsOf(junior.userId)).not.toContain(juniorEn[0]);
    expect(boardsOf(intermediate.userId)).toContain(juniorEn[0]);
    expect(boardsOf(junior.userId)).toContain(juniorEn[1]);
  });
});

describe('linkByTags (api.md "Judging")', () => {
  it('links the boards whose answers carry a tag of every group, within limit, to the teams', async () => {
    const { fair, judges, boards } = await kit.judgingFair(2, 3);
    const topic = (
      await t.call('POST', '/api/poll', admin.accessToken, {
        question: 'Topic',
        kind: 'project',
        fairID: fair.id,
        options: [
          { text: 'Solar', tag: 'energy' },
          { text: 'Frogs', tag: 'biology' },
        ],
      })
    ).data.result.poll;
    const answer = (boardId: number, option: number) =>
      t.call('POST', '/api/poll/user/option', entrant.accessToken, {
        pollID: topic.id,
        optionID: topic.options[option].id,
        projectID: boardId,
      });
    await answer(boards[0]!.id, 0);
    await answer(boards[2]!.id, 0);
    await answer(boards[1]!.id, 1);
    const a = await kit.team(fair.id, [judges[0]!], 'A');
    const b = await kit.team(fair.id, [judges[1]!], 'B');
    const link = (body: Record<string, unknown>) =>
      t.call('POST', '/api/judging/linkByTags', coordinator.accessToken, { fairID: fair.id, ...body });
    const r = await link({ tagGroups: [['energy']], judgesPerProject: 1 });
    expect(r.status).toBe(200);
    const linked = r.data.result.teams.flatMap((x: { projectIDs: number[] }) => x.projectIDs).sort();
    expect(linked).toEqual([boards[0]!.id, boards[2]!.id].sort());
    // Already linked boards are skipped; `limit` caps what is linked.
    const more = await link({
      tagGroups: [['energy', 'biology']],
      excludeLinkedProjects: true,
      limit: 1,
      judgesPerProject: 1,
    });
    expect(more.data.result.teams.flatMap((x: { projectIDs: number[] }) => x.projectIDs).sort()).toEqual(
      boards.map((x) => x.id).sort(),
    );
    // replaceAll starts over.
    const replaced = await link({ tagGroups: [['biology']], replaceAll: true, judgesPerProject: 2 });
    const teams = replaced.data.result.teams as { id: number; projectIDs: number[] }[];
    expect(teams.map((x) => [x.id, x.projectIDs])).toEqual([
      [a.id, [boards[1]!.id]],
      [b.id, [boards[1]!.id]],
    ]);
    expect((await link({ tagGroups: [['weather']] })).data.messages).toEqual([
      'Team project filter group does not exist.',
    ]);
    expect((await link({ templateIds: [] })).data.messages).toEqual([
      'Team project template IDs not initialized.',
    ]);
  });
});

describe('results, report and floor (api.md "Judging")', () => {
  /** Two judges score three boards; the second is harsh. A fourth board has no score yet. */
  async function scored() {
    const setup = await kit.judgingFair(2, 4);
    const { fair, judges, boards, poll } = setup;
    const team = await kit.team(fair.id, judges);
    await kit.link(
      team.id,
      boards.map((b) => b.id),
    );
    const marks: [number, number, number][] = [
      [0, 0, 2],
      [0, 1, 1],
      [0, 2, 0],
      [1, 0, 1],
      [1, 1, 0],
      [1, 2, 0],
    ];
    for (const [judge, board, option] of marks)
      expect((await kit.score(judges[judge]!, poll, boards[board]!.id, option)).status).toBe(200);
    return { ...setup, team };
  }

  it('raw and normalised scores side by side, the judges behind each, ranks; unscored boards last', async () => {
    const { fair, boards } = await scored();
    const r = await t.call('GET', `/api/judging/results?fairID=${fair.id}`, coordinator.accessToken);
    expect(r.status).toBe(200);
    // Judge A: 5, 3, 1; judge B: 3, 1, 1. Raw = mean; normalised = mean of each judge's z-scores.
    expect(r.data.result).toEqual({
      projects: [
        { id: boards[0]!.id, title: 'Entry 0', rawScore: 4, normalizedScore: 1.3195, judgeCount: 2, rank: 1 },
        {
          id: boards[1]!.id,
          title: 'Entry 1',
          rawScore: 2,
          normalizedScore: -0.3536,
          judgeCount: 2,
          rank: 2,
        },
        {
          id: boards[2]!.id,
          title: 'Entry 2',
          rawScore: 1,
          normalizedScore: -0.9659,
          judgeCount: 2,
          rank: 3,
        },
        { id: boards[3]!.id, title: 'Entry 3', rawScore: 0, normalizedScore: 0, judgeCount: 0, rank: 4 },
      ],
      maxTotal: 5,
    });
    const asc = await t.call(
      'GET',
      `/api/judging/results?fairID=${fair.id}&sort=asc`,
      coordinator.accessToken,
    );
    expect(asc.data.result.projects.map((p: { rank: number }) => p.rank)).toEqual([4, 3, 2, 1]);
  });

  it('spec/000 §5: the filter keeps a board with a chosen option of every tag group; none without answers', async () => {
    const { fair, poll } = await scored();
    const all = (await t.call('GET', `/api/judging/results?fairID=${fair.id}`, admin.accessToken)).data.result
      .projects;
    const ids = async (options: number[]) =>
      (
        await t.call(
          'GET',
          `/api/judging/results?fairID=${fair.id}&${options.map((o) => `optionIDs=${o}`).join('&')}`,
          admin.accessToken,
        )
      ).data.result.projects.map((p: { id: number }) => p.id);
    // Strong was chosen for the first board only; Strong or Weak (one tag group) for the first three.
    expect(await ids([poll.options[2]!.id])).toEqual([all[0].id]);
    expect(await ids([poll.options[2]!.id, poll.options[0]!.id])).toEqual([all[0].id, all[1].id, all[2].id]);
    // A second tag group: both groups must be met.
    const clarity = await kit.question(fair.id, 'Clarity', 'clarity');
    expect(await ids([poll.options[2]!.id, clarity.options[0]!.id])).toEqual([]);
    expect(
      (await t.call('GET', `/api/judging/results?fairID=${fair.id}&optionIDs=2147483000`, admin.accessToken))
        .status,
    ).toBe(400);
  });

  it('spec/000 §5: maxTotal is the sum of the questions’ maxScore over the number of team project templates', async () => {
    const { fair, judges } = await kit.judgingFair(2, 0);
    await kit.question(fair.id, 'Clarity', 'clarity', 10);
    const max = async () =>
      (await t.call('GET', `/api/judging/results?fairID=${fair.id}`, admin.accessToken)).data.result.maxTotal;
    expect(await max()).toBe(15);
    await generate({ fairID: fair.id, teamSize: 1, templateIds: [11, 12, 13] });
    expect(judges).toHaveLength(2);
    expect(await max()).toBe(5);
  });

  it('the distribution: each judge’s totals (the harsh one lower) and each board’s, on the scale of maxTotal', async () => {
    const { fair, judges, boards } = await scored();
    const r = await t.call('GET', `/api/judging/distribution?fairID=${fair.id}`, coordinator.accessToken);
    expect(r.status).toBe(200);
    const byName = [...judges].sort((a, b) => a.userName.localeCompare(b.userName));
    const totalsOf: Record<string, number[]> = {
      [judges[0]!.userName]: [1, 3, 5],
      [judges[1]!.userName]: [1, 1, 3],
    };
    expect(r.data.result).toEqual({
      maxTotal: 5,
      judges: byName.map((j) => ({ userName: j.userName, totals: totalsOf[j.userName] })),
      boards: [
        { id: boards[0]!.id, title: 'Entry 0', totals: [3, 5] },
        { id: boards[1]!.id, title: 'Entry 1', totals: [1, 3] },
        { id: boards[2]!.id, title: 'Entry 2', totals: [1, 1] },
        { id: boards[3]!.id, title: 'Entry 3', totals: [] },
      ],
    });
  });

  it('results, report, floor and distribution are the organisers’: judges and entrants get 403', async () => {
    const { fair, judges } = await scored();
    for (const path of ['results', 'getReport', 'floor', 'distribution'])
      for (const who of [judges[0]!, entrant])
        expect((await t.call('GET', `/api/judging/${path}?fairID=${fair.id}`, who.accessToken)).status).toBe(
          403,
        );
  });

  it('the report as CSV and as an XLSX that parses', async () => {
    const { fair, boards } = await scored();
    const csv = await t.call(
      'GET',
      `/api/judging/getReport?fairID=${fair.id}&format=csv`,
      coordinator.accessToken,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Rank,Board ID,Title,Raw score,Normalised score,Judges,Max total');
    expect(lines[1]).toBe(`1,${boards[0]!.id},Entry 0,4,1.3195,2,5`);
    expect(lines).toHaveLength(5);
    const xlsx = await t.call(
      'GET',
      `/api/judging/getReport?fairID=${fair.id}&format=xlsx`,
      coordinator.accessToken,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Results')!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, boards[0]!.id, 'Entry 0', 4, 1.3195, 2, 5]);
  });

  it('the floor: per team and judge, boards scored of assigned and the last activity; boards waiting for scores', async () => {
    const { fair, judges, boards, team } = await scored();
    const r = await t.call('GET', `/api/judging/floor?fairID=${fair.id}`, coordinator.accessToken);
    expect(r.status).toBe(200);
    const floor = r.data.result;
    expect(floor.teams).toHaveLength(1);
    expect(floor.teams[0]).toMatchObject({ id: team.id, scored: 6, assigned: 8 });
    expect(
      floor.teams[0].judges.map((j: { userName: string; scored: number; assigned: number }) => [
        j.userName,
        j.scored,
        j.assigned,
      ]),
    ).toEqual([
      [judges[0]!.userName, 3, 4],
      [judges[1]!.userName, 3, 4],
    ]);
    expect(Date.parse(floor.teams[0].judges[0].lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    // Every board has fewer than 3 scores; the unscored one first.
    expect(floor.waiting.map((w: { id: number; scores: number }) => [w.id, w.scores])).toEqual([
      [boards[3]!.id, 0],
      [boards[0]!.id, 2],
      [boards[1]!.id, 2],
      [boards[2]!.id, 2],
    ]);
    // A judge who recuses drops the board from their assignment.
    await t.call('POST', '/api/judging/recusals', judges[1]!.accessToken, {
      projectID: boards[3]!.id,
      reason: 'Neighbour',
    });
    const after = (await t.call('GET', `/api/judging/floor?fairID=${fair.id}`, coordinator.accessToken)).data
      .result;
    expect(after.teams[0].judges[1].assigned).toBe(3);
  });

  it('issue 15: kept a moment for the screens that read them together, yet every change shows at once', async () => {
    const { fair, judges, boards, poll } = await scored();
    const read = async (path: string) =>
      (await t.call('GET', `/api/judging/${path}?fairID=${fair.id}`, coordinator.accessToken)).data.result;
    const first = await read('results');
    expect(await read('results')).toEqual(first);
    const fourth = () => first.projects.find((p: { id: number }) => p.id === boards[3]!.id);
    expect(fourth()).toMatchObject({ judgeCount: 0 });
    // A score (an answer on the polls' path) shows in the results and the floor at once.
    await read('floor');
    expect((await kit.score(judges[0]!, poll, boards[3]!.id, 2)).status).toBe(200);
    const scoredNow = await read('results');
    expect(scoredNow.projects.find((p: { id: number }) => p.id === boards[3]!.id)).toMatchObject({
      judgeCount: 1,
    });
    expect((await read('floor')).teams[0].judges[0].scored).toBe(4);
    // A second judging question (written on the polls' path) changes the scale at once.
    expect(scoredNow.maxTotal).toBe(5);
    await kit.question(fair.id, 'Presentation', 'talk', 5);
    expect((await read('results')).maxTotal).toBe(10);
    // A board's title changed by an organiser shows in the documents at once.
    expect((await read('registration_projects')).projects.map((p: { title: string }) => p.title)).toContain(
      'Entry 3',
    );
    await t.app.ctx.database.db.execute(
      sql`update projects set title = 'Solar still, second try' where id = ${boards[3]!.id}`,
    );
    // (Written behind the server's back: nothing announced it, so the kept answer may stand a moment.)
    t.app.ctx.events.emit({ type: 'project', action: 'update', id: boards[3]!.id });
    expect((await read('results')).projects.map((p: { title: string }) => p.title)).toContain(
      'Solar still, second try',
    );
    expect((await read('registration_projects')).projects.map((p: { title: string }) => p.title)).toContain(
      'Solar still, second try',
    );
    const csv = await t.app.inject({
      url: `/api/judging/getReport?fairID=${fair.id}`,
      headers: { authorization: `Bearer ${coordinator.accessToken}` },
    });
    expect(csv.body).toContain('Solar still, second try');
  });
});
