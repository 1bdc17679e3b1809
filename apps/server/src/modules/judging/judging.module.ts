import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { judgingFeedback } from './feedback.ts';
import { defineJudgingAccess } from './judging.access.ts';
import { judgingResults } from './judging.results.ts';
import { judgingRoutes } from './judging.routes.ts';
import { type JudgingFairs, judgingService } from './judging.service.ts';

/**
 * The judging module (issue 11): registrations, teams, schedules, recusals, results and the floor;
 * the `judgingTeam` and `judgeRegistration` object rules; and the scoring rules the polls module
 * applies to a judge's answer (`scoring`).
 */
export function judgingModule(ctx: AppContext, deps: { fairs: JudgingFairs }) {
  const service = judgingService(ctx, deps);
  const outcomes = judgingResults(service);
  const feedback = judgingFeedback(ctx.database.db, outcomes);
  defineJudgingAccess(ctx.guards, service);
  return {
    service,
    outcomes,
    /** What the poll answer path asks of judging (polls.service.ts `PollJudging`). */
    scoring: {
      check: service.checkScore,
      record: service.recordScore,
      announce: service.announceScore,
    },
    routes: (app: FastifyInstance) => judgingRoutes(app, service, outcomes, feedback),
  };
}
export type JudgingModule = ReturnType<typeof judgingModule>;
