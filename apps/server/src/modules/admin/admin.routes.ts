import { type AdminUser, adminEndpoints as api } from '@makerboard/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { auditLog, awardPermissions, type UserRow, users } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { sessionOf, signedIn } from '../../lib/viewer.ts';
import { withTokenHeaders } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/** What the admin calls need of the accounts: impersonation and account links. */
export type AdminAccounts = Pick<AuthService, 'impersonate' | 'createUserLink'>;

const admin = { roles: ['admin'] } as const;
/** Reading a person's roles: admins, and analytics (read-only views of the admin area). */
const readers = { roles: ['admin', 'analytic'] } as const;
/** The person the call is about: any existing account (the role rule has let only admins in). */
const person = { kind: 'user', key: 'username', need: 'exists' } as const;
/** The same, a disabled account included (to read it and enable it again); never a deleted one. */
const account = { kind: 'account', key: 'username', need: 'exists' } as const;

/** The person with their roles, whether disabled, and the awards they may give. */
async function adminUser(db: Tx, row: UserRow): Promise<AdminUser> {
  const granted = await db
    .select({ awardId: awardPermissions.awardId })
    .from(awardPermissions)
    .where(eq(awardPermissions.userId, row.id))
    .orderBy(asc(awardPermissions.awardId));
  return {
    ...presentPublicUser(row, true),
    roles: row.roles,
    disabled: row.disabledAt !== null,
    awardIDs: granted.map((g) => g.awardId),
  };
}

/** Admin calls (admins only, but for reading a person's roles). Every change is audited (`admin_actions`). */
export async function adminRoutes(app: FastifyInstance, accounts: AdminAccounts): Promise<void> {
  const { maintenance } = app.ctx;
  const db = app.ctx.database.db;

  route(app, api.maintenance, { access: admin }, async () => ({ enabled: await maintenance.isEnabled() }));

  /** The maintenance switch (issue 2): while on, the API answers 503 to everyone but admins. */
  route(app, api.setMaintenance, { access: admin }, async (request) => {
    const { enabled } = request.body;
    await maintenance.set(enabled);
    const actorId = signedIn(request).userId;
    await db.insert(auditLog).values({ actorId, action: enabled ? 'maintenance.on' : 'maintenance.off' });
    await recordAdminAction(db, { actorId, action: enabled ? 'maintenance.on' : 'maintenance.off' });
    return { enabled };
  });

  route(app, api.impersonate, { access: admin, object: person }, async (request, reply) => {
    const target = objectOf<UserRow>(request, 'user');
    const result = await accounts.impersonate(sessionOf(request), target);
    await recordAdminAction(db, {
      actorId: signedIn(request).userId,
      action: 'impersonate',
      targetType: 'user',
      targetId: target.id,
    });
    return withTokenHeaders(reply, result);
  });

  /** A person with their roles, for the admin area's people screen. */
  route(app, api.user, { access: readers, object: account }, async (request) => ({
    user: await adminUser(db, objectOf<UserRow>(request, 'account')),
  }));

  /**
   * PUT /admin/users/{username}/roles: the whole set of roles from now on. The role claim of the
   * person's next refreshed token carries them; their open sessions read them at once.
   */
  route(app, api.setRoles, { access: admin, object: account }, async (request) => {
    const target = objectOf<UserRow>(request, 'account');
    const roles = [...new Set(request.body.roles)];
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ roles, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      await recordAdminAction(tx, {
        actorId: signedIn(request).userId,
        action: 'user.roles',
        targetType: 'user',
        targetId: target.id,
        data: { before: target.roles, after: roles },
      });
      return updated!;
    });
    app.ctx.sessions.forget(target.id);
    return { user: await adminUser(db, row) };
  });

  /**
   * PUT /admin/users/{username}/disabled: a disabled account cannot sign in, its sessions end at
   * once and others find no profile; enabling it gives everything back. Never one's own account nor
   * an admin's (take the admin role away first).
   */
  route(app, api.setDisabled, { access: admin, object: account }, async (request) => {
    const target = objectOf<UserRow>(request, 'account');
    const actorId = signedIn(request).userId;
    const { disabled } = request.body;
    if (disabled && target.id === actorId) throw new AppError(422, 'ACCOUNT_DISABLE_SELF');
    if (disabled && target.roles.includes('admin')) throw new AppError(422, 'ACCOUNT_DISABLE_ADMIN');
    if (disabled === (target.disabledAt !== null)) return { user: await adminUser(db, target) };
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      await recordAdminAction(tx, {
        actorId,
        action: disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: target.id,
      });
      return disabled ? endAllSessions(app.ctx, tx, updated!) : updated!;
    });
    app.ctx.sessions.forget(target.id);
    return { user: await adminUser(db, row) };
  });

  /** Limited-login and last-verified links (spec/000 §5) for a user, e.g. to send by email. */
  route(app, api.userLink, { access: admin, object: person }, async (request) =>
    accounts.createUserLink(signedIn(request).userId, objectOf<UserRow>(request, 'user'), request.body.kind),
  );
}
