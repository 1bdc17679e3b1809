import { hasAdminTypeRole, LANGUAGES } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { categoriesService } from './categories.service.ts';

export async function categoryRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = categoriesService(app.ctx);
  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: { tags: ['boards'], querystring: z.object({ language: z.enum(LANGUAGES).optional() }) },
    },
    async (request) => ({
      // Private categories are for staff (admin-type roles) only.
      result: await service.tree(
        request.query.language ?? requestLanguage(request),
        hasAdminTypeRole(request.auth?.roles),
      ),
    }),
  );
}
