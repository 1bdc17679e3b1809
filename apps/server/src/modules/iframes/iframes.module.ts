import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { iframeRoutes } from './iframes.routes.ts';
import { iframesService } from './iframes.service.ts';

const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

/**
 * The iframes module: its service, its routes, the `iframe` rule (an event's frame, public) and the
 * `iframeHost` rule (a listed host; the route itself is for admins).
 */
export function iframesModule(ctx: AppContext) {
  const service = iframesService(ctx);
  ctx.guards.define('iframe', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = isId(id) ? await service.byEvent(id) : undefined;
      if (!row) throw new AppError(404, 'IFRAME_NOT_FOUND');
      return row;
    },
  });
  ctx.guards.define('iframeHost', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = isId(id) ? await service.hostById(id) : undefined;
      if (!row) throw new AppError(404, 'IFRAME_HOST_NOT_FOUND');
      return row;
    },
  });
  return { routes: (app: FastifyInstance) => iframeRoutes(app, service) };
}
