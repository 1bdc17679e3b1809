import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';

export type ReportRow = typeof reports.$inferSelect;

/**
 * The `report` object rule: `exists` finds the report (a 404 otherwise). Only admins and curators
 * reach the routes that name a report (their role rule answers everyone else first).
 */
export function defineReportAccess(guards: ObjectGuards, db: Tx): void {
  guards.define<ReportRow>('report', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const [row] = await db
        .select()
        .from(reports)
        .where(eq(reports.id, Number(value)))
        .limit(1);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return row;
    },
  });
}
