import {
  ANSWER_MAX,
  type Board,
  ENTRANT_AGE,
  type FairReviewBody,
  isLanguage,
  isValidEntrantAge,
  isValidPostalCode,
  type Language,
  type PARTNER_FILTERS,
  type PageQuery,
  type PostalCountry,
  type Submission,
  type SubmissionStatus,
  type SubmitToFairsBody,
  translate,
} from '@makerboard/shared';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  declineReasons,
  fairDistricts,
  fairQuestions,
  fairSubmissions,
  fairs,
  posts,
  projectMembers,
  projects,
  type StoredAnswer,
  type StoredSnapshot,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countOf, page } from '../../lib/paging.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import { entersFairs } from '../fairs/fairs.access.ts';
import { type FairRow, isOpen, runsEveryFair } from '../fairs/fairs.service.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';
import type { SubmissionBoard } from './submissions.access.ts';

/** What the fair pipeline needs of the boards: presenting them as a viewer sees them. */
export interface SubmissionBoards {
  present: (rows: ProjectRow[], viewer: Viewer, language: Language) => Promise<Board[]>;
}
/** What it needs of the fairs. */
export interface SubmissionFairs {
  find: (id: number, tx?: Tx) => Promise<FairRow>;
  presentMany: (rows: FairRow[], viewer: Viewer, tx?: Tx) => Promise<import('@makerboard/shared').Fair[]>;
  rolesOf: (
    fairId: number,
    userId: number | null,
    tx?: Tx,
  ) => Promise<import('@makerboard/shared').FairRole[]>;
  fairsWhere: (
    userId: number | null,
    roles: readonly ('coordinator' | 'reviewer' | 'judge')[],
  ) => Promise<number[]>;
  refreshEditDeadlines: (where: { projectIds?: number[]; fairId?: number }, tx?: Tx) => Promise<void>;
}
/** And of the notifications: staged in the transaction of the change they tell of. */
export interface SubmissionNotifications {
  stage: (items: NewNotification[], tx: Tx) => Promise<() => void>;
}

type SubmissionRow = typeof fairSubmissions.$inferSelect;
type Filter = (typeof PARTNER_FILTERS)[number];

/** Statuses awaiting a decision (api.md: the filter `pending` lists both). */
const AWAITING: SubmissionStatus[] = ['submitted', 'resubmitted'];
/** Statuses that keep a board closed to its team (spec/000 §4); a declined one waits for a coordinator. */
const CLOSING: SubmissionStatus[] = ['submitted', 'resubmitted', 'approved', 'declined'];
const FILTER_STATUSES: Record<Filter, SubmissionStatus[]> = {
  pending: AWAITING,
  approved: ['approved'],
  declined: ['declined'],
  submitted: ['submitted'],
  resubmitted: ['resubmitted'],
};
/** The review bits of spec/000 §4. */
const BIT = { pending: 1, declined: 2, approved: 4 } as const;
const REVIEW_BITS = BIT.pending | BIT.declined | BIT.approved;

/** Normalises one answer by its question's kind, or says why it cannot be taken. */
function normaliseAnswer(
  kind: string,
  raw: string | number | boolean,
  country: PostalCountry | null,
): string {
  if (typeof raw === 'boolean') raw = raw ? 'yes' : 'no';
  const value = String(raw).trim();
  if (value.length > ANSWER_MAX) throw new AppError(400, 'ANSWER_TOO_LONG', { max: ANSWER_MAX });
  if (value === '') return '';
  switch (kind) {
    case 'yesno': {
      const v = value.toLowerCase();
      if (['yes', 'true', 'ja', 'oui'].includes(v)) return 'yes';
      if (['no', 'false', 'nein', 'non'].includes(v)) return 'no';
      throw new AppError(400, 'INVALID_YESNO_ANSWER');
    }
    case 'number':
      if (!/^-?\d+([.,]\d+)?$/.test(value)) throw new AppError(400, 'INVALID_NUMBER_ANSWER');
      return value.replace(',', '.');
    case 'age':
      if (!isValidEntrantAge(value)) throw new AppError(400, 'INVALID_AGE', { ...ENTRANT_AGE });
      return String(Number(value));
    case 'postalCode':
      if (!isValidPostalCode(value, country)) throw new AppError(400, 'INVALID_POSTAL_CODE');
      return value.toUpperCase();
    default:
      // Plain text, stored as typed (no markup is ever rendered from it).
      return value.replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''));
  }
}

/**
 * The fair pipeline (spec/000 §2, §4; issue 10 items 2 to 4): submitting with answers, a district
 * and a snapshot; sending back, approving and declining; the review lists with their counts and
 * CSV; the coordinator's status bits and flags. Each change is one transaction with its
 * notifications; live messages leave after commit.
 */
export function submissionsService(
  ctx: AppContext,
  deps: { boards: SubmissionBoards; fairs: SubmissionFairs; notifications: SubmissionNotifications },
) {
  const db = ctx.database.db;
  const emitBoard = (id: number) => ctx.events.emit({ type: 'project', action: 'update', id });
  /** Reviewers looking at a fair's lists move the card at once (the `fair` socket topic). */
  const emitFair = (fairId: number, projectId: number, uuid?: string) =>
    ctx.events.emit({
      type: 'fair',
      action: 'update',
      id: fairId,
      childType: 'submission',
      childTypeID: projectId,
      uuid,
    });

  async function reasonsById(): Promise<Map<number, { en: string; de: string; fr: string }>> {
    const rows = await db.select().from(declineReasons);
    return new Map(rows.map((r) => [r.id, r.messages]));
  }

  async function districtNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(fairDistricts).where(inArray(fairDistricts.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async function presentSubmissions(rows: SubmissionRow[], language: Language): Promise<Submission[]> {
    const [reasons, districts] = await Promise.all([
      rows.some((r) => r.reasonId) ? reasonsById() : Promise.resolve(new Map()),
      districtNames(rows.map((r) => r.districtId).filter((d): d is number => d !== null)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      fair_id: r.fairId,
      projectID: r.projectId,
      status: r.status as SubmissionStatus,
      reason: (r.reasonId && reasons.get(r.reasonId)?.[language]) || r.reason,
      reasonID: r.reasonId,
      declineComment: r.declineComment,
      message: r.message,
      district: r.districtId ? (districts.get(r.districtId) ?? null) : null,
      gradeBand: r.gradeBand,
      language: isLanguage(r.language) ? r.language : null,
      answers: r.answers,
      submittedAt: r.submittedAt.toISOString(),
      reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    }));
  }

  /** The board's owners and co-owners, with their language, for notifications. */
  async function entrants(tx: Tx, projectId: number) {
    const rows = await tx
      .select({ id: users.id, role: projectMembers.role, language: users.language })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'active')));
    return rows.filter((r) => entersFairs(r.role));
  }

  function notifyEntrants(
    tx: Tx,
    people: { id: number; language: string }[],
    kind: NewNotification['kind'],
    key: string,
    params: (language: Language) => Record<string, string>,
    deepLink: string,
    except?: number | null,
  ) {
    return deps.notifications.stage(
      people
        .filter((p) => p.id !== except)
        .map((p) => ({
          userId: p.id,
          key,
          kind,
          params: params(isLanguage(p.language) ? p.language : 'en'),
          deepLink,
        })),
      tx,
    );
  }

  async function snapshotOf(tx: Tx, board: ProjectRow): Promise<StoredSnapshot> {
    const sections = await tx
      .select({ id: posts.id, body: posts.body, status: posts.status })
      .from(posts)
      .where(eq(posts.projectId, board.id))
      .orderBy(asc(posts.priority), asc(posts.id));
    return {
      title: board.title,
      description: board.description,
      coverImageUrl: board.coverImageUrl,
      tags: board.tags,
      sections,
      takenAt: new Date().toISOString(),
    };
  }

  /** Whether the viewer decides for the fair with one of `roles` (admin and judgingAdmin always). */
  async function holds(viewer: Viewer, fairId: number, roles: string[], tx: Tx = db) {
    if (runsEveryFair(viewer)) return true;
    const mine = await deps.fairs.rolesOf(fairId, viewer.userId, tx);
    return mine.some((r) => roles.includes(r));
  }

  /** Board bits and the `submitted` flag follow the board's submissions (spec/000 §4). */
  async function settleBoard(tx: Tx, board: ProjectRow, bits: number | null) {
    const active = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fairSubmissions)
      .where(and(eq(fairSubmissions.projectId, board.id), inArray(fairSubmissions.status, CLOSING)));
    const closed = countOf(active) > 0;
    const [fresh] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, board.id));
    const status = bits === null ? fresh!.status & ~REVIEW_BITS : (fresh!.status & ~REVIEW_BITS) | bits;
    await tx
      .update(projects)
      .set({ submitted: closed, status, updatedAt: new Date() })
      .where(eq(projects.id, board.id));
    await deps.fairs.refreshEditDeadlines({ projectIds: [board.id] }, tx);
    return status;
  }

  /** The submission of a board to the named fair, or the only one it has (api.md review). */
  async function submissionFor(
    tx: Tx,
    projectId: number,
    fairId: number | undefined,
    allowed: number[] | 'all',
  ) {
    const rows = await tx
      .select()
      .from(fairSubmissions)
      .where(
        and(
          eq(fairSubmissions.projectId, projectId),
          fairId ? eq(fairSubmissions.fairId, fairId) : undefined,
          allowed === 'all' ? undefined : inArray(fairSubmissions.fairId, allowed.length ? allowed : [0]),
        ),
      )
      .for('update');
    if (rows.length === 0) throw new AppError(404, 'SUBMISSION_NOT_FOUND');
    if (rows.length > 1) throw new AppError(400, 'SUBMISSION_FAIR_REQUIRED');
    return rows[0]!;
  }

  /** The rows a review list holds: its fair (or every fair the viewer reviews), its filter, its search. */
  function listWhere(fairIds: number[] | 'all', filter: Filter, query: string | undefined): SQL | undefined {
    const words = query?.trim();
    return and(
      fairIds === 'all' ? undefined : inArray(fairSubmissions.fairId, fairIds.length ? fairIds : [0]),
      inArray(fairSubmissions.status, FILTER_STATUSES[filter]),
      words
        ? sql`(${projects.title} ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or exists (
            select 1 from users u where u.id = ${projects.ownerId} and lower(u.user_name) = ${words.toLowerCase()}))`
        : undefined,
    );
  }

  async function scopeOf(viewer: Viewer, fairId: number | undefined): Promise<number[] | 'all'> {
    if (fairId) return [fairId];
    if (runsEveryFair(viewer)) return 'all';
    return deps.fairs.fairsWhere(viewer.userId, ['reviewer', 'coordinator']);
  }

  return {
    /** GET /projects/{id}/fairs: the open fairs it may still enter, and where it stands in each. */
    async eligible({ row }: BoardAccess, viewer: Viewer, language: Language) {
      const mine = await db
        .select()
        .from(fairSubmissions)
        .where(eq(fairSubmissions.projectId, row.id))
        .orderBy(asc(fairSubmissions.id));
      const entered = new Set(mine.filter((s) => s.status !== 'unsubmitted').map((s) => s.fairId));
      const open = (
        await db.select().from(fairs).orderBy(sql`${fairs.submissionDeadline} asc nulls last`, asc(fairs.id))
      ).filter((f) => isOpen(f) && !entered.has(f.id));
      return {
        fairs: await deps.fairs.presentMany(open, viewer),
        submissions: await presentSubmissions(mine, language),
      };
    },

    /**
     * PUT /projects/{id}/submitToFairs (spec/000 §4, §5): every required question answered, each
     * answer at most 1000 characters, a valid age and postal code, a district that never changes,
     * before the deadline; a snapshot of the board is kept. All fairs or none.
     */
    async submit(
      { row: board }: BoardAccess,
      viewer: Person,
      body: z.output<typeof SubmitToFairsBody>,
      language: Language,
    ) {
      if (body.fairs.length === 0) throw new AppError(400, 'AT_LEAST_ONE_FAIR');
      if (new Set(body.fairs.map((f) => f.id)).size !== body.fairs.length)
        throw new AppError(400, 'ALREADY_SUBMITTED');
      const after: (() => void)[] = [];
      const touched: number[] = [];
      const result = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(projects).where(eq(projects.id, board.id)).for('update');
        if (!locked) throw new AppError(404, 'NOT_FOUND');
        if (locked.isLocked || (locked.status & 32) === 32) throw new AppError(403, 'BOARD_LOCKED');
        const snapshot = await snapshotOf(tx, locked);
        const people = await entrants(tx, board.id);
        const [owner] = await tx
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, locked.ownerId));
        const ownerLanguage: Language = isLanguage(owner?.language) ? owner.language : 'en';
        const saved: SubmissionRow[] = [];
        for (const entry of body.fairs) {
          const fair = await deps.fairs.find(entry.id, tx);
          const staff = await holds(viewer, fair.id, ['coordinator', 'reviewer'], tx);
          if (!isOpen(fair) && !staff) throw new AppError(403, 'DEADLINE_PASSED');
          const [previous] = await tx
            .select()
            .from(fairSubmissions)
            .where(and(eq(fairSubmissions.fairId, fair.id), eq(fairSubmissions.projectId, board.id)))
            .for('update');
          if (previous && previous.status !== 'unsubmitted') throw new AppError(409, 'ALREADY_SUBMITTED');

          // The district: by name (as given to POST /fairs) or id; final once chosen.
          const districts = await tx.select().from(fairDistricts).where(eq(fairDistricts.fairId, fair.id));
          let districtId: number | null = previous?.districtId ?? null;
          if (entry.district !== undefined && entry.district !== null && entry.district !== '') {
            const wanted = districts.find((d) =>
              typeof entry.district === 'number'
                ? d.id === entry.district
                : d.name.toLowerCase() === String(entry.district).trim().toLowerCase(),
            );
            if (!wanted) throw new AppError(400, 'DISTRICT_NOT_FOUND');
            if (districtId !== null && districtId !== wanted.id) throw new AppError(409, 'DISTRICT_FINAL');
            districtId = wanted.id;
          }
          if (districts.length > 0 && districtId === null) throw new AppError(400, 'DISTRICT_REQUIRED');

          // The grade band (spec/000 §9): one of the fair's. The submit dialog asks for it; the call
          // keeps api.md's shape, so a submission without one keeps its earlier band, or none (the
          // planner then matches on expertise and language only). A fair without bands keeps none.
          const band = entry.gradeBand?.trim() ?? '';
          let gradeBand: string | null = null;
          if (fair.gradeBands.length > 0) {
            if (band === '') gradeBand = previous?.gradeBand ?? null;
            else {
              gradeBand = fair.gradeBands.find((g) => g.toLowerCase() === band.toLowerCase()) ?? null;
              if (gradeBand === null) throw new AppError(400, 'GRADE_BAND_NOT_FOUND');
            }
          }
          // The board's language for judging: as chosen, else as before, else the owner's.
          const boardLanguage: Language =
            entry.language ?? (isLanguage(previous?.language) ? previous.language : ownerLanguage);

          // The answers: the fair's own questions, by kind; every required one answered.
          const questions = await tx
            .select()
            .from(fairQuestions)
            .where(and(eq(fairQuestions.fairId, fair.id), sql`${fairQuestions.retiredAt} is null`));
          const byId = new Map(questions.map((q) => [q.id, q]));
          const answers: StoredAnswer[] = [];
          for (const a of entry.answers) {
            const q = byId.get(a.questionID);
            if (!q) throw new AppError(400, 'QUESTION_NOT_FOUND');
            const answer = normaliseAnswer(q.kind, a.answer, (fair.country as PostalCountry | null) ?? null);
            const at = answers.findIndex((x) => x.questionID === q.id);
            if (at >= 0) answers.splice(at, 1);
            if (answer !== '') answers.push({ questionID: q.id, answer });
          }
          if (questions.some((q) => q.required && !answers.some((a) => a.questionID === q.id)))
            throw new AppError(400, 'ANSWER_REQUIRED');

          const status: SubmissionStatus = previous ? 'resubmitted' : 'submitted';
          const values = {
            status,
            districtId,
            gradeBand,
            language: boardLanguage,
            answers,
            snapshot,
            reason: null,
            reasonId: null,
            declineComment: null,
            submittedBy: viewer.userId,
            submittedAt: new Date(),
            reviewedAt: null,
            reviewedBy: null,
            updatedAt: new Date(),
          };
          const [row] = previous
            ? await tx
                .update(fairSubmissions)
                .set(values)
                .where(eq(fairSubmissions.id, previous.id))
                .returning()
            : await tx
                .insert(fairSubmissions)
                .values({ ...values, fairId: fair.id, projectId: board.id })
                .returning();
          saved.push(row!);
          touched.push(fair.id);
          after.push(
            await notifyEntrants(
              tx,
              people,
              'fairSubmitted',
              `fair-${fair.id}-project-${board.id}-submitted`,
              () => ({ board: locked.title, fair: fair.name }),
              `/project/${board.id}`,
            ),
          );
        }
        await tx
          .update(projects)
          .set({ fairId: saved.at(-1)!.fairId })
          .where(eq(projects.id, board.id));
        await settleBoard(tx, locked, BIT.pending);
        return saved;
      });
      emitBoard(board.id);
      for (const fairId of touched) emitFair(fairId, board.id, viewer.uuid);
      for (const announce of after) announce();
      return { success: true as const, submissions: await presentSubmissions(result, language) };
    },

    /** PUT /projects/{id}/unsubmit: a coordinator sends it back; the board opens again (spec/000 §4). */
    async unsubmit(
      access: SubmissionBoard,
      viewer: Person,
      fairID: number,
      message: string,
      language: Language,
    ) {
      if (!(await holds(viewer, fairID, ['coordinator']))) throw new AppError(404, 'SUBMISSION_NOT_FOUND');
      let announce = () => {};
      const row = await db.transaction(async (tx) => {
        const current = await submissionFor(tx, access.row.id, fairID, 'all');
        if (current.status === 'unsubmitted') throw new AppError(409, 'NOT_SUBMITTED');
        if (current.status === 'approved') throw new AppError(409, 'ALREADY_APPROVED');
        const [next] = await tx
          .update(fairSubmissions)
          .set({ status: 'unsubmitted', message: message || null, updatedAt: new Date() })
          .where(eq(fairSubmissions.id, current.id))
          .returning();
        const fair = await deps.fairs.find(fairID, tx);
        const [board] = await tx.select().from(projects).where(eq(projects.id, access.row.id));
        await settleBoard(tx, board!, null);
        announce = await notifyEntrants(
          tx,
          await entrants(tx, board!.id),
          'fairUnsubmitted',
          `fair-${fairID}-project-${board!.id}-unsubmitted`,
          (lang) => ({
            board: board!.title,
            fair: fair.name,
            text: message || translate(lang, 'NO_MESSAGE'),
          }),
          `/project/${board!.id}`,
        );
        return next!;
      });
      emitBoard(access.row.id);
      emitFair(fairID, access.row.id, viewer.uuid);
      announce();
      return { submission: (await presentSubmissions([row], language))[0]! };
    },

    /**
     * PUT /projects/{id}/review (spec/000 §4): approve (4) is final; decline (2) needs a reason, from
     * the decline reasons or written, with a comment the entrants read.
     */
    async review(
      access: SubmissionBoard,
      viewer: Person,
      body: z.output<typeof FairReviewBody>,
      language: Language,
    ) {
      if (body.status === 2 && !body.reason && !body.messageID)
        throw new AppError(400, 'DECLINE_REASON_REQUIRED');
      let reasonText: { en: string; de: string; fr: string } | null = null;
      if (body.status === 2 && body.messageID) {
        reasonText = (await reasonsById()).get(body.messageID) ?? null;
        if (!reasonText) throw new AppError(400, 'DECLINE_REASON_NOT_FOUND');
      }
      const allowed = runsEveryFair(viewer)
        ? ('all' as const)
        : await deps.fairs.fairsWhere(viewer.userId, ['reviewer', 'coordinator']);
      let announce = () => {};
      const { row, bits } = await db.transaction(async (tx) => {
        const current = await submissionFor(tx, access.row.id, body.fairID, allowed);
        if (current.status === 'approved') throw new AppError(409, 'ALREADY_APPROVED');
        if (current.status === 'unsubmitted') throw new AppError(409, 'NOT_AWAITING_REVIEW');
        const approved = body.status === 4;
        const [next] = await tx
          .update(fairSubmissions)
          .set({
            status: approved ? 'approved' : 'declined',
            reason: approved ? null : (body.reason ?? reasonText?.en ?? null),
            reasonId: approved ? null : (body.messageID ?? null),
            declineComment: approved ? null : (body.messageBody ?? null),
            reviewedBy: viewer.userId,
            reviewedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(fairSubmissions.id, current.id))
          .returning();
        const fair = await deps.fairs.find(current.fairId, tx);
        const [board] = await tx.select().from(projects).where(eq(projects.id, access.row.id));
        const bits = await settleBoard(tx, board!, approved ? BIT.approved : BIT.declined);
        announce = await notifyEntrants(
          tx,
          await entrants(tx, board!.id),
          approved ? 'fairApproved' : 'fairDeclined',
          `fair-${fair.id}-project-${board!.id}-${approved ? 'approved' : 'declined'}`,
          (lang) => ({
            board: board!.title,
            fair: fair.name,
            text: [reasonText?.[lang] ?? body.reason ?? '', body.messageBody ?? '']
              .filter(Boolean)
              .join(' — '),
          }),
          `/project/${board!.id}`,
        );
        return { row: next!, bits };
      });
      emitBoard(access.row.id);
      emitFair(row.fairId, access.row.id, viewer.uuid);
      announce();
      const [submission] = await presentSubmissions([row], language);
      return {
        Pending: false,
        Approved: body.status === 4,
        Declined: body.status === 2,
        status: bits,
        reason: submission!.reason,
        submission: submission!,
      };
    },

    /** GET /projects/declineReasons (spec/000 §3 Decline reason). */
    async declineReasons() {
      const rows = await db
        .select()
        .from(declineReasons)
        .orderBy(asc(declineReasons.position), asc(declineReasons.id));
      return { reasons: rows.map((r) => ({ id: r.id, messages: r.messages })) };
    },

    /**
     * GET /partner/submissions (spec/000 §2 partner submissions view): a fair's boards by review
     * state with what was submitted, newest change first; counts with `limit=0`. Without a fair,
     * every fair the viewer reviews. Staff of one fair see nothing of another's.
     */
    async list(
      q: PageQuery & { filter: Filter; fairID?: number | undefined; query?: string | undefined },
      viewer: Viewer,
      language: Language,
    ) {
      const scope = await scopeOf(viewer, q.fairID);
      const where = listWhere(scope, q.filter, q.query);
      // Only a search reads the boards (title, owner): otherwise the count and the page come from
      // the entries alone (their fair-status index), and the page's boards are read by id, so a fair
      // with 10k entries never joins them to every board (docs/performance.md).
      const searching = !!q.query?.trim();
      const withBoards = <T extends PgSelect>(qb: T) =>
        searching ? qb.innerJoin(projects, eq(projects.id, fairSubmissions.projectId)) : qb;
      const order = [desc(fairSubmissions.updatedAt), desc(fairSubmissions.id)];
      return page(
        'projects',
        q,
        async () => {
          const counted = db.select({ n: sql<number>`count(*)::int` }).from(fairSubmissions).$dynamic();
          return countOf(await withBoards(counted).where(where));
        },
        async () => {
          const ids = (
            await withBoards(db.select({ id: fairSubmissions.id }).from(fairSubmissions).$dynamic())
              .where(where)
              .orderBy(...order)
              .limit(q.limit)
              .offset(q.offset)
          ).map((r) => r.id);
          if (!ids.length) return [];
          const rows = await db
            .select({ s: fairSubmissions, p: projects, fairName: fairs.name })
            .from(fairSubmissions)
            .innerJoin(projects, eq(projects.id, fairSubmissions.projectId))
            .innerJoin(fairs, eq(fairs.id, fairSubmissions.fairId))
            .where(inArray(fairSubmissions.id, ids))
            .orderBy(...order);
          const boards = await deps.boards.present(
            rows.map((r) => r.p),
            viewer,
            language,
          );
          const submissions = await presentSubmissions(
            rows.map((r) => r.s),
            language,
          );
          return rows.map((r, i) => ({
            ...boards[i]!,
            submission: { ...submissions[i]!, snapshot: r.s.snapshot, fairName: r.fairName },
          }));
        },
      );
    },

    /** GET /partner/submissions/export: one review list as CSV, a column per question. */
    async exportCsv(
      q: { filter: Filter; fairID?: number | undefined; query?: string | undefined },
      viewer: Viewer,
      language: Language,
    ) {
      const scope = await scopeOf(viewer, q.fairID);
      const rows = await db
        .select({ s: fairSubmissions, title: projects.title, owner: users.userName, fairName: fairs.name })
        .from(fairSubmissions)
        .innerJoin(projects, eq(projects.id, fairSubmissions.projectId))
        .innerJoin(fairs, eq(fairs.id, fairSubmissions.fairId))
        .innerJoin(users, eq(users.id, projects.ownerId))
        .where(listWhere(scope, q.filter, q.query))
        .orderBy(desc(fairSubmissions.updatedAt), desc(fairSubmissions.id))
        .limit(10_000);
      const fairIds = [...new Set(rows.map((r) => r.s.fairId))];
      const questions = fairIds.length
        ? await db
            .select()
            .from(fairQuestions)
            .where(and(inArray(fairQuestions.fairId, fairIds), ne(fairQuestions.text, '')))
            .orderBy(asc(fairQuestions.fairId), asc(fairQuestions.position), asc(fairQuestions.id))
        : [];
      const presented = await presentSubmissions(
        rows.map((r) => r.s),
        language,
      );
      const header = [
        'fair',
        'board',
        'title',
        'owner',
        'status',
        'district',
        'gradeBand',
        'language',
        'submittedAt',
        'reviewedAt',
        'reason',
        'comment',
      ];
      const records = rows.map((r, i) => {
        const s = presented[i]!;
        return [
          r.fairName,
          r.s.projectId,
          r.title,
          r.owner,
          s.status,
          s.district ?? '',
          s.gradeBand ?? '',
          s.language ?? '',
          s.submittedAt,
          s.reviewedAt ?? '',
          s.reason ?? '',
          s.declineComment ?? '',
          ...questions.map((question) => r.s.answers.find((a) => a.questionID === question.id)?.answer ?? ''),
        ];
      });
      // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
      const safe = (v: unknown) => {
        const text = String(v ?? '');
        return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      };
      return stringify(
        [[...header, ...questions.map((question) => question.text)], ...records].map((r) => r.map(safe)),
        {
          bom: true,
        },
      );
    },

    /** PUT /projects/{id}/status: add and remove bits (spec/000 §4). */
    async setStatus({ row }: SubmissionBoard, add: number[], remove: number[]) {
      let status = row.status;
      for (const bit of add) status |= bit;
      for (const bit of remove) status &= ~bit;
      await db.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, row.id));
      emitBoard(row.id);
      return { status };
    },

    /** PUT /projects/{id}/flags: coordinator flags (spec/000 §4); only what is sent changes. */
    async setFlags(
      { row }: SubmissionBoard,
      flags: {
        isHidden?: boolean | undefined;
        isLocked?: boolean | undefined;
        submitted?: boolean | undefined;
        isPrivate?: boolean | undefined;
      },
    ) {
      const patch = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
      const [next] = await db
        .update(projects)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(projects.id, row.id))
        .returning();
      emitBoard(row.id);
      return {
        isHidden: next!.isHidden,
        isLocked: next!.isLocked,
        submitted: next!.submitted,
        isPrivate: next!.isPrivate,
      };
    },
  };
}
export type SubmissionsService = ReturnType<typeof submissionsService>;
