import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { resourceRoutes } from './resources.routes.ts';
import { type ResourceBoards, resourcesService } from './resources.service.ts';

/**
 * The resources module: its service, its routes, and two object kinds known to everyone (writes
 * are for admins and resource editors by the routes' access): `resource`, a resource named by id,
 * and `resourceSection`, a section named by id or by slug.
 */
export function resourcesModule(ctx: AppContext, deps: { boards: ResourceBoards }) {
  const service = resourcesService(ctx, deps);
  ctx.guards.define('resource', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'RESOURCE_NOT_FOUND');
      return row;
    },
  });
  ctx.guards.define('resourceSection', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const text = String(value);
      const id = Number(text);
      // An id beyond PostgreSQL's integer names no section (and must not reach the query).
      const ref = /^\d+$/.test(text) ? (id > 0 && id <= MAX_ID ? id : undefined) : text.slice(0, 80);
      const row = ref === undefined ? undefined : await service.sectionByRef(ref);
      if (!row) throw new AppError(404, 'RESOURCE_SECTION_NOT_FOUND');
      return row;
    },
  });
  return { routes: (app: FastifyInstance) => resourceRoutes(app, service) };
}
