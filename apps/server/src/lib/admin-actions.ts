import type { Tx } from '../db/client.ts';
import { adminActions } from '../db/schema/index.ts';

/** One action taken in the admin area, as the audit table keeps it. */
export interface AdminAction {
  actorId: number;
  /** `report.hide`, `report.restore`, `report.dismiss`, `user.roles`, `maintenance.on`, `impersonate`… */
  action: string;
  targetType?: string;
  targetId?: number;
  data?: Record<string, unknown>;
}

/** Writes an admin action to the audit table (`admin_actions`), in the caller's transaction. */
export async function recordAdminAction(db: Tx, action: AdminAction): Promise<void> {
  await db.insert(adminActions).values({
    actorId: action.actorId,
    action: action.action,
    targetType: action.targetType ?? null,
    targetId: action.targetId ?? null,
    data: action.data ?? {},
  });
}
