import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  fairSubmissions,
  fairs,
  judgeRegistrations,
  judgingAudit,
  judgingScoreHistory,
  judgingTeamBoards,
  judgingTeamMembers,
  judgingTeams,
  pollAnswers,
  pollOptions,
  polls,
  posts,
  projectCategories,
  projectMembers,
  projects,
  type StoredSnapshot,
  users,
} from '../db/schema/index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Two more approved entries, so the results have something to rank. */
const ENTRIES = [
  {
    owner: 'noah',
    title: 'Bottle wind turbine',
    description: 'A turbine from a plastic bottle and a toy motor: which blade angle gives the most power?',
  },
  {
    owner: 'lea',
    title: 'Pendulum clock from scrap',
    description: 'How close to a second can a pendulum of string and a bolt tick?',
  },
];

/**
 * The demo fair's judging (issue 11 item 8): its two judges registered and approved, two teams with
 * a lead and a schedule today, the approved boards linked to both, judging questions (made here if
 * the fair has none), and some scores with their history, so the results, the floor and a judge's
 * list are alive on first start. The judging window is opened now for the demo, so the judges can
 * go on scoring at once (api.md lets it overlap the submission window).
 */
export async function seedJudging(db: Db): Promise<void> {
  const [fair] = await db.select().from(fairs).where(eq(fairs.abbreviation, 'YSC'));
  if (!fair) return;
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['coord_nia', 'judge_kim', 'judge_ana', 'noah', 'lea']));
  const id = (name: string) => people.find((p) => p.userName === name)!.id;
  const now = Date.now();
  await db
    .update(fairs)
    .set({ judgingStart: new Date(now - DAY), judgingEnd: new Date(now + 14 * DAY) })
    .where(eq(fairs.id, fair.id));

  const [category] = await db.select({ id: projectCategories.categoryId }).from(projectCategories).limit(1);
  for (const [index, entry] of ENTRIES.entries()) {
    const owner = id(entry.owner);
    const createdAt = new Date(now - (8 - index) * DAY);
    const [board] = await db
      .insert(projects)
      .values({
        type: 'project',
        title: entry.title,
        description: entry.description,
        ownerId: owner,
        tags: ['science fair'],
        year: createdAt.getUTCFullYear(),
        createdAt,
        updatedAt: createdAt,
        fairId: fair.id,
        status: 4,
        submitted: true,
        editDeadline: fair.submissionDeadline,
        primaryCategoryId: category?.id ?? 0,
      })
      .returning();
    await db.insert(projectMembers).values({ projectId: board!.id, userId: owner, role: 'owner' });
    if (category)
      await db.insert(projectCategories).values({ projectId: board!.id, categoryId: category.id });
    const [section] = await db
      .insert(posts)
      .values({
        projectId: board!.id,
        userId: owner,
        title: 'What we did',
        body: `<p>${entry.description}</p>`,
        status: 'Completed',
        createdAt,
      })
      .returning();
    await db.update(projects).set({ postsCount: 1, completedPostCount: 1 }).where(eq(projects.id, board!.id));
    const snapshot: StoredSnapshot = {
      title: entry.title,
      description: entry.description,
      coverImageUrl: null,
      tags: ['science fair'],
      sections: [{ id: section!.id, body: section!.body, status: section!.status }],
      takenAt: new Date(now - 4 * DAY).toISOString(),
    };
    await db.insert(fairSubmissions).values({
      fairId: fair.id,
      projectId: board!.id,
      status: 'approved',
      // Bands and languages the judges' registrations can match (judging.md).
      gradeBand: index % 2 ? 'Junior 7/8' : 'Intermediate 9/10',
      language: (['en', 'de', 'fr'] as const)[index % 3],
      snapshot,
      submittedBy: owner,
      submittedAt: new Date(now - 4 * DAY),
      reviewedAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    });
  }
  const approved = (
    await db
      .select({ id: fairSubmissions.projectId })
      .from(fairSubmissions)
      .where(and(eq(fairSubmissions.fairId, fair.id), eq(fairSubmissions.status, 'approved')))
      .orderBy(asc(fairSubmissions.projectId))
  ).map((r) => r.id);

  // The judges' registrations, approved by the coordinator (they already hold the judge role).
  await db.insert(judgeRegistrations).values([
    {
      fairId: fair.id,
      userId: id('judge_kim'),
      expertise: category ? [category.id] : [],
      languages: ['en', 'de'],
      gradeBands: ['Intermediate 9/10'],
      status: 'approved',
      decidedBy: id('coord_nia'),
      decidedAt: new Date(now - 3 * DAY),
    },
    {
      fairId: fair.id,
      userId: id('judge_ana'),
      expertise: [],
      languages: ['en', 'fr'],
      gradeBands: ['Junior 7/8', 'Intermediate 9/10'],
      status: 'approved',
      decidedBy: id('coord_nia'),
      decidedAt: new Date(now - 3 * DAY),
    },
  ]);

  // Two teams, one judge each as its lead, scheduled one after the other today, every entry linked.
  const today = new Date(now);
  today.setUTCHours(9, 0, 0, 0);
  const teams = await db
    .insert(judgingTeams)
    .values([
      { fairId: fair.id, name: 'Team 1', startAt: today, durationMinutes: 90 },
      { fairId: fair.id, name: 'Team 2', startAt: new Date(today.getTime() + 2 * HOUR), durationMinutes: 90 },
    ])
    .returning();
  const judges = [id('judge_kim'), id('judge_ana')];
  await db
    .insert(judgingTeamMembers)
    .values(teams.map((team, i) => ({ teamId: team.id, userId: judges[i]!, role: 'lead' })));
  await db
    .insert(judgingTeamBoards)
    .values(teams.flatMap((team) => approved.map((projectId) => ({ teamId: team.id, projectId }))));
  await db.insert(judgingAudit).values(
    teams.map((team, i) => ({
      fairId: fair.id,
      actorId: id('coord_nia'),
      action: 'team.create',
      details: { teamId: team.id, userIds: [judges[i]!], projectIDs: approved },
    })),
  );

  // The fair's judging questions, or two new ones.
  let questions = await db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.fairId, fair.id), eq(polls.kind, 'judging')))
    .orderBy(asc(polls.id));
  if (questions.length === 0) {
    for (const [question, tag] of [
      ['Scientific method', 'method'],
      ['Presentation', 'presentation'],
    ] as const) {
      const [rubric] = await db
        .insert(polls)
        .values({ question, kind: 'judging', fairId: fair.id, maxScore: 5, createdBy: id('coord_nia') })
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
    questions = await db
      .select({ id: polls.id })
      .from(polls)
      .where(and(eq(polls.fairId, fair.id), eq(polls.kind, 'judging')))
      .orderBy(asc(polls.id));
  }
  const options = await db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, score: pollOptions.score })
    .from(pollOptions)
    .where(
      inArray(
        pollOptions.pollId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(pollOptions.position));
  const option = (pollId: number, score: number) =>
    options.filter((o) => o.pollId === pollId).find((o) => o.score === score) ??
    options.find((o) => o.pollId === pollId)!;

  // Kim has scored every entry; Ana the first two (a harsher judge). Kim changed one score once.
  const marks: [string, number, number[]][] = [
    ['judge_kim', 0, [5, 4]],
    ['judge_kim', 1, [4, 4]],
    ['judge_kim', 2, [3, 5]],
    ['judge_ana', 0, [3, 3]],
    ['judge_ana', 1, [2, 3]],
  ];
  for (const [judge, boardIndex, scores] of marks) {
    const projectId = approved[boardIndex];
    if (projectId === undefined) continue;
    const at = new Date(now - (5 - boardIndex) * HOUR);
    for (const [q, question] of questions.entries()) {
      const chosen = option(question.id, scores[q % scores.length]!);
      await db.insert(pollAnswers).values({
        pollId: question.id,
        optionId: chosen.id,
        userId: id(judge),
        projectId,
        createdAt: at,
        updatedAt: at,
      });
      const changed = judge === 'judge_kim' && boardIndex === 2 && q === 0;
      const first = changed ? option(question.id, 2).id : null;
      if (first !== null)
        await db.insert(judgingScoreHistory).values({
          userId: id(judge),
          projectId,
          pollId: question.id,
          oldOptionId: null,
          newOptionId: first,
          at: new Date(at.getTime() - HOUR / 2),
        });
      await db.insert(judgingScoreHistory).values({
        userId: id(judge),
        projectId,
        pollId: question.id,
        oldOptionId: first,
        newOptionId: chosen.id,
        at,
      });
    }
  }
}
