import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { regionRoutes } from './regions.routes.ts';
import { regionsService } from './regions.service.ts';

/** The regions module: its service, its routes and the `region` rule (a region named by id, public). */
export function regionsModule(ctx: AppContext) {
  const service = regionsService(ctx);
  ctx.guards.define('region', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isSafeInteger(id) ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'REGION_NOT_FOUND');
      return row;
    },
  });
  return { routes: (app: FastifyInstance) => regionRoutes(app, service) };
}
