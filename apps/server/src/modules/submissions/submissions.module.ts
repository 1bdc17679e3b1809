import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fairStaff, fairSubmissions } from '../../db/schema/index.ts';
import { findProject } from '../projects/projects.repository.ts';
import { defineSubmissionAccess } from './submissions.access.ts';
import { submissionRoutes } from './submissions.routes.ts';
import {
  type SubmissionBoards,
  type SubmissionFairs,
  type SubmissionNotifications,
  submissionsService,
} from './submissions.service.ts';

/** The submissions module: the fair pipeline, its `submission` object rule and its routes. */
export function submissionsModule(
  ctx: AppContext,
  deps: { lists: SubmissionBoards; fairs: SubmissionFairs; notifications: SubmissionNotifications },
) {
  const db = ctx.database.db;
  const service = submissionsService(ctx, {
    boards: deps.lists,
    fairs: deps.fairs,
    notifications: deps.notifications,
  });
  defineSubmissionAccess(ctx.guards, {
    find: (id) => findProject(db, id),
    async fairsOfBoardWhere(projectId, userId, roles) {
      if (!userId) return [];
      const rows = await db
        .selectDistinct({ fairId: fairSubmissions.fairId })
        .from(fairSubmissions)
        .innerJoin(fairStaff, eq(fairStaff.fairId, fairSubmissions.fairId))
        .where(
          and(
            eq(fairSubmissions.projectId, projectId),
            eq(fairStaff.userId, userId),
            inArray(fairStaff.role, [...roles]),
          ),
        );
      return rows.map((r) => r.fairId);
    },
  });
  return {
    routes: (app: FastifyInstance) => submissionRoutes(app, service),
  };
}
