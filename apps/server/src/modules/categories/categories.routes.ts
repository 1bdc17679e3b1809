import { categoryEndpoints as api, hasAdminTypeRole } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import type { CategoriesService } from './categories.service.ts';

/** The category tree (spec/000 §3, §5). */
export async function categoryRoutes(app: FastifyInstance, service: CategoriesService): Promise<void> {
  route(app, api.tree, { access: 'public' }, async (request) =>
    service.tree(request.query.language ?? requestLanguage(request), {
      // Private categories are for staff (admin-type roles) only.
      includePrivate: hasAdminTypeRole(request.auth?.roles),
      preference: !!request.query.preference,
      year: request.query.year,
    }),
  );
}
