import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_PATH, type PageViewsService } from './pageviews.service.ts';

/**
 * Page-view tracking (spec/000 §2): POST /pageviews from the web app on every navigation except a
 * board's story view and the article redirect; GET /admin/pageviews for the admin area.
 */
export async function pageViewRoutes(
  fastify: FastifyInstance,
  { pageViews: service }: { pageViews: PageViewsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const f = app.ctx.config.rateLimitFactor;
  const tags = ['system'];

  app.post(
    '/pageviews',
    {
      config: { access: 'public', rateLimit: { max: Math.ceil(120 * f), timeWindow: 60_000 } },
      schema: { tags, body: z.object({ path: z.string().regex(PAGE_PATH) }) },
    },
    async (request) => ({ result: { recorded: await service.record(request.body.path) } }),
  );

  app.get(
    '/admin/pageviews',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags,
        querystring: z.object({
          days: z.coerce.number().int().min(1).max(365).default(30),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => ({ result: await service.summary(request.query.days, request.query.limit) }),
  );
}
