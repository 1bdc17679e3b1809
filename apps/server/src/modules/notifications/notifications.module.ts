import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { type BoardSight, notificationsService } from './notifications.service.ts';

/**
 * The notifications module: its service built once (other modules tell people through its
 * `notify`), and its routes. Web push lives on the context (`ctx.push`), built with the app.
 */
export function notificationsModule(
  ctx: AppContext,
  deps: { sees: BoardSight; log?: FastifyBaseLogger | undefined },
) {
  const service = notificationsService(ctx, deps);
  return {
    service,
    routes: (app: FastifyInstance) => notificationRoutes(app, service),
  };
}
