import type { Language, PageQuery, SUBMISSION_FILTERS } from '@makerboard/shared';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { BoardList } from '../projects/projects.service.ts';

/** What submissions need of the boards: a page of those matching a condition, presented. */
export interface SubmissionBoards {
  boardPage: (
    where: SQL | undefined,
    order: SQL[],
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList>;
}

/** Which boards each list of GET /partner/submissions holds (the status bits of spec/000 §4). */
const FILTERS: Record<(typeof SUBMISSION_FILTERS)[number], SQL> = {
  pending: sql`(${projects.status} & 1) = 1`,
  approved: sql`(${projects.status} & 4) = 4`,
  declined: sql`(${projects.status} & 2) = 2`,
  submitted: eq(projects.submitted, true),
  resubmitted: sql`${projects.submitted} and (${projects.status} & 2) = 2`,
};

/**
 * The review of boards (spec/000 §2, §4): status bits, coordinator flags, approving and declining,
 * and the lists of boards by review state. Staff's today; fairs and partner review grow here.
 */
export function submissionsService(ctx: AppContext, deps: { boards: SubmissionBoards }) {
  const db = ctx.database.db;
  const emit = (id: number) => ctx.events.emit({ type: 'project', action: 'update', id });

  return {
    /** PUT /projects/{id}/status: add and remove bits (spec/000 §4). */
    async setStatus({ row }: BoardAccess, add: number[], remove: number[]) {
      let status = row.status;
      for (const bit of add) status |= bit;
      for (const bit of remove) status &= ~bit;
      await db.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, row.id));
      emit(row.id);
      return { status };
    },

    /** PUT /projects/{id}/flags: coordinator flags (spec/000 §4); only what is sent changes. */
    async setFlags(
      { row }: BoardAccess,
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
      emit(row.id);
      return {
        isHidden: next!.isHidden,
        isLocked: next!.isLocked,
        submitted: next!.submitted,
        isPrivate: next!.isPrivate,
      };
    },

    /** PUT /projects/{id}/review: approve (4) or decline (2, with a reason) a pending board. */
    async review({ row }: BoardAccess, status: 2 | 4, reason: string | undefined) {
      if (status === 2 && !reason) throw new AppError(400, 'DECLINE_REASON_REQUIRED');
      const next = (row.status & ~(1 | 2 | 4)) | status;
      await db.update(projects).set({ status: next, updatedAt: new Date() }).where(eq(projects.id, row.id));
      emit(row.id);
      return {
        Pending: false,
        Approved: status === 4,
        Declined: status === 2,
        status: next,
        reason: reason ?? null,
      };
    },

    /** GET /partner/submissions by filter (spec/000 §2), last changed first. */
    list(q: PageQuery & { filter: (typeof SUBMISSION_FILTERS)[number] }, viewer: Viewer, language: Language) {
      return deps.boards.boardPage(
        FILTERS[q.filter],
        [desc(projects.updatedAt), desc(projects.id)],
        q,
        viewer,
        language,
      );
    },
  };
}
export type SubmissionsService = ReturnType<typeof submissionsService>;
