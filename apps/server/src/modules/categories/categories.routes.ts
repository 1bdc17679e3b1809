import { hasAdminTypeRole, LANGUAGES } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { CategoriesService } from './categories.service.ts';

export async function categoryRoutes(
  scope: FastifyInstance,
  { categories: service }: { categories: CategoriesService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['boards'],
        querystring: z.object({
          language: z.enum(LANGUAGES).optional(),
          /** Any user preference (spec/000 §5): the community build then leaves out tips and games. */
          preference: z.string().max(100).optional(),
          year: z.coerce.number().int().min(2000).max(2100).optional(),
        }),
      },
    },
    async (request) => ({
      result: await service.tree(request.query.language ?? requestLanguage(request), {
        // Private categories are for staff (admin-type roles) only.
        includePrivate: hasAdminTypeRole(request.auth?.roles),
        preference: !!request.query.preference,
        year: request.query.year,
      }),
    }),
  );
}
