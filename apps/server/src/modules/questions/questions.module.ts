import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { questionRoutes } from './questions.routes.ts';
import { questionsService } from './questions.service.ts';

/**
 * The questions module (issue 18 items 2 and 4): one read model over the questions the polls,
 * fairs, pins and resources domains ask, with who may see which. It keeps no table of its own.
 */
export function questionsModule(ctx: AppContext) {
  const service = questionsService(ctx);
  return { service, routes: (app: FastifyInstance) => questionRoutes(app, service) };
}
