import type {
  AddOptionsBody,
  AnswerPollBody,
  CreatePollBody,
  Poll,
  PollKind,
  UpdatePollBody,
} from '@makerboard/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  fairSubmissions,
  fairs,
  pollAnswers,
  pollOptions,
  polls,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { runsEveryFair } from '../fairs/fairs.service.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

export type PollRow = typeof polls.$inferSelect;

/** What polls need of the fairs: a person's roles at one. */
export interface PollFairs {
  rolesOf: (fairId: number, userId: number | null) => Promise<('coordinator' | 'reviewer' | 'judge')[]>;
}

/** What the judging rules of a judge's answer need (modules/judging: `scoring`). */
export interface PollJudging {
  /** Refuses a score the judge may not give (conflict, not assigned, team locked). */
  check: (tx: Tx, fairId: number, userId: number, projectId: number) => Promise<void>;
  /** Keeps a change of a judge's answer in the score history. */
  record: (tx: Tx, change: JudgingScore) => Promise<void>;
  /** Tells the fair's organisers and the judge, after the answer is saved. */
  announce: (change: JudgingScore) => Promise<void>;
}
export interface JudgingScore {
  fairId: number;
  userId: number;
  uuid?: string | undefined;
  projectId: number;
  pollId: number;
  oldOptionId: number | null;
  newOptionId: number;
}

/** A poll as its rule resolves it, with whether the caller may change it. */
export interface PollAccess {
  row: PollRow;
  manages: boolean;
  /** admin, judgingAdmin or a coordinator of the poll's fair. */
  organiser: boolean;
}

/** Community polls are the admins' and curators' (issue 10 item 5); a fair's polls its organisers'. */
export const runsCommunityPolls = (viewer: Viewer) =>
  viewer.roles.includes('admin') || viewer.roles.includes('curator');

/** The fairs the entries `which` picks were entered in (one board's, by placeholder, or several boards'). */
const fairsEntered = (db: Tx, which: SQL) =>
  db.selectDistinct({ id: fairSubmissions.fairId }).from(fairSubmissions).where(which);

/** A board's active members who have not answered every required question of its fairs. */
const unanswered = preparedQuery('questions_incomplete', (db: Tx, name) => {
  const projectId = sql.placeholder('projectId');
  const required = db
    .select({ id: polls.id })
    .from(polls)
    .where(
      and(
        eq(polls.kind, 'project'),
        eq(polls.required, true),
        inArray(polls.fairId, fairsEntered(db, eq(fairSubmissions.projectId, projectId))),
      ),
    );
  return db
    .select({ user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.status, 'active'),
        isNull(users.disabledAt),
        sql`exists (select 1 from (${required}) r where not exists (select 1 from ${pollAnswers}
          where ${pollAnswers.pollId} = r.id and ${pollAnswers.userId} = ${users.id}
          and ${pollAnswers.projectId} = ${projectId}))`,
      ),
    )
    .orderBy(asc(users.userName))
    .prepare(name);
});

/**
 * Polls (spec/000 §3 Poll; api.md "Polls"): community polls (one answer per person, changeable),
 * project poll questions a fair asks of its boards' members (customQuestionSurvey, with the
 * summaries of spec/001 §7), and judging rubric questions (options with score and tag), answered
 * by the fair's judges for approved boards within the judging window.
 */
export function pollsService(ctx: AppContext, deps: { fairs: PollFairs; judging: () => PollJudging }) {
  const db = ctx.database.db;

  async function presentMany(rows: PollRow[], tx: Tx = db): Promise<Poll[]> {
    if (rows.length === 0) return [];
    const options = await tx
      .select()
      .from(pollOptions)
      .where(
        inArray(
          pollOptions.pollId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(pollOptions.position), asc(pollOptions.id));
    return rows.map((r) => ({
      id: r.id,
      question: r.question,
      kind: r.kind as PollKind,
      fairID: r.fairId,
      postID: r.postId,
      maxScore: r.maxScore,
      required: r.required,
      isOpen: r.isOpen,
      options: options
        .filter((o) => o.pollId === r.id)
        .map((o) => ({ id: o.id, text: o.text, tag: o.tag, score: o.score })),
      createdAt: r.createdAt.toISOString(),
    }));
  }
  const presentOne = async (row: PollRow, tx: Tx = db) => (await presentMany([row], tx))[0]!;

  /** A page of the polls `where` names, newest first, with its total. */
  function pollPage(where: SQL | undefined, q: { limit: number; offset: number }) {
    return countedPage(
      'polls',
      q,
      db.select({ n: sql<number>`count(*)::int` }).from(polls).where(where),
      (total) =>
        db
          .select({ poll: polls, total })
          .from(polls)
          .where(where)
          .orderBy(desc(polls.id))
          .limit(q.limit)
          .offset(q.offset),
      (rows) => presentMany(rows.map((r) => r.poll)),
    );
  }

  async function organises(viewer: Viewer, fairId: number | null) {
    if (runsEveryFair(viewer)) return true;
    if (!fairId) return false;
    return (await deps.fairs.rolesOf(fairId, viewer.userId)).includes('coordinator');
  }

  async function addOptions(tx: Tx, pollId: number, options: z.output<typeof AddOptionsBody>['options']) {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${pollOptions.position}) + 1, 0)::int` })
      .from(pollOptions)
      .where(eq(pollOptions.pollId, pollId));
    await tx.insert(pollOptions).values(
      options.map((o, i) => ({
        pollId,
        text: o.text,
        tag: o.tag ?? null,
        score: o.score ?? null,
        position: next + i,
      })),
    );
  }

  /** The boards a person belongs to (active members) among `ids`. */
  async function memberOf(userId: number, projectId: number) {
    const [row] = await db
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          eq(projectMembers.userId, userId),
          eq(projectMembers.status, 'active'),
        ),
      );
    return !!row;
  }

  /** Project and judging polls that apply to boards: those of the fairs the boards are entered in. */
  async function pollsOfBoards(projectIds: number[], kinds: PollKind[]) {
    return db
      .select()
      .from(polls)
      .where(
        and(
          inArray(polls.kind, kinds),
          inArray(polls.fairId, fairsEntered(db, inArray(fairSubmissions.projectId, projectIds))),
        ),
      )
      .orderBy(asc(polls.id));
  }

  async function answer(body: z.output<typeof AnswerPollBody>, viewer: Viewer & { userId: number }) {
    const [poll] = await db.select().from(polls).where(eq(polls.id, body.pollID));
    if (!poll) throw new AppError(404, 'POLL_NOT_FOUND');
    const [option] = await db
      .select()
      .from(pollOptions)
      .where(and(eq(pollOptions.id, body.optionID), eq(pollOptions.pollId, poll.id)));
    if (!option) throw new AppError(400, 'OPTION_NOT_FOUND');
    if (!poll.isOpen) throw new AppError(409, 'POLL_CLOSED');
    let projectId = 0;
    let judgingFair: number | null = null;
    if (poll.kind !== 'community') {
      if (!body.projectID) throw new AppError(400, 'POLL_BOARD_REQUIRED');
      projectId = body.projectID;
      const [board] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
      if (!board) throw new AppError(404, 'NOT_FOUND');
      if (poll.kind === 'project') {
        // A fair's questions are answered by the members of the boards entered in it.
        if (!(await memberOf(viewer.userId, projectId))) throw new AppError(403, 'FORBIDDEN');
      } else {
        const [fair] = await db
          .select()
          .from(fairs)
          .where(eq(fairs.id, poll.fairId ?? 0));
        if (!fair) throw new AppError(404, 'FAIR_NOT_FOUND');
        const judge =
          runsEveryFair(viewer) || (await deps.fairs.rolesOf(fair.id, viewer.userId)).includes('judge');
        if (!judge) throw new AppError(403, 'NOT_A_JUDGE');
        const [entry] = await db
          .select({ status: fairSubmissions.status })
          .from(fairSubmissions)
          .where(and(eq(fairSubmissions.fairId, fair.id), eq(fairSubmissions.projectId, projectId)));
        if (entry?.status !== 'approved') throw new AppError(404, 'SUBMISSION_NOT_FOUND');
        // api.md "Judging": a conflict first, then the assignment and the lock, then the window.
        await deps.judging().check(db, fair.id, viewer.userId, projectId);
        const now = Date.now();
        if (
          (fair.judgingStart && now < fair.judgingStart.getTime()) ||
          (fair.judgingEnd && now > fair.judgingEnd.getTime())
        )
          throw new AppError(403, 'JUDGING_CLOSED');
        judgingFair = fair.id;
      }
    }
    const now = new Date();
    const save = async (tx: Tx) => {
      await tx
        .insert(pollAnswers)
        .values({
          pollId: poll.id,
          optionId: option.id,
          userId: viewer.userId,
          projectId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [pollAnswers.pollId, pollAnswers.userId, pollAnswers.projectId],
          set: { optionId: option.id, updatedAt: now },
        });
    };
    if (judgingFair === null) await save(db);
    else {
      // A judge's score (api.md "Judging"): the judging rules, then the answer and its history together.
      const fairId = judgingFair;
      const change = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ optionId: pollAnswers.optionId })
          .from(pollAnswers)
          .where(
            and(
              eq(pollAnswers.pollId, poll.id),
              eq(pollAnswers.userId, viewer.userId),
              eq(pollAnswers.projectId, projectId),
            ),
          );
        await save(tx);
        const change: JudgingScore = {
          fairId,
          userId: viewer.userId,
          uuid: viewer.uuid,
          projectId,
          pollId: poll.id,
          oldOptionId: before?.optionId ?? null,
          newOptionId: option.id,
        };
        await deps.judging().record(tx, change);
        return change;
      });
      await deps.judging().announce(change);
    }
    return { pollUserOption: { pollID: poll.id, optionID: option.id, projectID: projectId || null } };
  }

  async function answerOf(pollId: number, userId: number | null, projectId: number | undefined) {
    if (!userId) return { pollUserOption: null };
    const [row] = await db
      .select()
      .from(pollAnswers)
      .where(
        and(
          eq(pollAnswers.pollId, pollId),
          eq(pollAnswers.userId, userId),
          eq(pollAnswers.projectId, projectId ?? 0),
        ),
      );
    return {
      pollUserOption: row
        ? { pollID: row.pollId, optionID: row.optionId, projectID: row.projectId || null }
        : null,
    };
  }

  /** Required project questions of a board's fairs, and its active members. */
  async function requiredOf(projectId: number) {
    const required = (await pollsOfBoards([projectId], ['project'])).filter((p) => p.required);
    const members = await db
      .select({ id: users.id })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'active')));
    const answers =
      required.length && members.length
        ? await db
            .select({ pollId: pollAnswers.pollId, userId: pollAnswers.userId })
            .from(pollAnswers)
            .where(
              and(
                eq(pollAnswers.projectId, projectId),
                inArray(
                  pollAnswers.pollId,
                  required.map((p) => p.id),
                ),
              ),
            )
        : [];
    return { required, members, answers };
  }

  return {
    presentOne,

    async access(id: number, viewer: Viewer): Promise<PollAccess> {
      const [row] = await db.select().from(polls).where(eq(polls.id, id));
      if (!row) throw new AppError(404, 'POLL_NOT_FOUND');
      const organiser = await organises(viewer, row.fairId);
      const manages = row.kind === 'community' ? runsCommunityPolls(viewer) : organiser;
      return { row, manages, organiser };
    },

    /** POST /poll: community polls by admins and curators; a fair's polls by its organisers. */
    async create(body: z.output<typeof CreatePollBody>, viewer: Viewer) {
      if (body.kind === 'community') {
        if (!runsCommunityPolls(viewer)) throw new AppError(403, 'FORBIDDEN');
      } else {
        if (!body.fairID) throw new AppError(400, 'POLL_FAIR_REQUIRED');
        const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, body.fairID));
        if (!fair) throw new AppError(404, 'FAIR_NOT_FOUND');
        if (!(await organises(viewer, fair.id))) throw new AppError(403, 'FORBIDDEN');
      }
      const scores = body.options.map((o) => o.score).filter((s): s is number => typeof s === 'number');
      const row = await db.transaction(async (tx) => {
        const [poll] = await tx
          .insert(polls)
          .values({
            question: body.question,
            kind: body.kind,
            fairId: body.kind === 'community' ? (body.fairID ?? null) : body.fairID!,
            postId: body.postID ?? null,
            maxScore:
              body.maxScore ?? (body.kind === 'judging' && scores.length ? Math.max(...scores) : null),
            required: body.required,
            createdBy: viewer.userId,
          })
          .returning();
        await addOptions(tx, poll!.id, body.options);
        return poll!;
      });
      return { poll: await presentOne(row) };
    },

    /** GET /poll: the open community polls, newest first. */
    list(q: { limit: number; offset: number }) {
      const where = and(eq(polls.kind, 'community'), eq(polls.isOpen, true));
      return pollPage(where, q);
    },

    /** GET /poll/all: every poll of a kind (community by default), open or closed. */
    all(q: { limit: number; offset: number; kind?: PollKind | undefined; fairID?: number | undefined }) {
      const where = and(
        eq(polls.kind, q.kind ?? 'community'),
        q.fairID ? eq(polls.fairId, q.fairID) : undefined,
      );
      return pollPage(where, q);
    },

    async update({ row }: PollAccess, body: z.output<typeof UpdatePollBody>) {
      const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const [next] = Object.keys(patch).length
        ? await db.update(polls).set(patch).where(eq(polls.id, row.id)).returning()
        : [row];
      return { poll: await presentOne(next!) };
    },

    async addOptions({ row }: PollAccess, body: z.output<typeof AddOptionsBody>) {
      await db.transaction((tx) => addOptions(tx, row.id, body.options));
      return { poll: await presentOne(row) };
    },

    answer,

    /**
     * POST /poll/user/option/{userID} (admins and judging admins): the answer is saved as that
     * person's, under their rules (a board's questions need them on its team; a judging poll needs
     * them to judge the fair). Someone who does not exist, or whose account is disabled, is a 404.
     */
    async answerFor(body: z.output<typeof AnswerPollBody>, userId: number) {
      const [person] = await db
        .select({ id: users.id, roles: users.roles, uuid: users.uuid, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!person || person.disabledAt) throw new AppError(404, 'USER_NOT_FOUND');
      return answer(body, { userId: person.id, roles: person.roles, uuid: person.uuid });
    },
    mine: (pollId: number, viewer: Viewer, projectId: number | undefined) =>
      answerOf(pollId, viewer.userId, projectId),

    /** Another person's answer: their own, or the organisers' to read. */
    async userAnswer(access: PollAccess, viewer: Viewer, userId: number, projectId: number) {
      // Someone else's answer is not theirs to know of: a 404, as for anything they may not see.
      if (viewer.userId !== userId && !access.organiser && !access.manages)
        throw new AppError(404, 'NOT_FOUND');
      return answerOf(access.row.id, userId, projectId);
    },

    /** GET /poll/user/options/{pollID}: how many chose each option (judging scores: organisers only). */
    async summary(access: PollAccess, projectId: number | undefined) {
      // Judging scores are the organisers'; a board's scores are not even known to exist for others.
      if (access.row.kind === 'judging' && !access.organiser)
        throw projectId ? new AppError(404, 'NOT_FOUND') : new AppError(403, 'FORBIDDEN');
      const options = await db
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(eq(pollOptions.pollId, access.row.id))
        .orderBy(asc(pollOptions.position), asc(pollOptions.id));
      const counts = await db
        .select({ optionId: pollAnswers.optionId, n: sql<number>`count(*)::int` })
        .from(pollAnswers)
        .where(
          and(
            eq(pollAnswers.pollId, access.row.id),
            projectId ? eq(pollAnswers.projectId, projectId) : undefined,
          ),
        )
        .groupBy(pollAnswers.optionId);
      const by = new Map(counts.map((c) => [c.optionId, Number(c.n)]));
      const summary = options.map((o) => ({ optionID: o.id, count: by.get(o.id) ?? 0 }));
      return { summary, total: summary.reduce((a, s) => a + s.count, 0) };
    },

    async forProjects(projectIds: number[]) {
      return { polls: await presentMany(await pollsOfBoards(projectIds, ['project', 'judging'])) };
    },

    /** GET /poll/filter: the answer tags of the judging questions of these boards' fairs (spec/000 §5). */
    async filter(projectIds: number[]) {
      const presented = await presentMany(await pollsOfBoards(projectIds, ['judging']));
      return {
        filter: presented.map((p) => ({
          pollID: p.id,
          question: p.question,
          options: p.options.map((o) => ({ id: o.id, text: o.text, tag: o.tag })),
        })),
      };
    },

    async myProjectAnswers(projectIds: number[], viewer: Viewer) {
      if (!viewer.userId) return { pollUserOptions: [] };
      const rows = await db
        .select()
        .from(pollAnswers)
        .where(and(eq(pollAnswers.userId, viewer.userId), inArray(pollAnswers.projectId, projectIds)))
        .orderBy(asc(pollAnswers.id));
      return {
        pollUserOptions: rows.map((r) => ({
          pollID: r.pollId,
          optionID: r.optionId,
          projectID: r.projectId || null,
        })),
      };
    },

    /**
     * GET /poll/useroptionsummaries/{projectId} (spec/001 §7 customQuestionSurvey): per section
     * (`postID`, null for the board), the required answers expected of the team (each required
     * question × each active member) and how many are given.
     */
    async summaries(projectId: number) {
      const { required, members, answers } = await requiredOf(projectId);
      const memberIds = new Set(members.map((m) => m.id));
      const groups = new Map<number | null, { totalRequired: number; requiredCompleted: number }>();
      for (const poll of required) {
        const g = groups.get(poll.postId) ?? { totalRequired: 0, requiredCompleted: 0 };
        g.totalRequired += members.length;
        g.requiredCompleted += answers.filter((a) => a.pollId === poll.id && memberIds.has(a.userId)).length;
        groups.set(poll.postId, g);
      }
      return { summaries: [...groups].map(([postID, g]) => ({ postID, ...g })) };
    },

    /**
     * GET /projects/{id}/questions/incomplete: the members who have not answered every required
     * question of the fairs the board entered, in one statement built once (issue 15: four before).
     */
    async incomplete(projectId: number) {
      const rows = await unanswered(db).execute({ projectId });
      return { users: rows.map((r) => presentPublicUser(r.user)) };
    },
  };
}
export type PollsService = ReturnType<typeof pollsService>;
