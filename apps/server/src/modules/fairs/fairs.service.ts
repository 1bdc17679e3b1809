import type { CreateFairBody, Fair, FairRole, UpdateFairBody } from '@makerboard/shared';
import { FAIR_ROLES } from '@makerboard/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { parsedJson } from '../../db/json-rows.ts';
import { idArray, preparedQuery } from '../../db/prepared.ts';
import {
  fairDistricts,
  fairQuestions,
  fairStaff,
  fairSubmissions,
  fairs,
  projects,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** What a fair's presentation reads beside its row. */
interface FairParts {
  districts: { id: number; fairId: number; name: string }[];
  questions: { id: number; fairId: number; text: string; kind: string; required: boolean }[];
  mine: { fairId: number; role: string }[];
}

const fairById = preparedQuery('fair_by_id', (db: Tx, name) =>
  db
    .select()
    .from(fairs)
    .where(eq(fairs.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export type FairRow = typeof fairs.$inferSelect;
export type DistrictRow = typeof fairDistricts.$inferSelect;
export type QuestionRow = typeof fairQuestions.$inferSelect;

/** The roles that run every fair (api.md "Events"): with a fair's coordinators, its organisers. */
export const EVENT_RUNNERS = ['admin', 'judgingAdmin'] as const;
export const runsEveryFair = (viewer: Viewer) => EVENT_RUNNERS.some((r) => viewer.roles.includes(r));

/** A fair as its rule resolves it: the row and what the caller is there. */
export interface FairAccess {
  row: FairRow;
  roles: FairRole[];
  /** admin or judgingAdmin, or a coordinator of this fair. */
  organiser: boolean;
}

/** Submissions are open before the deadline (none: always), or once editing is reopened (spec/000 §4). */
export function isOpen(
  row: Pick<FairRow, 'submissionDeadline' | 'editingReopened'>,
  now = new Date(),
): boolean {
  return row.editingReopened || !row.submissionDeadline || row.submissionDeadline.getTime() > now.getTime();
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Fairs and their staff (issue 10 item 1). A fair's staff roles are read on every request from
 * `fair_staff` (api.md: a grant or a removal works at once).
 */
export function fairsService(ctx: AppContext) {
  const db = ctx.database.db;

  async function rolesOf(fairId: number, userId: number | null, tx: Tx = db): Promise<FairRole[]> {
    if (!userId) return [];
    const rows = await tx
      .select({ role: fairStaff.role })
      .from(fairStaff)
      .where(and(eq(fairStaff.fairId, fairId), eq(fairStaff.userId, userId)));
    return rows.map((r) => r.role as FairRole).filter((r) => FAIR_ROLES.includes(r));
  }

  async function presentMany(rows: FairRow[], viewer: Viewer, tx: Tx = db): Promise<Fair[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // Their districts, open questions and the viewer's roles in one statement (issue 15: one
    // round trip and one query built instead of three).
    const [parts] = await queryRows<FairParts>(
      tx,
      sql`select
        (select coalesce(json_agg(json_build_object('id', d.id, 'fairId', d.fair_id, 'name', d.name)
           order by d.position, d.id), '[]') from ${fairDistricts} d where d.fair_id = any(${idArray(ids)})) as districts,
        (select coalesce(json_agg(json_build_object('id', q.id, 'fairId', q.fair_id, 'text', q.text,
           'kind', q.kind, 'required', q.required) order by q.position, q.id), '[]')
           from ${fairQuestions} q where q.fair_id = any(${idArray(ids)}) and q.retired_at is null) as questions,
        (select coalesce(json_agg(json_build_object('fairId', s.fair_id, 'role', s.role)), '[]')
           from ${fairStaff} s where s.fair_id = any(${idArray(ids)}) and s.user_id = ${viewer.userId ?? 0}) as mine`,
    );
    const districts = parsedJson<FairParts['districts']>(parts!.districts);
    const questions = parsedJson<FairParts['questions']>(parts!.questions);
    const mine = parsedJson<FairParts['mine']>(parts!.mine);
    return rows.map((row) => ({
      id: row.id,
      abbreviation: row.abbreviation,
      name: row.name,
      description: row.description,
      submissionDeadline: iso(row.submissionDeadline),
      editingReopened: row.editingReopened,
      judgingStart: iso(row.judgingStart),
      judgingEnd: iso(row.judgingEnd),
      resultsAt: iso(row.resultsAt),
      districts: districts.filter((d) => d.fairId === row.id).map((d) => ({ id: d.id, name: d.name })),
      questions: questions
        .filter((q) => q.fairId === row.id)
        .map((q) => ({
          id: q.id,
          text: q.text,
          kind: q.kind as Fair['questions'][number]['kind'],
          required: q.required,
        })),
      gradeBands: row.gradeBands,
      country: (row.country ?? null) as Fair['country'],
      isOpen: isOpen(row),
      myRoles: mine.filter((m) => m.fairId === row.id).map((m) => m.role as FairRole),
    }));
  }

  async function present(row: FairRow, viewer: Viewer, tx: Tx = db): Promise<Fair> {
    return (await presentMany([row], viewer, tx))[0]!;
  }

  async function find(id: number, tx: Tx = db): Promise<FairRow> {
    const [row] = await fairById(tx).execute({ id });
    if (!row) throw new AppError(404, 'FAIR_NOT_FOUND');
    return row;
  }

  /**
   * Keeps each board's `edit_deadline` (projects.policy.ts `closedReason`): the earliest deadline of
   * the fairs it is entered in that have not reopened editing.
   */
  async function refreshEditDeadlines(where: { projectIds?: number[]; fairId?: number }, tx: Tx = db) {
    const scope = where.fairId
      ? sql`id in (select project_id from fair_submissions where fair_id = ${where.fairId})`
      : where.projectIds && where.projectIds.length > 0
        ? inArray(projects.id, where.projectIds)
        : null;
    if (!scope) return;
    await tx.execute(sql`
      update projects set edit_deadline = (
        select min(f.submission_deadline) from fair_submissions s join fairs f on f.id = s.fair_id
        where s.project_id = projects.id and not f.editing_reopened and f.submission_deadline is not null
      )
      where ${scope}`);
  }

  function checkDates(next: Pick<FairRow, 'judgingStart' | 'judgingEnd'>) {
    if (next.judgingStart && next.judgingEnd && next.judgingStart.getTime() > next.judgingEnd.getTime())
      throw new AppError(400, 'FAIR_DATES_ORDER');
  }

  async function writeQuestions(
    tx: Tx,
    fairId: number,
    questions: NonNullable<z.output<typeof UpdateFairBody>['questions']>,
  ) {
    // Answers already given keep naming their questions: old ones retire instead of vanishing.
    await tx
      .update(fairQuestions)
      .set({ retiredAt: new Date() })
      .where(and(eq(fairQuestions.fairId, fairId), isNull(fairQuestions.retiredAt)));
    if (questions.length > 0)
      await tx.insert(fairQuestions).values(
        questions.map((q, position) => ({
          fairId,
          text: q.text,
          kind: q.kind,
          required: q.required,
          position,
        })),
      );
  }

  async function writeDistricts(tx: Tx, fairId: number, names: string[]) {
    const existing = await tx.select().from(fairDistricts).where(eq(fairDistricts.fairId, fairId));
    const known = new Set(existing.map((d) => d.name.toLowerCase()));
    const seen = new Set<string>();
    const fresh = names.filter((n) => {
      const key = n.toLowerCase();
      if (known.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length > 0)
      await tx
        .insert(fairDistricts)
        .values(fresh.map((name, i) => ({ fairId, name, position: existing.length + i })));
  }

  return {
    rolesOf,
    /**
     * Whether a person holds one of `roles` in a fair the board entered (in any status, one sent
     * back too): fair staff see a private entry; its coordinators return its sections to Draft.
     */
    async staffOfEntry(projectId: number, userId: number, roles: readonly FairRole[]): Promise<boolean> {
      const [row] = await db
        .select({ id: fairSubmissions.id })
        .from(fairSubmissions)
        .innerJoin(fairStaff, and(eq(fairStaff.fairId, fairSubmissions.fairId), eq(fairStaff.userId, userId)))
        .where(and(eq(fairSubmissions.projectId, projectId), inArray(fairStaff.role, [...roles])))
        .limit(1);
      return !!row;
    },
    find,
    present,
    presentMany,
    refreshEditDeadlines,

    /** The caller's access to a fair (fairs.access.ts). */
    async access(id: number, viewer: Viewer): Promise<FairAccess> {
      const row = await find(id);
      const roles = await rolesOf(id, viewer.userId);
      return { row, roles, organiser: runsEveryFair(viewer) || roles.includes('coordinator') };
    },

    /** Fair ids where the person holds one of `roles`. */
    async fairsWhere(userId: number | null, roles: readonly FairRole[]): Promise<number[]> {
      if (!userId) return [];
      const rows = await db
        .selectDistinct({ fairId: fairStaff.fairId })
        .from(fairStaff)
        .where(and(eq(fairStaff.userId, userId), inArray(fairStaff.role, [...roles])));
      return rows.map((r) => r.fairId);
    },

    /** GET /fairs: every fair, soonest deadline first (those without one last). */
    async list(viewer: Viewer) {
      const rows = await db
        .select()
        .from(fairs)
        .orderBy(sql`${fairs.submissionDeadline} asc nulls last`, asc(fairs.id));
      return { fairs: await presentMany(rows, viewer) };
    },

    /** POST /fairs: districts and questions keep the order given (api.md). */
    async create(body: z.output<typeof CreateFairBody>, viewer: Viewer) {
      const values = {
        name: body.name,
        abbreviation: body.abbreviation,
        description: body.description,
        submissionDeadline: body.submissionDeadline ?? null,
        judgingStart: body.judgingStart ?? null,
        judgingEnd: body.judgingEnd ?? null,
        resultsAt: body.resultsAt ?? null,
        gradeBands: body.gradeBands,
        country: body.country ?? null,
      };
      checkDates(values);
      const row = await db.transaction(async (tx) => {
        const [fair] = await tx.insert(fairs).values(values).returning();
        await writeDistricts(tx, fair!.id, body.districts);
        await writeQuestions(tx, fair!.id, body.questions);
        return fair!;
      });
      return { fair: await present(row, viewer) };
    },

    /** PUT /fairs/{id}: only what is sent changes; reopening editing opens the boards again. */
    async update({ row }: FairAccess, body: z.output<typeof UpdateFairBody>, viewer: Viewer) {
      const patch: Partial<typeof fairs.$inferInsert> = {};
      for (const key of ['name', 'abbreviation', 'description', 'editingReopened', 'gradeBands'] as const)
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      for (const key of ['submissionDeadline', 'judgingStart', 'judgingEnd', 'resultsAt', 'country'] as const)
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      checkDates({ ...row, ...patch } as FairRow);
      const next = await db.transaction(async (tx) => {
        const [updated] = Object.keys(patch).length
          ? await tx.update(fairs).set(patch).where(eq(fairs.id, row.id)).returning()
          : [row];
        if (body.districts) await writeDistricts(tx, row.id, body.districts);
        if (body.questions) await writeQuestions(tx, row.id, body.questions);
        if (patch.submissionDeadline !== undefined || patch.editingReopened !== undefined)
          await refreshEditDeadlines({ fairId: row.id }, tx);
        return updated!;
      });
      if (patch.submissionDeadline !== undefined || patch.editingReopened !== undefined) {
        const boards = await db
          .select({ id: fairSubmissions.projectId })
          .from(fairSubmissions)
          .where(eq(fairSubmissions.fairId, row.id));
        for (const b of boards) ctx.events.emit({ type: 'project', action: 'update', id: b.id });
      }
      return { fair: await present(next, viewer) };
    },

    async remove({ row }: FairAccess) {
      await db.transaction(async (tx) => {
        const boards = await tx
          .select({ id: fairSubmissions.projectId })
          .from(fairSubmissions)
          .where(eq(fairSubmissions.fairId, row.id));
        await tx.delete(fairs).where(eq(fairs.id, row.id));
        await refreshEditDeadlines({ projectIds: boards.map((b) => b.id) }, tx);
      });
      return { deleted: true as const, id: row.id };
    },

    async staff(fairId: number) {
      const rows = await db
        .select({ id: users.id, userName: users.userName, firstName: users.firstName, role: fairStaff.role })
        .from(fairStaff)
        .innerJoin(users, eq(users.id, fairStaff.userId))
        .where(eq(fairStaff.fairId, fairId))
        .orderBy(asc(fairStaff.role), asc(users.userName));
      return {
        staff: rows.map((r) => ({
          user: { id: r.id, userName: r.userName, firstName: r.firstName },
          role: r.role as FairRole,
        })),
      };
    },

    /** POST /fairs/{id}/staff: giving a role twice changes nothing. */
    async addStaff(fairId: number, userName: string, role: FairRole) {
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
        .limit(1);
      if (!person) throw new AppError(404, 'USER_NOT_FOUND');
      await db.insert(fairStaff).values({ fairId, userId: person.id, role }).onConflictDoNothing();
      return this.staff(fairId);
    },

    /** DELETE /fairs/{id}/staff/{userName}: every role the person holds at the fair. */
    async removeStaff(fairId: number, userName: string) {
      const removed = await db
        .delete(fairStaff)
        .where(
          and(
            eq(fairStaff.fairId, fairId),
            sql`${fairStaff.userId} = (select id from users where lower(user_name) = ${userName.toLowerCase()})`,
          ),
        )
        .returning({ userId: fairStaff.userId });
      if (removed.length === 0) throw new AppError(404, 'STAFF_NOT_FOUND');
      return this.staff(fairId);
    },
  };
}
export type FairsService = ReturnType<typeof fairsService>;
