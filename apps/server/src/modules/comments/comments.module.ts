import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import { defineCommentAccess } from './comments.access.ts';
import { commentRoutes } from './comments.routes.ts';
import { type CommentBoards, type CommentMedia, commentsService } from './comments.service.ts';

/** The comments module: its service built once, its object rule, its routes. */
export function commentsModule(
  ctx: AppContext,
  deps: { boards: CommentBoards; media: CommentMedia; activity: ActivityNotifier },
) {
  const service = commentsService(ctx, deps);
  defineCommentAccess(ctx.guards, service);
  return {
    service,
    routes: (app: FastifyInstance) => commentRoutes(app, service),
  };
}
