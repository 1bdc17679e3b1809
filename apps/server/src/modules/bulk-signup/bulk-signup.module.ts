import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { bulkSignupRoutes } from './bulk-signup.routes.ts';
import { bulkSignupService } from './bulk-signup.service.ts';

/** Bulk signup from a CSV (issue 14 item 2): its service and its one route. */
export function bulkSignupModule(ctx: AppContext) {
  const service = bulkSignupService(ctx);
  return { service, routes: (app: FastifyInstance) => bulkSignupRoutes(app, service) };
}
