import type { Question } from '@makerboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeUser } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import {
  fairQuestions,
  fairStaff,
  fairSubmissions,
  fairs,
  partnerResources,
  partners,
  pins,
  pollAnswers,
  pollOptions,
  polls,
  resourceAnswers,
  resourceSections,
  uploads,
  userPins,
  webinarRegistrations,
} from '../../db/schema/index.ts';

/**
 * The questions read model (spec/001 §7 Users/content "questions for user or resource, unanswered,
 * internal, partner, by grouping"; Projects "question visibility by user id and type";
 * docs/decisions.md "Questions"). The sources are written as their domains keep them.
 */
let t: TestApp;
let entrant: Session; // a minor, owner of the entered board
let member: Session; // a contributor of that board
let coordinator: Session;
let judge: Session;
let stranger: Session;
let admin: Session;
let editor: Session;
let booth: Session;
const ids = { fair: 0, board: 0, required: 0, optional: 0, open: 0, closed: 0, project: 0, judging: 0 };
const ids2 = { gated: 0, open: 0, webinar: 0 };

type Page = { questions: Question[]; total: number; hasMore: boolean };
const list = async (query: string, who?: Session) => {
  const r = await t.call<{ result: Page }>('GET', `/api/questions?${query}`, who?.accessToken);
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  return r.data.result;
};
const keys = (page: Page) => page.questions.map((q) => q.key);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  entrant = await makeUser(t, { birthDate: '2012-03-01', userType: 'student' });
  member = await makeUser(t);
  coordinator = await makeUser(t);
  judge = await makeUser(t, { userType: 'judge' });
  stranger = await makeUser(t);
  admin = await makeUser(t, { roles: ['admin'] });
  editor = await makeUser(t, { roles: ['resourceEditor'] });
  booth = await makeUser(t, { userType: 'booth' });

  const board = await makeBoard(t, entrant);
  ids.board = board.id;
  await addMember(t, board.id, member, 'contributor');
  const [fair] = await db.insert(fairs).values({ abbreviation: 'SF', name: 'Science Fair' }).returning();
  ids.fair = fair!.id;
  await db.insert(fairStaff).values([
    { fairId: fair!.id, userId: coordinator.userId, role: 'coordinator' },
    { fairId: fair!.id, userId: judge.userId, role: 'judge' },
  ]);
  const [required, optional] = await db
    .insert(fairQuestions)
    .values([
      { fairId: fair!.id, text: 'Your grade?', kind: 'text', required: true, position: 0 },
      { fairId: fair!.id, text: 'Your school?', kind: 'text', required: false, position: 1 },
    ])
    .returning();
  ids.required = required!.id;
  ids.optional = optional!.id;
  await db.insert(fairSubmissions).values({
    fairId: fair!.id,
    projectId: board.id,
    status: 'approved',
    answers: [{ questionID: required!.id, answer: 'Grade 8' }],
    snapshot: {
      title: 'Solar oven',
      description: '',
      coverImageUrl: null,
      tags: [],
      sections: [],
      takenAt: '',
    },
  });

  const poll = async (kind: string, question: string, extra: Partial<typeof polls.$inferInsert> = {}) => {
    const [p] = await db
      .insert(polls)
      .values({ kind, question, ...extra })
      .returning();
    const [o] = await db
      .insert(pollOptions)
      .values([
        { pollId: p!.id, text: 'Yes', position: 0 },
        { pollId: p!.id, text: 'No', position: 1 },
      ])
      .returning();
    return { id: p!.id, yes: o!.id };
  };
  const open = await poll('community', 'Do you like robots?');
  const closed = await poll('community', 'Old question', { isOpen: false });
  const project = await poll('project', 'Did the team test it?', { fairId: fair!.id, required: true });
  const judging = await poll('judging', 'Is it original?', { fairId: fair!.id, maxScore: 5 });
  Object.assign(ids, { open: open.id, closed: closed.id, project: project.id, judging: judging.id });
  await db.insert(pollAnswers).values([
    { pollId: open.id, optionId: open.yes, userId: entrant.userId, projectId: 0 },
    { pollId: project.id, optionId: project.yes, userId: member.userId, projectId: board.id },
    { pollId: judging.id, optionId: judging.yes, userId: judge.userId, projectId: board.id },
  ]);

  // A booth's pin with two questions; the entrant collected it and answered them.
  const [upload] = await db
    .insert(uploads)
    .values({
      storageKey: 'questions-pin',
      blobKey: 'questions-pin',
      ownerId: booth.userId,
      kind: 'image',
      name: 'pin.png',
      mime: 'image/png',
      size: 10,
    })
    .returning();
  await db.insert(pins).values({
    ownerId: booth.userId,
    uploadId: upload!.id,
    questions: [
      { id: 1, text: 'Which stand brought you here?' },
      { id: 2, text: 'Email for our newsletter?' },
    ],
  });
  await db.insert(userPins).values({
    userId: entrant.userId,
    ownerId: booth.userId,
    via: 'collect',
    answers: [
      { questionID: 1, answer: 'The robots' },
      { questionID: 2, answer: 'kid@example.org' },
    ],
  });

  // Resources: a partner's gated download the entrant answered, an open one, a partner's webinar
  // with questions the member registered for.
  const [partner] = await db.insert(partners).values({ name: 'acme', title: 'Acme Labs' }).returning();
  const [section] = await db
    .insert(resourceSections)
    .values({ slug: 'library', title: 'Library' })
    .returning();
  const [gated, openResource, webinar] = await db
    .insert(partnerResources)
    .values([
      {
        sectionId: section!.id,
        partnerId: partner!.id,
        kind: 'ebook',
        title: 'Rocket guide',
        questions: ['Your role?', 'Your region?'],
      },
      { sectionId: section!.id, kind: 'tool', title: 'Circuit kit', questions: ['What will you build?'] },
      {
        sectionId: section!.id,
        partnerId: partner!.id,
        kind: 'webinar',
        title: 'Live lab',
        questions: ['Why join?'],
      },
    ])
    .returning();
  Object.assign(ids2, { gated: gated!.id, open: openResource!.id, webinar: webinar!.id });
  await db.insert(resourceAnswers).values({
    resourceId: gated!.id,
    userId: entrant.userId,
    answers: { 'Your role?': 'Student', 'Your region?': 'North' },
  });
  await db.insert(webinarRegistrations).values({ resourceId: webinar!.id, userId: member.userId });
});
afterAll(async () => {
  await t.close();
});

describe('GET /questions?user= (spec/001 §7 questions for user)', () => {
  it('lists every question a person is asked, with their answers, to themselves', async () => {
    const page = await list(`user=${entrant.userName}`, entrant);
    expect(keys(page)).toEqual([
      `poll-${ids.open}`,
      `fair-${ids.required}-p${ids.board}`,
      `fair-${ids.optional}-p${ids.board}`,
      `poll-${ids.project}-p${ids.board}`,
      `booth-${booth.userName}-1`,
      `booth-${booth.userName}-2`,
      `resource-${ids2.gated}-1`,
      `resource-${ids2.gated}-2`,
    ]);
    const byKey = new Map(page.questions.map((q) => [q.key, q]));
    // The open community poll (answered); the closed one they never answered is not asked any more.
    expect(byKey.get(`poll-${ids.open}`)).toMatchObject({
      kind: 'poll',
      grouping: 'community',
      audience: 'public',
      answered: true,
      answer: 'Yes',
    });
    expect(byKey.has(`poll-${ids.closed}`)).toBe(false);
    // The fair's submission questions, per board, for its entrant; the project question too.
    expect(byKey.get(`fair-${ids.required}-p${ids.board}`)).toMatchObject({
      kind: 'fair',
      grouping: `fair-${ids.fair}`,
      groupingTitle: 'Science Fair',
      required: true,
      projectID: ids.board,
      answered: true,
      answer: 'Grade 8',
    });
    expect(byKey.get(`fair-${ids.optional}-p${ids.board}`)).toMatchObject({ answered: false, answer: null });
    expect(byKey.get(`poll-${ids.project}-p${ids.board}`)).toMatchObject({ answered: false, required: true });
    // The booth's questions, partner audience, and the partner's gated download.
    expect(byKey.get(`booth-${booth.userName}-2`)).toMatchObject({
      kind: 'booth',
      audience: 'partner',
      answer: 'kid@example.org',
    });
    expect(byKey.get(`resource-${ids2.gated}-1`)).toMatchObject({
      kind: 'resource',
      audience: 'partner',
      groupingTitle: 'Rocket guide',
      answer: 'Student',
    });
    expect(page.total).toBe(page.questions.length);
    expect(page.total).toBe(8);
  });

  it('filters unanswered, answered, by audience and by grouping, and pages', async () => {
    const unanswered = await list(`user=${entrant.userName}&state=unanswered`, entrant);
    expect(keys(unanswered).sort()).toEqual(
      [`fair-${ids.optional}-p${ids.board}`, `poll-${ids.project}-p${ids.board}`].sort(),
    );
    const partner = await list(`user=${entrant.userName}&audience=partner&state=answered`, entrant);
    expect(partner.questions.map((q) => q.kind).sort()).toEqual(['booth', 'booth', 'resource', 'resource']);
    const fair = await list(`user=${entrant.userName}&grouping=fair-${ids.fair}`, entrant);
    expect(fair.questions.every((q) => q.grouping === `fair-${ids.fair}`)).toBe(true);
    expect(fair.total).toBe(3);
    const first = await list(`user=${entrant.userName}&limit=2`, entrant);
    expect(first).toMatchObject({ total: 8, hasMore: true });
    const count = await t.call(
      'GET',
      `/api/questions?user=${entrant.userName}&limit=0&offset=0`,
      entrant.accessToken,
    );
    expect(count.data.result).toEqual({ total: 8 });
  });

  it('asks a board member the project question, and a webinar registrant its questions', async () => {
    const page = await list(`user=${member.userName}`, member);
    const byKey = new Map(page.questions.map((q) => [q.key, q]));
    expect(byKey.get(`poll-${ids.project}-p${ids.board}`)).toMatchObject({ answered: true, answer: 'Yes' });
    // A contributor does not enter the board: the submission questions are its entrants'.
    expect(byKey.has(`fair-${ids.required}-p${ids.board}`)).toBe(false);
    expect(byKey.get(`resource-${ids2.webinar}-1`)).toMatchObject({ answered: false, audience: 'partner' });
  });

  it("shows a judge the boards they scored as internal questions, and nobody else's", async () => {
    const page = await list(`user=${judge.userName}&audience=internal`, judge);
    expect(page.questions).toEqual([
      expect.objectContaining({ key: `poll-${ids.judging}-p${ids.board}`, answered: true, answer: 'Yes' }),
    ]);
    // The coordinator reads the fair's scores; a stranger and a visitor see nothing of them.
    expect(keys(await list(`user=${judge.userName}`, coordinator))).toEqual([
      `poll-${ids.judging}-p${ids.board}`,
    ]);
    expect((await list(`user=${judge.userName}&audience=internal`, stranger)).total).toBe(0);
    expect((await list(`user=${judge.userName}`)).total).toBe(0);
  });

  it("never shows a minor's answers to people without the right; organisers see their fair's, admins all", async () => {
    expect((await list(`user=${entrant.userName}`, stranger)).total).toBe(0);
    expect((await list(`user=${entrant.userName}`)).total).toBe(0);
    expect((await list(`user=${entrant.userName}`, member)).total).toBe(0);
    const organised = await list(`user=${entrant.userName}`, coordinator);
    expect(organised.questions.every((q) => q.grouping === `fair-${ids.fair}`)).toBe(true);
    expect(organised.total).toBe(3);
    // The booth reads what was answered at its stand, the partner's staff the resource answers.
    expect(keys(await list(`user=${entrant.userName}`, booth))).toEqual([
      `booth-${booth.userName}-1`,
      `booth-${booth.userName}-2`,
    ]);
    expect(
      (await list(`user=${entrant.userName}&grouping=resource-${ids2.gated}`, editor)).questions,
    ).toEqual([expect.objectContaining({ answer: 'Student' }), expect.objectContaining({ answer: 'North' })]);
    expect((await list(`user=${entrant.userName}`, admin)).total).toBe(8);
  });

  it('answers 404 for an unknown person and 400 for a list without a scope or with a bad one', async () => {
    expect((await t.call('GET', '/api/questions?user=nobody-here-at-all')).status).toBe(404);
    const none = await t.call('GET', '/api/questions', stranger.accessToken);
    expect(none.status).toBe(400);
    expect(none.data.messages[0]).toBe('Name a person (user), a resource or a grouping');
    const both = await t.call('GET', `/api/questions?user=${entrant.userName}&resource=${ids2.gated}`);
    expect(both.data.messages[0]).toBe('Name a person or a resource, not both');
    const state = await t.call(
      'GET',
      `/api/questions?resource=${ids2.gated}&state=unanswered`,
      undefined,
      undefined,
      {
        language: 'de',
      },
    );
    expect(state.status).toBe(400);
    expect(state.data.messages[0]).toBe('Beantwortet oder unbeantwortet braucht eine Person (user)');
    expect((await t.call('GET', '/api/questions?grouping=fair-x')).status).toBe(400);
    expect((await t.call('GET', '/api/questions?audience=secret&grouping=community')).status).toBe(400);
  });
});

describe('GET /questions?resource=|grouping= (spec/001 §7 questions for resource, by grouping)', () => {
  it("lists an open resource's questions to anyone, a partner's to its staff and the people asked", async () => {
    expect((await list(`resource=${ids2.open}`)).questions).toEqual([
      expect.objectContaining({
        kind: 'resource',
        audience: 'public',
        text: 'What will you build?',
        answered: null,
      }),
    ]);
    expect((await list(`resource=${ids2.gated}`)).total).toBe(0);
    expect((await list(`resource=${ids2.gated}`, stranger)).total).toBe(0);
    expect((await list(`resource=${ids2.gated}`, editor)).total).toBe(2);
    const asked = await list(`resource=${ids2.gated}`, entrant);
    expect(asked.questions.map((q) => [q.text, q.answer])).toEqual([
      ['Your role?', null],
      ['Your region?', null],
    ]);
    expect((await t.call('GET', '/api/questions?resource=999999')).status).toBe(404);
  });

  it("lists a fair's questions, its judging questions to its organisers and judges only", async () => {
    const everyone = await list(`grouping=fair-${ids.fair}`);
    expect(keys(everyone)).toEqual([`fair-${ids.required}`, `fair-${ids.optional}`, `poll-${ids.project}`]);
    expect(keys(await list(`grouping=fair-${ids.fair}&audience=internal`, judge))).toEqual([
      `poll-${ids.judging}`,
    ]);
    expect((await list(`grouping=fair-${ids.fair}`, coordinator)).total).toBe(4);
    expect((await list(`grouping=fair-${ids.fair}&audience=internal`, stranger)).total).toBe(0);
    expect((await list('grouping=community')).questions.map((q) => q.questionID)).toEqual([
      ids.open,
      ids.closed,
    ]);
    expect((await t.call('GET', '/api/questions?grouping=fair-999999')).status).toBe(404);
  });

  it("lists a booth's questions to the booth and to those who collected its pin", async () => {
    expect((await list(`grouping=booth-${booth.userName}`, booth)).total).toBe(2);
    expect((await list(`grouping=booth-${booth.userName}`, entrant)).total).toBe(2);
    expect((await list(`grouping=booth-${booth.userName}`, stranger)).total).toBe(0);
  });
});

describe('GET /questions/visibility (spec/001 §7 question visibility by user id and type)', () => {
  const rules = async (who: Session, of: Session, type = '') => {
    const r = await t.call('GET', `/api/questions/visibility?user=${of.userName}${type}`, who.accessToken);
    expect(r.status, JSON.stringify(r.data)).toBe(200);
    return r.data.result.visibility.rules as {
      kind: string;
      audience: string;
      questions: { scope: string; groupings: string[] };
      answers: { scope: string; groupings: string[] };
    }[];
  };

  it('derives what a person sees from their roles, at the platform and at fairs', async () => {
    const coord = await rules(coordinator, coordinator, '&type=poll');
    expect(coord).toEqual([
      {
        kind: 'poll',
        audience: 'public',
        questions: { scope: 'all', groupings: [] },
        answers: { scope: 'groupings', groupings: [`fair-${ids.fair}`] },
      },
      {
        kind: 'poll',
        audience: 'internal',
        questions: { scope: 'groupings', groupings: [`fair-${ids.fair}`] },
        answers: { scope: 'groupings', groupings: [`fair-${ids.fair}`] },
      },
    ]);
    const judged = await rules(judge, judge, '&type=poll');
    expect(judged[1]).toMatchObject({ questions: { scope: 'groupings' }, answers: { scope: 'own' } });
    const plain = await rules(stranger, stranger);
    expect(plain.filter((r) => r.audience !== 'public').every((r) => r.questions.scope === 'own')).toBe(true);
    expect(plain.every((r) => r.answers.scope === 'own')).toBe(true);
    const editorRules = await rules(editor, editor, '&type=resource');
    expect(editorRules.map((r) => r.answers.scope)).toEqual(['all', 'all']);
    expect((await rules(booth, booth, '&type=booth'))[0]!.answers).toEqual({
      scope: 'groupings',
      groupings: [`booth-${booth.userName}`],
    });
    // Admins read anyone's, and reach everything.
    expect(
      (await rules(admin, admin)).every((r) => r.questions.scope === 'all' && r.answers.scope === 'all'),
    ).toBe(true);
    expect((await rules(admin, coordinator, '&type=fair'))[0]!.answers.groupings).toEqual([
      `fair-${ids.fair}`,
    ]);
  });

  it("keeps a person's visibility from others: 403, 401 for visitors, 400 for an unknown type", async () => {
    expect(
      (await t.call('GET', `/api/questions/visibility?user=${coordinator.userName}`, stranger.accessToken))
        .status,
    ).toBe(403);
    expect((await t.call('GET', `/api/questions/visibility?user=${coordinator.userName}`)).status).toBe(401);
    expect(
      (
        await t.call(
          'GET',
          `/api/questions/visibility?user=${stranger.userName}&type=quiz`,
          stranger.accessToken,
        )
      ).status,
    ).toBe(400);
    expect(
      (await t.call('GET', '/api/questions/visibility?user=nobody-here-at-all', admin.accessToken)).status,
    ).toBe(404);
  });
});
