import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { categoryRoutes } from './categories.routes.ts';
import { categoriesService } from './categories.service.ts';

/** The categories module: its service built once, and its routes. */
export function categoriesModule(ctx: AppContext) {
  const service = categoriesService(ctx);
  return { service, routes: (app: FastifyInstance) => categoryRoutes(app, service) };
}
