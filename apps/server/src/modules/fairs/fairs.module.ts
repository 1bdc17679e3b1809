import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineEntryAccess, defineFairAccess, type EntryBoardLookup } from './fairs.access.ts';
import { fairRoutes } from './fairs.routes.ts';
import { fairsService } from './fairs.service.ts';

/**
 * The fairs module (issue 10 item 1): fairs, their staff, the `fair` object rule (staff of this
 * fair) and the `entry` rule (a board's entrants); what submissions, polls and awards use of it.
 */
export function fairsModule(ctx: AppContext, deps: { boards: EntryBoardLookup }) {
  const service = fairsService(ctx);
  defineFairAccess(ctx.guards, service);
  defineEntryAccess(ctx.guards, deps.boards);
  return {
    /** What the fair pipeline needs of the fairs: rows, presentation, roles, edit deadlines. */
    fairs: {
      find: service.find,
      present: service.present,
      presentMany: service.presentMany,
      rolesOf: service.rolesOf,
      staffOfEntry: service.staffOfEntry,
      fairsWhere: service.fairsWhere,
      refreshEditDeadlines: service.refreshEditDeadlines,
    },
    service,
    routes: (app: FastifyInstance) => fairRoutes(app, service),
  };
}
export type FairsModule = ReturnType<typeof fairsModule>;
