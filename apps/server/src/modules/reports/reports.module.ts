import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineReportAccess } from './reports.access.ts';
import { reportRoutes } from './reports.routes.ts';
import {
  type ReportBoards,
  type ReportComments,
  type ReportNotifications,
  reportsService,
} from './reports.service.ts';

/** The reports module (issue 13): reports, the moderation queue's actions, the `report` rule. */
export function reportsModule(
  ctx: AppContext,
  deps: { boards: ReportBoards; comments: ReportComments; notifications: ReportNotifications },
) {
  const service = reportsService(ctx, deps);
  defineReportAccess(ctx.guards, ctx.database.db);
  return { routes: (app: FastifyInstance) => reportRoutes(app, service) };
}
