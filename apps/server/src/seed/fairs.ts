import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  awardPermissions,
  awards,
  declineReasons,
  fairDistricts,
  fairQuestions,
  fairStaff,
  fairSubmissions,
  fairs,
  nominations,
  pollAnswers,
  pollOptions,
  polls,
  posts,
  projectAwards,
  projectCategories,
  projectMembers,
  projects,
  type StoredSnapshot,
  users,
} from '../db/schema/index.ts';

const DAY = 86_400_000;

/** The demo fair's boards, one in every status of spec/000 §4 (and one not entered yet). */
const BOARDS = [
  {
    owner: 'sam',
    title: 'Rain gauge network',
    description: 'Five bottle rain gauges around the school, read every morning for a month.',
    status: 'submitted',
    district: 'North',
  },
  {
    owner: 'lea',
    title: 'Solar oven from a pizza box',
    description: 'How hot can a pizza box get in the sun? We measured it with three linings.',
    status: 'resubmitted',
    district: 'South',
  },
  {
    owner: 'lea',
    title: 'Sand and charcoal water filter',
    description: 'A three-layer filter that turns muddy water clear, tested with a turbidity tube.',
    status: 'approved',
    district: 'South',
  },
  {
    owner: 'sam',
    title: 'Paper bridge challenge',
    description: 'Which fold makes the strongest bridge from one sheet of paper?',
    status: 'declined',
    district: 'North',
  },
  {
    owner: 'sam',
    title: 'Bee counter at the hive door',
    description: 'An infrared gate that counts bees leaving and coming home.',
    status: 'unsubmitted',
    district: 'East',
  },
  {
    owner: 'sam',
    title: 'Soil moisture alarm',
    description: 'A buzzer that tells us when the class plants need water.',
    status: null,
    district: null,
  },
] as const;

const SECTIONS = [
  ['Question', 'What did we want to find out, and why does it matter?'],
  ['Method', 'What we built, what we measured and how often.'],
  ['Results', 'Our measurements in a table and a chart.'],
];

/**
 * The demo fair (issue 10 item 8): a fair with questions and districts, its staff (a coordinator,
 * two reviewers, two judges), boards in every status, a community poll, judging questions and two
 * awards, so that a newcomer sees the whole pipeline at once.
 */
export async function seedFairs(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(
      inArray(users.userName, [
        'ada',
        'coord_nia',
        'rev_omar',
        'rev_lina',
        'judge_kim',
        'judge_ana',
        'sam',
        'lea',
        'priya',
        'tmueller',
      ]),
    );
  const id = (name: string) => people.find((p) => p.userName === name)!.id;
  const now = Date.now();

  const [fair] = await db
    .insert(fairs)
    .values({
      abbreviation: 'YSC',
      name: 'Young Scientists Challenge',
      description:
        'A science fair for students in grades 7 to 10. Share a board about an experiment or an invention, answer a few questions, and our reviewers and judges will take it from there.',
      submissionDeadline: new Date(now + 30 * DAY),
      judgingStart: new Date(now + 31 * DAY),
      judgingEnd: new Date(now + 40 * DAY),
      resultsAt: new Date(now + 41 * DAY),
      gradeBands: ['Junior 7/8', 'Intermediate 9/10'],
      country: 'DE',
    })
    .returning();
  const fairId = fair!.id;
  const districts = await db
    .insert(fairDistricts)
    .values(['North', 'South', 'East', 'West'].map((name, position) => ({ fairId, name, position })))
    .returning();
  const questions = await db
    .insert(fairQuestions)
    .values([
      { fairId, text: 'What question does your project answer?', kind: 'text', required: true, position: 0 },
      { fairId, text: 'Did a mentor help you?', kind: 'yesno', required: false, position: 1 },
      { fairId, text: 'How old are you?', kind: 'age', required: true, position: 2 },
      { fairId, text: 'Your school’s postal code', kind: 'postalCode', required: true, position: 3 },
    ])
    .returning();
  await db.insert(fairStaff).values([
    { fairId, userId: id('coord_nia'), role: 'coordinator' },
    { fairId, userId: id('rev_omar'), role: 'reviewer' },
    { fairId, userId: id('rev_lina'), role: 'reviewer' },
    { fairId, userId: id('judge_kim'), role: 'judge' },
    { fairId, userId: id('judge_ana'), role: 'judge' },
  ]);
  const [reason] = await db.select().from(declineReasons).orderBy(declineReasons.position).limit(1);

  const boardIds: Record<string, number> = {};
  for (const [index, b] of BOARDS.entries()) {
    const owner = id(b.owner);
    const createdAt = new Date(now - (10 - index) * DAY);
    const [board] = await db
      .insert(projects)
      .values({
        type: 'story',
        title: b.title,
        description: b.description,
        ownerId: owner,
        tags: ['science fair'],
        year: createdAt.getUTCFullYear(),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const boardId = board!.id;
    boardIds[b.title] = boardId;
    await db.insert(projectMembers).values({ projectId: boardId, userId: owner, role: 'owner' });
    const [firstCategory] = await db
      .select({ id: projectCategories.categoryId })
      .from(projectCategories)
      .limit(1);
    if (firstCategory) {
      await db.insert(projectCategories).values({ projectId: boardId, categoryId: firstCategory.id });
      await db.update(projects).set({ primaryCategoryId: firstCategory.id }).where(eq(projects.id, boardId));
    }
    const sections = await db
      .insert(posts)
      .values(
        SECTIONS.map(([title, body], priority) => ({
          projectId: boardId,
          userId: owner,
          title: title!,
          body: `<p>${body}</p>`,
          priority,
          status: 'Completed',
          createdAt,
        })),
      )
      .returning();
    await db
      .update(projects)
      .set({ postsCount: sections.length, completedPostCount: sections.length })
      .where(eq(projects.id, boardId));
    if (!b.status) continue;
    const snapshot: StoredSnapshot = {
      title: b.title,
      description: b.description,
      coverImageUrl: null,
      tags: ['science fair'],
      sections: sections.map((s) => ({ id: s.id, body: s.body, status: s.status })),
      takenAt: new Date(now - (5 - index) * DAY).toISOString(),
    };
    const answers = [
      {
        questionID: questions[0]!.id,
        answer: `How does our ${b.title.toLowerCase()} compare with what we expected?`,
      },
      { questionID: questions[1]!.id, answer: index % 2 ? 'yes' : 'no' },
      { questionID: questions[2]!.id, answer: b.owner === 'lea' ? '15' : '14' },
      { questionID: questions[3]!.id, answer: b.owner === 'lea' ? '69117' : '10115' },
    ];
    await db.insert(fairSubmissions).values({
      fairId,
      projectId: boardId,
      status: b.status,
      districtId: districts.find((d) => d.name === b.district)!.id,
      // spec/000 §9 bands by the entrant's age; the board's language for judging.
      gradeBand: b.owner === 'lea' ? 'Intermediate 9/10' : 'Junior 7/8',
      language: index % 3 === 2 ? 'de' : 'en',
      answers,
      snapshot,
      reason: b.status === 'declined' ? (reason?.messages.en ?? 'Incomplete') : null,
      reasonId: b.status === 'declined' ? (reason?.id ?? null) : null,
      declineComment: b.status === 'declined' ? 'Please add the photos of your three bridge folds.' : null,
      message:
        b.status === 'unsubmitted' || b.status === 'resubmitted'
          ? 'Please add your measurements table.'
          : null,
      submittedBy: owner,
      reviewedBy: b.status === 'approved' || b.status === 'declined' ? id('rev_omar') : null,
      submittedAt: new Date(now - (5 - index) * DAY),
      reviewedAt: b.status === 'approved' || b.status === 'declined' ? new Date(now - DAY) : null,
      updatedAt: new Date(now - (5 - index) * DAY),
    });
    const bits = { submitted: 1, resubmitted: 1, approved: 4, declined: 2, unsubmitted: 0 }[b.status];
    await db
      .update(projects)
      .set({
        fairId,
        status: bits,
        submitted: b.status !== 'unsubmitted',
        editDeadline: fair!.submissionDeadline,
      })
      .where(eq(projects.id, boardId));
  }

  // A community poll with some answers, and the fair's judging questions.
  const [poll] = await db
    .insert(polls)
    .values({ question: 'Which sensor do you reach for first?', kind: 'community', createdBy: id('ada') })
    .returning();
  const options = await db
    .insert(pollOptions)
    .values(
      ['Temperature', 'Light', 'Distance', 'Moisture'].map((text, position) => ({
        pollId: poll!.id,
        text,
        position,
      })),
    )
    .returning();
  await db.insert(pollAnswers).values(
    ['priya', 'tmueller', 'lea', 'judge_kim', 'rev_omar'].map((name, i) => ({
      pollId: poll!.id,
      optionId: options[[0, 0, 2, 1, 3][i]!]!.id,
      userId: id(name),
    })),
  );
  for (const [question, tag] of [
    ['Scientific method', 'method'],
    ['Presentation', 'presentation'],
  ] as const) {
    const [rubric] = await db
      .insert(polls)
      .values({ question, kind: 'judging', fairId, maxScore: 5, createdBy: id('coord_nia') })
      .returning();
    await db.insert(pollOptions).values(
      [1, 2, 3, 4, 5].map((score, position) => ({
        pollId: rubric!.id,
        text: String(score),
        tag,
        score,
        position,
      })),
    );
  }

  // Two awards: one given to the approved board, one a scholarship its owner nominated it for.
  const [best, scholarship] = await db
    .insert(awards)
    .values([
      {
        name: 'Best in Show',
        description: 'The board the judges liked most.',
        siteSource: 'ysc',
        siteVisibility: 'awards',
        fairId,
      },
      {
        name: 'Young Innovator Scholarship',
        description: 'A summer course for an inventive young maker.',
        siteSource: 'ysc',
        siteVisibility: 'scholarships',
        fairId,
      },
    ])
    .returning();
  await db.insert(awardPermissions).values({ awardId: best!.id, userId: id('coord_nia') });
  const approved = boardIds['Sand and charcoal water filter']!;
  await db.insert(projectAwards).values({ awardId: best!.id, projectId: approved, givenBy: id('coord_nia') });
  await db.insert(nominations).values({ projectId: approved, awardId: scholarship!.id, userId: id('lea') });
}
