import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { categoryRoutes } from './categories.routes.ts';
import { categoriesService } from './categories.service.ts';

/** The categories module: its service built once, its routes and the `category` rule (public). */
export function categoriesModule(ctx: AppContext) {
  const service = categoriesService(ctx);
  ctx.guards.define('category', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND');
      return row;
    },
  });
  return { service, routes: (app: FastifyInstance) => categoryRoutes(app, service) };
}
