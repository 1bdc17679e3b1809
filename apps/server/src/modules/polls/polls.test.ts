import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairKit } from '../../../test/fairs-support.ts';
import { createTestApp, json, type Session, signupAndVerify, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let k: ReturnType<typeof fairKit>;
let admin: Session;
let curator: Session;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  k = fairKit(t);
  admin = await k.admin('admin');
  curator = await k.admin('curator');
  alice = await signupAndVerify(t);
  bob = await signupAndVerify(t);
});
afterAll(async () => {
  await t.close();
});

const community = async (who: Session) => {
  const r = await k.call('POST', '/api/poll', who.accessToken, {
    question: 'Which sensor do you use most?',
    options: [{ text: 'Temperature' }, { text: 'Light' }, { text: 'Distance' }],
  });
  expect(r.statusCode).toBe(201);
  return json(r).result.poll as { id: number; options: { id: number }[] };
};

describe('community polls (spec/000 §3 Poll; api.md "Polls")', () => {
  it('admins and curators create them; others may not', async () => {
    const p = await community(curator);
    expect(p.options).toHaveLength(3);
    expect(
      (await k.call('POST', '/api/poll', alice.accessToken, { question: 'x', options: [{ text: 'a' }] }))
        .statusCode,
    ).toBe(403);
    const open = json(await k.call('GET', '/api/poll')).result.polls.map((x: { id: number }) => x.id);
    expect(open).toContain(p.id);
  });

  it('one answer per person and poll; answering again changes it', async () => {
    const p = await community(admin);
    const [a, b] = p.options;
    const first = await k.call('POST', '/api/poll/user/option', alice.accessToken, {
      pollID: p.id,
      optionID: a!.id,
    });
    expect(json(first).result.pollUserOption).toEqual({ pollID: p.id, optionID: a!.id, projectID: null });
    await k.call('POST', '/api/poll/user/option', bob.accessToken, { pollID: p.id, optionID: a!.id });
    await k.call('POST', '/api/poll/user/option', alice.accessToken, { pollID: p.id, optionID: b!.id });
    const summary = json(await k.call('GET', `/api/poll/user/options/${p.id}`)).result;
    expect(summary.total).toBe(2);
    expect(summary.summary).toEqual([
      { optionID: a!.id, count: 1 },
      { optionID: b!.id, count: 1 },
      { optionID: p.options[2]!.id, count: 0 },
    ]);
    expect(
      json(await k.call('GET', `/api/poll/user/option/${p.id}`, alice.accessToken)).result.pollUserOption
        .optionID,
    ).toBe(b!.id);
    expect(
      json(await k.call('GET', `/api/poll/user/option/${p.id}`, curator.accessToken)).result.pollUserOption,
    ).toBeNull();
  });

  it('refuses unknown polls (404) and options of another poll (400); a closed poll takes no answer (409)', async () => {
    const p = await community(admin);
    const q = await community(admin);
    expect(
      (await k.call('POST', '/api/poll/user/option', alice.accessToken, { pollID: 2147483000, optionID: 1 }))
        .statusCode,
    ).toBe(404);
    const wrong = await k.call('POST', '/api/poll/user/option', alice.accessToken, {
      pollID: p.id,
      optionID: q.options[0]!.id,
    });
    expect(json(wrong).code).toBe('OPTION_NOT_FOUND');
    await k.call('PUT', `/api/poll/${p.id}`, admin.accessToken, { isOpen: false });
    expect(
      (
        await k.call('POST', '/api/poll/user/option', alice.accessToken, {
          pollID: p.id,
          optionID: p.options[0]!.id,
        })
      ).statusCode,
    ).toBe(409);
    expect((await k.call('PUT', `/api/poll/${q.id}`, alice.accessToken, { isOpen: false })).statusCode).toBe(
      403,
    );
    const more = await k.call('POST', `/api/poll/${q.id}/options`, curator.accessToken, {
      options: [{ text: 'Sound' }],
    });
    expect(json(more).result.poll.options).toHaveLength(4);
  });
});

describe('answering for another person (POST /poll/user/option/{userID}, spec/001 §7 Polls)', () => {
  it('is for admins and judging admins; the answer is that person’s, read back as theirs', async () => {
    const p = await community(admin);
    const [a, b] = p.options;
    const forAlice = (who: Session | undefined, optionID = a!.id, userID: number | string = alice.userId) =>
      k.call('POST', `/api/poll/user/option/${userID}`, who?.accessToken, { pollID: p.id, optionID });
    expect((await forAlice(undefined)).statusCode).toBe(401);
    for (const who of [bob, curator]) expect((await forAlice(who)).statusCode).toBe(403);
    const badUser = await forAlice(admin, a!.id, 'someone');
    expect(badUser.statusCode).toBe(400);
    expect(Object.keys(json(badUser).fields)).toEqual(['userID']);
    const badBody = await k.call('POST', `/api/poll/user/option/${alice.userId}`, admin.accessToken, {
      pollID: p.id,
    });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(json(badBody).fields)).toEqual(['optionID']);
    // Nobody has that id: not found, and nothing is saved.
    const nobody = await forAlice(admin, a!.id, 2147483000);
    expect(nobody.statusCode).toBe(404);
    expect(json(nobody).messages).toEqual(['User not found']);
    const done = await forAlice(admin);
    expect(done.statusCode).toBe(200);
    expect(json(done).result.pollUserOption).toEqual({ pollID: p.id, optionID: a!.id, projectID: null });
    const judgingAdmin = await k.admin('judgingAdmin');
    expect((await forAlice(judgingAdmin, b!.id)).statusCode).toBe(200);
    const read = (who: Session) => k.call('GET', `/api/poll/user/option/${p.id}`, who.accessToken);
    expect(json(await read(alice)).result.pollUserOption.optionID).toBe(b!.id);
    expect(json(await read(admin)).result.pollUserOption).toBeNull();
    expect(json(await read(judgingAdmin)).result.pollUserOption).toBeNull();
    expect(json(await k.call('GET', `/api/poll/user/options/${p.id}`)).result.total).toBe(1);
  });
});

describe("a fair's project questions and judging polls (spec/001 §7 Polls; customQuestionSurvey)", () => {
  it("are the fair organisers' to create; members of a submitted board answer, and the summaries count them", async () => {
    const fair = await k.fair(admin, { districts: [], questions: [] });
    const b = await k.board(alice);
    await k.submit(alice, b.id, [{ id: fair.id, answers: [] }]);
    expect(
      (
        await k.call('POST', '/api/poll', alice.accessToken, {
          question: 'x',
          kind: 'project',
          fairID: fair.id,
          options: [{ text: 'a' }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      json(
        await k.call('POST', '/api/poll', admin.accessToken, {
          question: 'x',
          kind: 'project',
          options: [{ text: 'a' }],
        }),
      ).code,
    ).toBe('POLL_FAIR_REQUIRED');
    const q = json(
      await k.call('POST', '/api/poll', admin.accessToken, {
        question: 'Did you keep a lab notebook?',
        kind: 'project',
        fairID: fair.id,
        required: true,
        options: [{ text: 'Yes' }, { text: 'No' }],
      }),
    ).result.poll;
    const forBoard = json(await k.call('GET', `/api/poll/project?projectIDs=${b.id}`)).result.polls;
    expect(forBoard.map((p: { id: number }) => p.id)).toContain(q.id);
    expect(json(await k.call('GET', `/api/poll/useroptionsummaries/${b.id}`)).result.summaries).toEqual([
      { postID: null, totalRequired: 1, requiredCompleted: 0 },
    ]);
    expect(
      json(await k.call('GET', `/api/projects/${b.id}/questions/incomplete`, alice.accessToken)).result.users,
    ).toHaveLength(1);
    // A board's questions are its members' to answer, for that board.
    expect(
      (
        await k.call('POST', '/api/poll/user/option', bob.accessToken, {
          pollID: q.id,
          optionID: q.options[0].id,
          projectID: b.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      json(
        await k.call('POST', '/api/poll/user/option', alice.accessToken, {
          pollID: q.id,
          optionID: q.options[0].id,
        }),
      ).code,
    ).toBe('POLL_BOARD_REQUIRED');
    // Answered for someone, the board's rule is theirs: bob is not on the team.
    const forOther = (who: Session) =>
      k.call('POST', `/api/poll/user/option/${who.userId}`, admin.accessToken, {
        pollID: q.id,
        optionID: q.options[1].id,
        projectID: b.id,
      });
    expect((await forOther(bob)).statusCode).toBe(403);
    expect((await forOther(alice)).statusCode).toBe(200);
    await k.call('POST', '/api/poll/user/option', alice.accessToken, {
      pollID: q.id,
      optionID: q.options[0].id,
      projectID: b.id,
    });
    expect(
      json(await k.call('GET', `/api/poll/useroptionsummaries/${b.id}`)).result.summaries[0]
        .requiredCompleted,
    ).toBe(1);
    expect(
      json(await k.call('GET', `/api/projects/${b.id}/questions/incomplete`, alice.accessToken)).result.users,
    ).toEqual([]);
    // A second required question: answering one of two is not done; an optional one never counts.
    const second = json(
      await k.call('POST', '/api/poll', admin.accessToken, {
        question: 'Did you test it twice?',
        kind: 'project',
        fairID: fair.id,
        required: true,
        options: [{ text: 'Yes' }, { text: 'No' }],
      }),
    ).result.poll;
    await k.call('POST', '/api/poll', admin.accessToken, {
      question: 'Anything else?',
      kind: 'project',
      fairID: fair.id,
      options: [{ text: 'No' }],
    });
    const incomplete = async () =>
      json(await k.call('GET', `/api/projects/${b.id}/questions/incomplete`, alice.accessToken)).result.users;
    expect((await incomplete()).map((u: { userName: string }) => u.userName)).toEqual([alice.userName]);
    await k.call('POST', '/api/poll/user/option', alice.accessToken, {
      pollID: second.id,
      optionID: second.options[0].id,
      projectID: b.id,
    });
    expect(await incomplete()).toEqual([]);
    const mine = json(await k.call('GET', `/api/poll/user/project?projectIDs=${b.id}`, alice.accessToken))
      .result.pollUserOptions;
    expect(mine).toEqual([
      { pollID: q.id, optionID: q.options[0].id, projectID: b.id },
      { pollID: second.id, optionID: second.options[0].id, projectID: b.id },
    ]);
  });

  it('judging polls carry scores and tags; only the fair’s judges answer, for approved boards, in the judging window', async () => {
    const fair = await k.fair(admin, { districts: [], questions: [] });
    const judge = await signupAndVerify(t);
    await k.staff(admin, fair.id, judge, 'judge');
    const poll = json(
      await k.call('POST', '/api/poll', admin.accessToken, {
        question: 'Scientific method',
        kind: 'judging',
        fairID: fair.id,
        options: [
          { text: 'Weak', score: 1, tag: 'method' },
          { text: 'Strong', score: 5, tag: 'method' },
        ],
      }),
    ).result.poll;
    expect(poll).toMatchObject({
      kind: 'judging',
      maxScore: 5,
      options: [{ score: 1, tag: 'method' }, { score: 5 }],
    });
    const b = await k.board(alice);
    await k.submit(alice, b.id, [{ id: fair.id, answers: [] }]);
    const answer = (who: Session) =>
      k.call('POST', '/api/poll/user/option', who.accessToken, {
        pollID: poll.id,
        optionID: poll.options[1].id,
        projectID: b.id,
      });
    expect(json(await answer(bob)).code).toBe('NOT_A_JUDGE');
    expect((await answer(judge)).statusCode).toBe(404);
    await k.call('PUT', `/api/projects/${b.id}/review`, admin.accessToken, { fairID: fair.id, status: 4 });
    // api.md "Judging": only boards linked to one of the judge's teams.
    expect(json(await answer(judge)).code).toBe('NOT_ASSIGNED');
    const team = json(
      await k.call('POST', '/api/judging/teams', admin.accessToken, {
        fairID: fair.id,
        name: 'Team A',
        userNames: [judge.userName],
      }),
    ).result.team;
    await k.call('POST', `/api/judging/teams/${team.id}/projects`, admin.accessToken, { projectIDs: [b.id] });
    expect((await answer(judge)).statusCode).toBe(200);
    const filter = json(await k.call('GET', `/api/poll/filter?projectIDs=${b.id}`)).result.filter;
    expect(filter[0].options.map((o: { tag: string }) => o.tag)).toEqual(['method', 'method']);
    // Scores are the organisers' to read.
    expect((await k.call('GET', `/api/poll/user/options/${poll.id}`, alice.accessToken)).statusCode).toBe(
      403,
    );
    expect(
      json(await k.call('GET', `/api/poll/user/options/${poll.id}`, admin.accessToken)).result.total,
    ).toBe(1);
    await k.call('PUT', `/api/fairs/${fair.id}`, admin.accessToken, {
      judgingEnd: '2020-01-02T00:00:00Z',
      judgingStart: '2020-01-01T00:00:00Z',
    });
    expect(json(await answer(judge)).code).toBe('JUDGING_CLOSED');
  });
});
