import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineAwardAccess } from './awards.access.ts';
import { awardRoutes } from './awards.routes.ts';
import { type AwardBoards, type AwardNotifications, awardsService } from './awards.service.ts';

/** The awards module (issue 10 item 6): awards, permissions, given awards, nominations, finalists. */
export function awardsModule(
  ctx: AppContext,
  deps: { boards: AwardBoards; notifications: AwardNotifications },
) {
  const service = awardsService(ctx, deps);
  defineAwardAccess(ctx.guards, service);
  return { service, routes: (app: FastifyInstance) => awardRoutes(app, service) };
}
