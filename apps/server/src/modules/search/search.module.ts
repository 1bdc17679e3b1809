import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { searchRoutes } from './search.routes.ts';
import { type MinorRelation, type SearchBoards, searchService } from './search.service.ts';

/** The search module: boards and people found by words (the boards module presents the boards). */
export function searchModule(
  ctx: AppContext,
  deps: { boards: SearchBoards; minorRelations?: MinorRelation[] },
) {
  const service = searchService(ctx, deps);
  return {
    routes: (app: FastifyInstance) => searchRoutes(app, service),
  };
}
