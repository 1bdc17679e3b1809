import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { siteRoutes } from './site.routes.ts';
import { type SiteDeps, siteService } from './site.service.ts';

/** The site module: which variant and which partner build a request is for (no objects of its own). */
export function siteModule(ctx: AppContext, deps: SiteDeps) {
  const service = siteService(ctx, deps);
  return { service, routes: (app: FastifyInstance) => siteRoutes(app, service) };
}
