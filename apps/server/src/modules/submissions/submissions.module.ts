import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineSubmissionAccess, type SubmissionBoardLookup } from './submissions.access.ts';
import { submissionRoutes } from './submissions.routes.ts';
import { type SubmissionBoards, submissionsService } from './submissions.service.ts';

/** The submissions module: the review of boards, its `submission` object rule and its routes. */
export function submissionsModule(
  ctx: AppContext,
  deps: { boards: SubmissionBoardLookup; lists: SubmissionBoards },
) {
  const service = submissionsService(ctx, { boards: deps.lists });
  defineSubmissionAccess(ctx.guards, deps.boards);
  return {
    routes: (app: FastifyInstance) => submissionRoutes(app, service),
  };
}
