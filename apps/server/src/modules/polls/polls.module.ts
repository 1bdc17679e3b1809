import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { definePollAccess } from './polls.access.ts';
import { pollRoutes } from './polls.routes.ts';
import { type PollFairs, type PollJudging, pollsService } from './polls.service.ts';

/** The polls module (issue 10 item 5): its service, the `poll` object rule and its routes. */
export function pollsModule(ctx: AppContext, deps: { fairs: PollFairs; judging: () => PollJudging }) {
  const service = pollsService(ctx, deps);
  definePollAccess(ctx.guards, service);
  return { service, routes: (app: FastifyInstance) => pollRoutes(app, service) };
}
