import { pageViewEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import type { PageViewsService } from './pageviews.service.ts';

/**
 * Page-view tracking (spec/000 §2): POST /pageviews from the web app on every navigation except a
 * board's story view and the article redirect; GET /admin/pageviews for the admin area.
 */
export async function pageViewRoutes(app: FastifyInstance, service: PageViewsService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;

  route(
    app,
    api.record,
    { access: 'public', rateLimit: { max: Math.ceil(120 * f), timeWindow: 60_000 } },
    async (request) => ({ recorded: await service.record(request.body.path) }),
  );
  route(app, api.summary, { access: { roles: ['admin'] } }, async (request) =>
    service.summary(request.query.days, request.query.limit),
  );
}
