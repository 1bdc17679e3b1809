import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineSectionAccess } from './posts.access.ts';
import { postRoutes } from './posts.routes.ts';
import {
  postsService,
  type SectionBoards,
  type SectionMedia,
  type SectionNotifications,
} from './posts.service.ts';

/** The posts module (sections): its service built once, its `section` object rule, its routes. */
export function postsModule(
  ctx: AppContext,
  deps: { boards: SectionBoards; media: SectionMedia; notifications: SectionNotifications },
) {
  const service = postsService(ctx, deps);
  defineSectionAccess(ctx.guards, service);
  return {
    service,
    routes: (app: FastifyInstance) => postRoutes(app, service),
  };
}
