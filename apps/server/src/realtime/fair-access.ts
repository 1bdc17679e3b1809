import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import type { Viewer } from '../lib/viewer.ts';

/**
 * Who may follow a fair's review lists live (issue 10 item 4): its reviewers and coordinators, and
 * the people who run every fair (admin, judgingAdmin). A fair that does not exist is refused.
 */
export async function mayFollowFair(db: Tx, fairId: number, viewer: Viewer): Promise<boolean> {
  if (!viewer.userId) return false;
  const runner = viewer.roles.includes('admin') || viewer.roles.includes('judgingAdmin');
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from fairs where id = ${fairId}) and (${runner} or exists (
          select 1 from fair_staff where fair_id = ${fairId} and user_id = ${viewer.userId}
            and role in ('reviewer', 'coordinator'))) as ok`,
  );
  return rows[0]?.ok === true;
}

/** Who may follow a fair's judging live (issue 11 item 6): its organisers (coordinators, admin, judgingAdmin). */
export async function mayFollowJudging(db: Tx, fairId: number, viewer: Viewer): Promise<boolean> {
  if (!viewer.userId) return false;
  const runner = viewer.roles.includes('admin') || viewer.roles.includes('judgingAdmin');
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from fairs where id = ${fairId}) and (${runner} or exists (
          select 1 from fair_staff where fair_id = ${fairId} and user_id = ${viewer.userId}
            and role = 'coordinator')) as ok`,
  );
  return rows[0]?.ok === true;
}
