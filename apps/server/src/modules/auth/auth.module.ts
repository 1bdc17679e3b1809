import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { authRoutes } from './auth.routes.ts';
import { authService, type SignupClasses } from './auth.service.ts';
import { verifyPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';

/**
 * The auth module: accounts and sessions, built once. Users get the `credentials` port (the
 * password check, ending every session of an account); the admin calls use the service's
 * impersonation and account links through a port of their own.
 */
export function authModule(ctx: AppContext, deps: { classes?: SignupClasses } = {}) {
  const service = authService(ctx, deps);
  return {
    service,
    credentials: {
      verifyPassword,
      endAllSessions: (user: UserRow) => endAllSessions(ctx, ctx.database.db, user),
    },
    routes: (app: FastifyInstance) => authRoutes(app, service, deps.classes),
  };
}
