import { siteEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import type { SiteService } from './site.service.ts';

/** GET /site: the build a request is for (X-Event header), known to everyone. */
export async function siteRoutes(app: FastifyInstance, service: SiteService): Promise<void> {
  route(app, api.get, { access: 'public' }, async (request) => {
    const header = request.headers['x-event'];
    return service.get(Array.isArray(header) ? header[0] : header);
  });
}
