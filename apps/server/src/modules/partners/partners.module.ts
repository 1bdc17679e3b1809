import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { partnerRoutes } from './partners.routes.ts';
import { partnersService } from './partners.service.ts';

/**
 * The partners module (the second API): its service, its routes, and the `partner` rule (a
 * partner named by id in a path, known to everyone: writes are for admins by the route's access).
 */
export function partnersModule(ctx: AppContext) {
  const service = partnersService(ctx);
  ctx.guards.define('partner', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isSafeInteger(id) ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'PARTNER_NOT_FOUND');
      return row;
    },
  });
  return { service, routes: (app: FastifyInstance) => partnerRoutes(app, service) };
}
