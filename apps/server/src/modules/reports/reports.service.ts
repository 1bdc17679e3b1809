import type { Report, ReportAction, ReportListQuery, ReportStatus, ReportTarget } from '@makerboard/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { comments, conversationUsers, messages, projects, reports, users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { ReportRow } from './reports.access.ts';
import { personOf, reportedOf } from './reports.repository.ts';

/** What reports need of the boards: the board as the reporter may see it (a 404 otherwise). */
export interface ReportBoards {
  forChild: (id: number, viewer: Viewer) => Promise<unknown>;
}
/** What reports need of the comments: the comment as the reporter may see it (a 404 otherwise). */
export interface ReportComments {
  load: (id: number, viewer: Viewer) => Promise<unknown>;
}
/** How the reporter hears of the outcome (the notifications module). */
export interface ReportNotifications {
  notify: (items: NewNotification[], tx?: Tx) => Promise<void>;
}

/** Which column a hide or restore sets, per kind of reported thing; people are not hidden. */
const HIDEABLE = {
  project: projects,
  comment: comments,
  message: messages,
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function reportsService(
  ctx: AppContext,
  deps: { boards: ReportBoards; comments: ReportComments; notifications: ReportNotifications },
) {
  const db = ctx.database.db;

  /** The reported thing exists and the reporter may see it; else a 404 (they may not learn it exists). */
  async function checkTarget(type: ReportTarget, id: number, viewer: Person): Promise<void> {
    if (type === 'project') await deps.boards.forChild(id, viewer);
    else if (type === 'comment') await deps.comments.load(id, viewer);
    else if (type === 'message') {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(
          conversationUsers,
          and(
            eq(conversationUsers.conversationId, messages.conversationId),
            eq(conversationUsers.userId, viewer.userId),
          ),
        )
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
        .limit(1);
      if (!row) throw new AppError(404, 'NOT_FOUND');
    } else {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.disabledAt)))
        .limit(1);
      if (!row) throw new AppError(404, 'NOT_FOUND');
    }
  }

  /** Reports as the API presents them, with their reported things and people. */
  async function present(rows: ReportRow[]): Promise<Report[]> {
    const { targetOf, people } = await reportedOf(db, rows);
    return rows.map((r) => {
      const target = targetOf(r);
      return {
        id: r.id,
        targetType: r.targetType as ReportTarget,
        targetID: r.targetId,
        reason: r.reason,
        status: r.status as ReportStatus,
        resolution: (r.resolution as ReportAction | null) ?? null,
        hidden: target?.hidden ?? false,
        reporter: personOf(r.reporterId === null ? undefined : people.get(r.reporterId)),
        target: target
          ? {
              excerpt: target.excerpt,
              author: personOf(target.authorId === null ? undefined : people.get(target.authorId)),
              link: target.link,
            }
          : null,
        createdAt: r.createdAt.toISOString(),
        resolvedAt: iso(r.resolvedAt),
      };
    });
  }

  /** Boards and comments live in the board caches: a hide or restore empties the board's. */
  async function boardOf(type: ReportTarget, id: number, tx: Tx): Promise<number | null> {
    if (type === 'project') return id;
    if (type !== 'comment') return null;
    const [row] = await tx
      .select({ projectId: comments.projectId })
      .from(comments)
      .where(eq(comments.id, id));
    return row?.projectId ?? null;
  }

  return {
    /** POST /reports: a person reports something they can see; a second open report of theirs is the same one. */
    async create(
      person: Person,
      body: { targetType: ReportTarget; targetID: number; reason: string },
    ): Promise<{ report: Report }> {
      const { targetType, targetID } = body;
      await checkTarget(targetType, targetID, person);
      const [already] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, person.userId),
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetID),
            eq(reports.status, 'open'),
          ),
        )
        .limit(1);
      const [row] = already
        ? await db
            .update(reports)
            .set({ reason: body.reason.trim() })
            .where(eq(reports.id, already.id))
            .returning()
        : await db
            .insert(reports)
            .values({ reporterId: person.userId, targetType, targetId: targetID, reason: body.reason.trim() })
            .returning();
      return { report: (await present([row!]))[0]! };
    },

    /** GET /admin/reports: open reports oldest first (first come, first handled), closed ones newest first. */
    async list(q: ReportListQuery & { limit: number; offset: number }) {
      const status = q.status ?? 'open';
      const where = eq(reports.status, status);
      return countedPage(
        'reports',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where),
        (total) =>
          db
            .select({ r: reports, total })
            .from(reports)
            .where(where)
            .orderBy(status === 'open' ? reports.id : desc(reports.resolvedAt), desc(reports.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) => present(rows.map((r) => r.r)),
      );
    },

    /**
     * PUT /admin/reports/{id}: hide or restore the reported thing, or dismiss the report. Every open
     * report of the same thing closes with it; their reporters hear of a hide or a dismissal.
     */
    async act(actor: Person, report: ReportRow, action: ReportAction): Promise<{ report: Report }> {
      const type = report.targetType as ReportTarget;
      if (action !== 'dismiss' && type === 'user') throw new AppError(400, 'REPORT_ACTION_NOT_ALLOWED');
      const now = new Date();
      const { row, reporters, board } = await db.transaction(async (tx) => {
        if (action !== 'dismiss') {
          const table = HIDEABLE[type as keyof typeof HIDEABLE];
          await tx
            .update(table)
            .set({ moderatedAt: action === 'hide' ? now : null })
            .where(eq(table.id, report.targetId));
        }
        const closing = await tx
          .update(reports)
          .set({ status: 'closed', resolution: action, resolvedBy: actor.userId, resolvedAt: now })
          .where(
            and(
              eq(reports.targetType, type),
              eq(reports.targetId, report.targetId),
              eq(reports.status, 'open'),
            ),
          )
          .returning();
        // A closed report acted on again (restore after a hide) records the new outcome.
        const [updated] = closing.some((r) => r.id === report.id)
          ? closing.filter((r) => r.id === report.id)
          : await tx
              .update(reports)
              .set({ resolution: action, resolvedBy: actor.userId, resolvedAt: now })
              .where(eq(reports.id, report.id))
              .returning();
        await recordAdminAction(tx, {
          actorId: actor.userId,
          action: `report.${action}`,
          targetType: type,
          targetId: report.targetId,
          data: { reports: closing.map((r) => r.id).concat(closing.length ? [] : [report.id]) },
        });
        return {
          row: updated!,
          reporters: action === 'restore' ? [] : closing,
          board: await boardOf(type, report.targetId, tx),
        };
      });
      if (board !== null) ctx.events.emit({ type: 'project', action: 'update', id: board });
      const tellable = reporters.filter((r) => r.reporterId !== null);
      if (tellable.length) {
        const shown = await present(tellable);
        await deps.notifications.notify(
          tellable.map((r, i) => ({
            userId: r.reporterId!,
            key: `report:${r.id}`,
            kind: action === 'hide' ? 'reportHidden' : 'reportDismissed',
            params: { what: shown[i]?.target?.excerpt || type },
            // A hidden board is gone for the reporter too: its notification opens home instead.
            deepLink:
              (action === 'hide' && type === 'project') || !shown[i]?.target?.link
                ? '/home'
                : shown[i]!.target!.link!,
          })),
        );
      }
      return { report: (await present([row]))[0]! };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
