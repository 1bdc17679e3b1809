import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { fairKit } from '../../../test/fairs-support.ts';
import { createTestApp, json, type Session, signupAndVerify, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let k: ReturnType<typeof fairKit>;
let runner: Session;
let coordinator: Session;
let reviewer: Session;
let otherReviewer: Session;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  k = fairKit(t);
  runner = await k.admin('judgingAdmin');
  coordinator = await signupAndVerify(t);
  reviewer = await signupAndVerify(t);
  otherReviewer = await signupAndVerify(t);
  owner = await signupAndVerify(t);
  stranger = await signupAndVerify(t);
});
afterAll(async () => {
  await t.close();
});

describe('fairs and their staff (api.md "Events"; spec/000 §3 Fair)', () => {
  it('creates a fair with districts and questions in the order given, and lists it publicly', async () => {
    const fair = await k.fair(runner);
    expect(fair.districts.map((d) => d.name)).toEqual(['North', 'South']);
    expect(fair.questions.map((q) => q.kind)).toEqual(['text', 'yesno', 'age', 'postalCode']);
    const listed = json(await k.call('GET', '/api/fairs')).result.fairs;
    const mine = listed.find((f: { id: number }) => f.id === fair.id);
    expect(mine).toMatchObject({
      abbreviation: 'YSC',
      isOpen: true,
      gradeBands: ['Junior 7/8', 'Intermediate 9/10'],
    });
    expect((await k.call('GET', `/api/fairs/${fair.id}`)).statusCode).toBe(200);
    expect((await k.call('GET', '/api/fairs/2147483000')).statusCode).toBe(404);
  });

  it('refuses a judging window that ends before it starts, but not dates in the past', async () => {
    const bad = await k.call('POST', '/api/fairs', runner.accessToken, {
      name: 'Backwards',
      abbreviation: 'BW',
      judgingStart: '2030-05-20T00:00:00Z',
      judgingEnd: '2030-05-10T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    const past = await k.fair(runner, { submissionDeadline: '2020-01-01T00:00:00Z' });
    expect(json(await k.call('GET', `/api/fairs/${past.id}`)).result.fair.isOpen).toBe(false);
  });

  it('lets only admins and judgingAdmins create fairs, and organisers give staff roles', async () => {
    expect(
      (await k.call('POST', '/api/fairs', owner.accessToken, { name: 'x', abbreviation: 'x' })).statusCode,
    ).toBe(403);
    const fair = await k.fair(runner);
    await k.staff(runner, fair.id, coordinator, 'coordinator');
    // A coordinator of this fair gives roles; a stranger may not see the staff.
    await k.staff(coordinator, fair.id, reviewer, 'reviewer');
    const staff = json(await k.call('GET', `/api/fairs/${fair.id}/staff`, reviewer.accessToken)).result.staff;
    expect(staff.map((s: { role: string }) => s.role).sort()).toEqual(['coordinator', 'reviewer']);
    expect((await k.call('GET', `/api/fairs/${fair.id}/staff`, stranger.accessToken)).statusCode).toBe(403);
    expect(
      (
        await k.call('POST', `/api/fairs/${fair.id}/staff`, reviewer.accessToken, {
          userName: stranger.userName,
          role: 'judge',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await k.call('POST', `/api/fairs/${fair.id}/staff`, coordinator.accessToken, {
          userName: 'nobody-here',
          role: 'judge',
        })
      ).statusCode,
    ).toBe(404);
    // A removal works at once (api.md: rights are read on every request).
    expect(
      (await k.call('DELETE', `/api/fairs/${fair.id}/staff/${reviewer.userName}`, coordinator.accessToken))
        .statusCode,
    ).toBe(200);
    expect((await k.call('GET', `/api/fairs/${fair.id}/staff`, reviewer.accessToken)).statusCode).toBe(403);
    expect(
      (await k.call('DELETE', `/api/fairs/${fair.id}/staff/${reviewer.userName}`, coordinator.accessToken))
        .statusCode,
    ).toBe(404);
  });

  it("tells each person their roles at a fair, and a coordinator edits it; another fair's coordinator may not", async () => {
    const fair = await k.fair(runner);
    const other = await k.fair(runner, { name: 'Other fair' });
    await k.staff(runner, fair.id, coordinator, 'coordinator');
    expect(
      json(await k.call('GET', `/api/fairs/${fair.id}`, coordinator.accessToken)).result.fair.myRoles,
    ).toEqual(['coordinator']);
    const r = await k.call('PUT', `/api/fairs/${fair.id}`, coordinator.accessToken, {
      description: 'Updated',
    });
    expect(json(r).result.fair.description).toBe('Updated');
    expect(
      (await k.call('PUT', `/api/fairs/${other.id}`, coordinator.accessToken, { description: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('submitting a board to a fair (spec/000 §4 Submission, §5; spec/001 §5)', () => {
  it('lists the open fairs to the owner only, and the fair leaves the list once submitted (spec/000 §4)', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    const before = json(await k.call('GET', `/api/projects/${b.id}/fairs`, owner.accessToken)).result;
    expect(before.fairs.map((f: { id: number }) => f.id)).toContain(fair.id);
    expect(before.submissions).toEqual([]);
    expect((await k.call('GET', `/api/projects/${b.id}/fairs`, stranger.accessToken)).statusCode).toBe(403);
    const r = await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    expect(r.statusCode).toBe(200);
    expect(json(r).result).toMatchObject({
      success: true,
      submissions: [{ fair_id: fair.id, status: 'submitted', district: 'North' }],
    });
    const after = json(await k.call('GET', `/api/projects/${b.id}/fairs`, owner.accessToken)).result;
    expect(after.fairs.map((f: { id: number }) => f.id)).not.toContain(fair.id);
    expect(after.submissions[0]).toMatchObject({ fair_id: fair.id, status: 'submitted', reason: null });
  });

  it('needs at least one fair (spec/001 §5 "At least one yes is needed to choose a fair.")', async () => {
    const b = await k.board(owner);
    const r = await k.submit(owner, b.id, []);
    expect(r.statusCode).toBe(400);
    expect(json(r).messages[0]).toBe('At least one yes is needed to choose a fair.');
  });

  it('needs every required question answered (spec/000 §5)', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    const some = k.answers(fair).filter((a) => a.questionID !== fair.questions[0]!.id);
    const r = await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: some }]);
    expect(r.statusCode).toBe(400);
    expect(json(r).messages[0]).toBe('Please answer all required questions before submitting.');
    // An optional question may stay unanswered.
    const optional = k.answers(fair).filter((a) => a.questionID !== fair.questions[1]!.id);
    expect(
      (await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: optional }])).statusCode,
    ).toBe(200);
  });

  it('takes answers of at most 1000 characters (spec/001 §5, §9)', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    const long = k
      .answers(fair)
      .map((a) => (a.questionID === fair.questions[0]!.id ? { ...a, answer: 'x'.repeat(1001) } : a));
    const r = await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: long }]);
    expect(r.statusCode).toBe(400);
    expect(json(r).code).toBe('ANSWER_TOO_LONG');
    const exact = k
      .answers(fair)
      .map((a) => (a.questionID === fair.questions[0]!.id ? { ...a, answer: 'x'.repeat(1000) } : a));
    expect(
      (await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: exact }])).statusCode,
    ).toBe(200);
  });

  it('checks the postal code by the fair’s country and the age (spec/000 §5)', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    const withCode = (code: string) =>
      k.answers(fair).map((a) => (a.questionID === fair.questions[3]!.id ? { ...a, answer: code } : a));
    const bad = await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: withCode('ABC') }]);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).messages[0]).toBe('Incorrect postal code, please try again.');
    const age = k
      .answers(fair)
      .map((a) => (a.questionID === fair.questions[2]!.id ? { ...a, answer: 'twelve' } : a));
    expect(json(await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: age }])).code).toBe(
      'INVALID_AGE',
    );
    expect(
      (await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: withCode('01067') }]))
        .statusCode,
    ).toBe(200);
  });

  it('refuses unknown fairs, questions and districts with 404 or 400, never 500', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    expect((await k.submit(owner, b.id, [{ id: 2147483000, answers: [] }])).statusCode).toBe(404);
    const r = await k.submit(owner, b.id, [
      {
        id: fair.id,
        district: 'North',
        answers: [...k.answers(fair), { questionID: 2147483000, answer: 'x' }],
      },
    ]);
    expect(json(r).code).toBe('QUESTION_NOT_FOUND');
    expect(
      json(await k.submit(owner, b.id, [{ id: fair.id, district: 'Atlantis', answers: k.answers(fair) }]))
        .code,
    ).toBe('DISTRICT_NOT_FOUND');
    expect(json(await k.submit(owner, b.id, [{ id: fair.id, answers: k.answers(fair) }])).code).toBe(
      'DISTRICT_REQUIRED',
    );
  });

  it('locks the board for its entrants while submitted (spec/000 §4; 403 SUBMISSION_LOCKED)', async () => {
    const fair = await k.fair(runner);
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    const edit = await k.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { title: 'Changed' });
    expect(edit.statusCode).toBe(403);
    expect(json(edit).code).toBe('SUBMISSION_LOCKED');
    const section = await k.call('POST', '/api/posts', owner.accessToken, {
      projectID: b.id,
      body: '<p>More</p>',
    });
    expect(json(section).code).toBe('SUBMISSION_LOCKED');
    // A second submission to the same fair is a conflict.
    expect(
      (await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]))
        .statusCode,
    ).toBe(409);
  });

  it('keeps a snapshot of the board as submitted for the reviewers (spec/000 §4)', async () => {
    const fair = await k.fair(runner);
    await k.staff(runner, fair.id, reviewer, 'reviewer');
    const b = await k.board(owner, 'Snapshot board');
    await k.submit(owner, b.id, [{ id: fair.id, district: 'South', answers: k.answers(fair) }]);
    const list = json(
      await k.call('GET', `/api/partner/submissions?fairID=${fair.id}&filter=pending`, reviewer.accessToken),
    ).result;
    expect(list.total).toBe(1);
    expect(list.projects[0].submission.snapshot).toMatchObject({
      title: 'Snapshot board',
      sections: [{ body: expect.stringContaining('A bottle') }],
    });
    expect(list.projects[0].submission.answers).toHaveLength(4);
  });
});

describe('the lifecycle (spec/000 §4 Project review, Submission)', () => {
  let fair: Awaited<ReturnType<typeof k.fair>>;
  let otherFair: Awaited<ReturnType<typeof k.fair>>;
  beforeAll(async () => {
    fair = await k.fair(runner);
    otherFair = await k.fair(runner, { name: 'Another fair' });
    await k.staff(runner, fair.id, coordinator, 'coordinator');
    await k.staff(runner, fair.id, reviewer, 'reviewer');
    await k.staff(runner, otherFair.id, otherReviewer, 'reviewer');
  });

  const review = (who: Session, id: number, body: object) =>
    k.call('PUT', `/api/projects/${id}/review`, who.accessToken, body);

  it('lets the fair’s coordinator return a section of an entered board to Draft, and nothing more (spec/000 §4)', async () => {
    const b = await k.board(owner, 'Private rain gauge', true);
    const sections = () =>
      k.call('GET', `/api/projects/${b.id}/posts`, coordinator.accessToken).then((r) => json(r).result.posts);
    // Before the board enters the fair, its coordinator does not see it (private).
    expect((await k.call('GET', `/api/projects/${b.id}/posts`, coordinator.accessToken)).statusCode).toBe(
      404,
    );
    const [section] = json(await k.call('GET', `/api/projects/${b.id}/posts`, owner.accessToken)).result
      .posts;
    const status = (who: Session, value: string) =>
      k.call('PUT', `/api/posts/updateStatus/${b.id}`, who.accessToken, {
        postID: section.id,
        status: value,
      });
    expect((await status(owner, 'Completed')).statusCode).toBe(200);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    // Entered: the coordinator sees it, may return the section, and may not complete it.
    expect((await sections())[0].postFeatures).toMatchObject({ canEdit: false, canReturn: true });
    expect((await status(coordinator, 'Completed')).statusCode).toBe(403);
    expect((await status(coordinator, 'Ready for Review')).statusCode).toBe(403);
    const back = await status(coordinator, 'Draft');
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).result).toMatchObject({ updatedPostStatus: 'Draft', completedPostCount: 0 });
    expect((await sections())[0].postFeatures.canReturn).toBe(false);
    // A reviewer of the fair sees the entry but returns nothing; another fair's staff see nothing.
    expect((await k.call('GET', `/api/projects/${b.id}/posts`, reviewer.accessToken)).statusCode).toBe(200);
    expect((await status(reviewer, 'Draft')).statusCode).toBe(403);
    expect((await k.call('GET', `/api/projects/${b.id}/posts`, otherReviewer.accessToken)).statusCode).toBe(
      404,
    );
    expect((await status(stranger, 'Draft')).statusCode).toBe(404);
  });

  it('declines only with a reason, which the entrant reads, and moves the board to Declined', async () => {
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    const bare = await review(reviewer, b.id, { fairID: fair.id, status: 2 });
    expect(json(bare).code).toBe('DECLINE_REASON_REQUIRED');
    const reasons = json(await k.call('GET', '/api/projects/declineReasons')).result.reasons;
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons[0].messages).toEqual({
      en: expect.any(String),
      de: expect.any(String),
      fr: expect.any(String),
    });
    const r = await review(reviewer, b.id, {
      fairID: fair.id,
      status: 2,
      messageID: reasons[0].id,
      messageBody: 'Add photos',
    });
    expect(json(r).result).toMatchObject({
      Pending: false,
      Approved: false,
      Declined: true,
      status: 2,
      submission: { status: 'declined', reason: reasons[0].messages.en, declineComment: 'Add photos' },
    });
    const seen = await k.call('GET', `/api/projects/${b.id}/fairs`, owner.accessToken, undefined);
    expect(json(seen).result.submissions[0]).toMatchObject({
      status: 'declined',
      declineComment: 'Add photos',
    });
    const de = await t.app.inject({
      url: `/api/projects/${b.id}/fairs`,
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'de' },
    });
    expect(json(de).result.submissions[0].reason).toBe(reasons[0].messages.de);
    const declined = json(
      await k.call('GET', `/api/partner/submissions?fairID=${fair.id}&filter=declined`, reviewer.accessToken),
    ).result.projects.map((p: { id: number }) => p.id);
    expect(declined).toContain(b.id);
    // The entrants were told, with the reason.
    const notes = json(await k.call('GET', `/api/users/${owner.userName}/notifications`, owner.accessToken))
      .result.notifications;
    expect(notes[0].message).toContain(reasons[0].messages.en);
  });

  it('a coordinator unsubmits with a message: the board opens again, the owner is told, the next submit is resubmitted', async () => {
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    await review(reviewer, b.id, { fairID: fair.id, status: 2, reason: 'Too short' });
    // A reviewer may not send it back; the coordinator may.
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/unsubmit`, reviewer.accessToken, { fairID: fair.id }))
        .statusCode,
    ).toBe(404);
    const un = await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, {
      fairID: fair.id,
      message: 'Please add your data',
    });
    expect(json(un).result.submission).toMatchObject({
      status: 'unsubmitted',
      message: 'Please add your data',
    });
    const notes = json(await k.call('GET', `/api/users/${owner.userName}/notifications`, owner.accessToken))
      .result.notifications;
    expect(notes[0]).toMatchObject({ title: `Please resubmit to ${'Young Scientists Challenge'}` });
    expect(notes[0].message).toContain('Please add your data');
    // Editable again.
    expect(
      (await k.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { title: 'Better' })).statusCode,
    ).toBe(200);
    // Unsubmitting twice is a conflict.
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, { fairID: fair.id }))
        .statusCode,
    ).toBe(409);
    const again = await k.submit(owner, b.id, [{ id: fair.id, answers: k.answers(fair) }]);
    expect(json(again).result.submissions[0]).toMatchObject({ status: 'resubmitted', district: 'North' });
    const pending = json(
      await k.call(
        'GET',
        `/api/partner/submissions?fairID=${fair.id}&filter=resubmitted`,
        reviewer.accessToken,
      ),
    );
    expect(pending.result.projects.map((p: { id: number }) => p.id)).toContain(b.id);
  });

  it('approves, which is final: a second review is 409 (spec/000 §4)', async () => {
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'South', answers: k.answers(fair) }]);
    const ok = await review(reviewer, b.id, { fairID: fair.id, status: 4 });
    expect(json(ok).result).toMatchObject({ Approved: true, Declined: false, Pending: false, status: 4 });
    expect((await review(reviewer, b.id, { fairID: fair.id, status: 2, reason: 'no' })).statusCode).toBe(409);
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, { fairID: fair.id }))
        .statusCode,
    ).toBe(409);
    // Still closed to the entrants.
    expect(json(await k.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { title: 'x' })).code).toBe(
      'SUBMISSION_LOCKED',
    );
  });

  it('the district is final once chosen (409) and a second fair may be entered later', async () => {
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, { fairID: fair.id });
    const moved = await k.submit(owner, b.id, [{ id: fair.id, district: 'South', answers: k.answers(fair) }]);
    expect(moved.statusCode).toBe(409);
    expect(json(moved).code).toBe('DISTRICT_FINAL');
    const second = await k.submit(owner, b.id, [
      { id: otherFair.id, district: 'South', answers: k.answers(otherFair) },
    ]);
    expect(json(second).result.submissions[0]).toMatchObject({ fair_id: otherFair.id, district: 'South' });
  });

  it("staff of one fair see nothing of another's submissions", async () => {
    const b = await k.board(owner, 'Only in the first fair', true);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    expect(
      (await k.call('GET', `/api/partner/submissions?fairID=${fair.id}`, otherReviewer.accessToken))
        .statusCode,
    ).toBe(403);
    const theirs = json(await k.call('GET', '/api/partner/submissions', otherReviewer.accessToken)).result
      .projects;
    expect(theirs.map((p: { id: number }) => p.id)).not.toContain(b.id);
    expect((await review(otherReviewer, b.id, { fairID: fair.id, status: 4 })).statusCode).toBe(404);
    expect((await review(stranger, b.id, { fairID: fair.id, status: 4 })).statusCode).toBe(404);
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/flags`, otherReviewer.accessToken, { isHidden: true }))
        .statusCode,
    ).toBe(404);
    // The reviewer of this fair sees the private board's entry.
    const mine = json(await k.call('GET', `/api/partner/submissions?fairID=${fair.id}`, reviewer.accessToken))
      .result.projects;
    expect(mine.map((p: { id: number }) => p.id)).toContain(b.id);
  });

  it('counts every tab, searches and pages (spec/000 §2 partner submissions view)', async () => {
    const f = await k.fair(runner, { name: 'Counting fair', districts: [], questions: [] });
    await k.staff(runner, f.id, reviewer, 'reviewer');
    const ids: number[] = [];
    for (const title of ['Volcano', 'Solar oven', 'Bridge']) {
      const b = await k.board(owner, title);
      ids.push(b.id);
      await k.submit(owner, b.id, [{ id: f.id, answers: [] }]);
    }
    await review(reviewer, ids[0]!, { fairID: f.id, status: 4 });
    const count = async (filter: string) =>
      json(
        await k.call(
          'GET',
          `/api/partner/submissions?fairID=${f.id}&filter=${filter}&limit=0&offset=0`,
          reviewer.accessToken,
        ),
      ).result;
    expect(await count('pending')).toEqual({ total: 2 });
    expect(await count('approved')).toEqual({ total: 1 });
    expect(await count('declined')).toEqual({ total: 0 });
    const page1 = json(
      await k.call('GET', `/api/partner/submissions?fairID=${f.id}&limit=1`, reviewer.accessToken),
    ).result;
    expect(page1).toMatchObject({ total: 2, hasMore: true });
    const found = json(
      await k.call('GET', `/api/partner/submissions?fairID=${f.id}&query=solar`, reviewer.accessToken),
    ).result;
    expect(found.projects.map((p: { title: string }) => p.title)).toEqual(['Solar oven']);
    const csv = await k.call(
      'GET',
      `/api/partner/submissions/export?fairID=${f.id}&filter=pending`,
      reviewer.accessToken,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n').filter(Boolean)).toHaveLength(3);
    expect(csv.body).toContain('Solar oven');
  });

  it('past the deadline nobody but staff submits or edits, until the fair reopens editing (spec/000 §4)', async () => {
    const f = await k.fair(runner, { name: 'Deadline fair', districts: [], questions: [] });
    await k.staff(runner, f.id, coordinator, 'coordinator');
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: f.id, answers: [] }]);
    await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, {
      fairID: f.id,
      message: 'fix',
    });
    // The deadline passes.
    await k.call('PUT', `/api/fairs/${f.id}`, coordinator.accessToken, {
      submissionDeadline: '2020-01-01T00:00:00Z',
    });
    const edit = await k.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { title: 'Late' });
    expect(edit.statusCode).toBe(403);
    expect(json(edit).code).toBe('DEADLINE_PASSED');
    const late = await k.submit(owner, b.id, [{ id: f.id, answers: [] }]);
    expect(json(late).code).toBe('DEADLINE_PASSED');
    const fresh = await k.board(owner);
    expect(json(await k.submit(owner, fresh.id, [{ id: f.id, answers: [] }])).code).toBe('DEADLINE_PASSED');
    // Staff still may submit.
    await k.staff(runner, f.id, owner, 'reviewer');
    expect((await k.submit(owner, fresh.id, [{ id: f.id, answers: [] }])).statusCode).toBe(200);
    await k.call('DELETE', `/api/fairs/${f.id}/staff/${owner.userName}`, coordinator.accessToken);
    // Reopened: editing and submitting work again.
    await k.call('PUT', `/api/fairs/${f.id}`, coordinator.accessToken, { editingReopened: true });
    expect(
      (await k.call('PUT', `/api/projects/${b.id}`, owner.accessToken, { title: 'Reopened' })).statusCode,
    ).toBe(200);
    expect(json(await k.submit(owner, b.id, [{ id: f.id, answers: [] }])).result.submissions[0].status).toBe(
      'resubmitted',
    );
  });

  it('my boards filter by status: any, pending, resubmitted, declined, approved, submitted (spec/000 §2)', async () => {
    const me = await signupAndVerify(t);
    await k.board(me, 'Never submitted');
    const f = await k.fair(runner, { name: 'Filters fair', districts: [], questions: [] });
    await k.staff(runner, f.id, coordinator, 'coordinator');
    const [a, b, c, d] = [
      await k.board(me, 'A'),
      await k.board(me, 'B'),
      await k.board(me, 'C'),
      await k.board(me, 'D'),
    ];
    for (const x of [a, b, c, d]) await k.submit(me, x.id, [{ id: f.id, answers: [] }]);
    await review(coordinator, b.id, { fairID: f.id, status: 4 });
    await review(coordinator, c.id, { fairID: f.id, status: 2, reason: 'Incomplete' });
    await k.call('PUT', `/api/projects/${d.id}/unsubmit`, coordinator.accessToken, { fairID: f.id });
    await k.submit(me, d.id, [{ id: f.id, answers: [] }]);
    const mine = async (status: string) =>
      json(await k.call('GET', `/api/users/${me.userName}/projects?status=${status}`, me.accessToken))
        .result.projects.map((p: { title: string }) => p.title)
        .sort();
    expect(await mine('any')).toEqual(['A', 'B', 'C', 'D']);
    expect(await mine('pending')).toEqual(['A', 'D']);
    expect(await mine('submitted')).toEqual(['A']);
    expect(await mine('resubmitted')).toEqual(['D']);
    expect(await mine('approved')).toEqual(['B']);
    expect(await mine('declined')).toEqual(['C']);
  });

  it('coordinator flags and status bits on the fair’s boards (spec/000 §4 coordinator flags)', async () => {
    const b = await k.board(owner);
    await k.submit(owner, b.id, [{ id: fair.id, district: 'North', answers: k.answers(fair) }]);
    const r = await k.call('PUT', `/api/projects/${b.id}/flags`, coordinator.accessToken, { isHidden: true });
    expect(json(r).result).toMatchObject({ isHidden: true, submitted: true });
    expect(
      (await k.call('PUT', `/api/projects/${b.id}/flags`, reviewer.accessToken, { isHidden: false }))
        .statusCode,
    ).toBe(404);
    const s = await k.call('PUT', `/api/projects/${b.id}/status`, coordinator.accessToken, { add: [32] });
    expect(json(s).result.status & 32).toBe(32);
  });
});

describe('grade band and language of an entry (spec/000 §9; judging issue: "grade band and language")', () => {
  it('takes one of the fair’s grade bands on submitting (none keeps the call’s api.md shape), refusing others in en, de and fr', async () => {
    const fair = await k.fair(runner);
    const entry = { id: fair.id, district: 'North', answers: k.answers(fair) };
    // Without a band (api.md's body): accepted, with no band.
    const plain = await k.board(owner);
    const missing = await k.submit(owner, plain.id, [{ ...entry, gradeBand: null }]);
    expect(missing.statusCode).toBe(200);
    expect(json(missing).result.submissions[0].gradeBand).toBeNull();
    const b = await k.board(owner);
    for (const [language, text] of [
      ['de', 'Diese Klassenstufe gehört nicht zu dieser Messe'],
      ['fr', "Ce niveau scolaire n'appartient pas à ce salon"],
    ] as const) {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${b.id}/submitToFairs`,
        headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': language },
        payload: { fairs: [{ ...entry, gradeBand: 'Senior 11/12' }] },
      });
      expect(r.statusCode).toBe(400);
      expect(json(r).code).toBe('GRADE_BAND_NOT_FOUND');
      expect(json(r).messages[0]).toBe(text);
    }
    const wrong = await k.submit(owner, b.id, [{ ...entry, gradeBand: 'Senior 11/12' }]);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: 'GRADE_BAND_NOT_FOUND',
      messages: ["This grade band is not one of the fair's"],
    });
    // The fair's own spelling is kept, whatever the case sent.
    const ok = await k.submit(owner, b.id, [{ ...entry, gradeBand: ' intermediate 9/10 ' }]);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.submissions[0]).toMatchObject({ gradeBand: 'Intermediate 9/10', language: 'en' });
  });

  it('keeps no band for a fair without bands', async () => {
    const fair = await k.fair(runner, { gradeBands: [] });
    const b = await k.board(owner);
    const r = await k.submit(owner, b.id, [
      { id: fair.id, district: 'North', answers: k.answers(fair), gradeBand: 'Junior 7/8' },
    ]);
    expect(r.statusCode).toBe(200);
    expect(json(r).result.submissions[0].gradeBand).toBeNull();
  });

  it('records the board’s language (the owner’s unless chosen) and keeps the band on resubmitting', async () => {
    const fair = await k.fair(runner);
    await k.staff(runner, fair.id, coordinator, 'coordinator');
    await k.staff(runner, fair.id, reviewer, 'reviewer');
    const german = await makeUser(t, { language: 'de' });
    const b = await k.board(german);
    const entry = { id: fair.id, district: 'South', answers: k.answers(fair) };
    const first = await k.submit(german, b.id, [entry]);
    expect(json(first).result.submissions[0]).toMatchObject({ gradeBand: 'Junior 7/8', language: 'de' });
    expect(
      (await k.submit(german, b.id, [{ ...entry, language: 'es' }])).statusCode,
      'only en, de and fr',
    ).toBe(400);
    await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, { fairID: fair.id });
    // Resubmitting without a band keeps the earlier one.
    const kept = await k.submit(german, b.id, [{ ...entry, gradeBand: null }]);
    expect(json(kept).result.submissions[0].gradeBand).toBe('Junior 7/8');
    await k.call('PUT', `/api/projects/${b.id}/unsubmit`, coordinator.accessToken, { fairID: fair.id });
    const again = await k.submit(german, b.id, [
      { ...entry, gradeBand: 'Intermediate 9/10', language: 'fr' },
    ]);
    expect(json(again).result.submissions[0]).toMatchObject({
      status: 'resubmitted',
      gradeBand: 'Intermediate 9/10',
      language: 'fr',
    });
    // Reviewers read both on the entry, and in the CSV.
    const list = json(
      await k.call('GET', `/api/partner/submissions?fairID=${fair.id}&filter=pending`, reviewer.accessToken),
    ).result;
    expect(list.projects.find((p: { id: number }) => p.id === b.id).submission).toMatchObject({
      gradeBand: 'Intermediate 9/10',
      language: 'fr',
    });
    const csv = await k.call(
      'GET',
      `/api/partner/submissions/export?fairID=${fair.id}&filter=pending`,
      reviewer.accessToken,
    );
    expect(csv.body).toContain('gradeBand,language');
    expect(csv.body).toContain('Intermediate 9/10,fr');
  });
});
