import { adminEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { auditLog, type UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { sessionOf, signedIn } from '../../lib/viewer.ts';
import { withTokenHeaders } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** What the admin calls need of the accounts: impersonation and account links. */
export type AdminAccounts = Pick<AuthService, 'impersonate' | 'createUserLink'>;

const admin = { roles: ['admin'] } as const;
/** The person the call is about: any existing account (the role rule has let only admins in). */
const person = { kind: 'user', key: 'username', need: 'exists' } as const;

/** Admin calls (admins only). */
export async function adminRoutes(app: FastifyInstance, accounts: AdminAccounts): Promise<void> {
  const { maintenance } = app.ctx;

  route(app, api.maintenance, { access: admin }, async () => ({ enabled: await maintenance.isEnabled() }));

  /** The maintenance switch (issue 2): while on, the API answers 503 to everyone but admins. */
  route(app, api.setMaintenance, { access: admin }, async (request) => {
    const { enabled } = request.body;
    await maintenance.set(enabled);
    await app.ctx.database.db.insert(auditLog).values({
      actorId: signedIn(request).userId,
      action: enabled ? 'maintenance.on' : 'maintenance.off',
    });
    return { enabled };
  });

  route(app, api.impersonate, { access: admin, object: person }, async (request, reply) =>
    withTokenHeaders(
      reply,
      await accounts.impersonate(sessionOf(request), objectOf<UserRow>(request, 'user')),
    ),
  );

  /** Limited-login and last-verified links (spec/000 §5) for a user, e.g. to send by email. */
  route(app, api.userLink, { access: admin, object: person }, async (request) =>
    accounts.createUserLink(signedIn(request).userId, objectOf<UserRow>(request, 'user'), request.body.kind),
  );
}
