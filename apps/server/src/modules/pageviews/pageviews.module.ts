import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { pageViewRoutes } from './pageviews.routes.ts';
import { pageViewsService } from './pageviews.service.ts';

/** The page-views module: its service built once, and its routes. */
export function pageViewsModule(ctx: AppContext) {
  const service = pageViewsService(ctx.database.db);
  return { service, routes: (app: FastifyInstance) => pageViewRoutes(app, service) };
}
