import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { loginResult } from '../auth/sessions.ts';
import { defineClassAccess } from './classes.access.ts';
import { classesRepository } from './classes.repository.ts';
import { classRoutes } from './classes.routes.ts';
import {
  type ClassBoards,
  type ClassChats,
  type ClassImages,
  type ClassNotifications,
  classesService,
} from './classes.service.ts';

/**
 * The classes module (issue 12): its service built once, the `class` and `classStudent` rules, its
 * routes, and the ties other modules read (handed over by compose.ts): who may see a student's
 * private boards, who may make boards public, who may chat with or find a minor, and the signup's
 * class code.
 */
export function classesModule(
  ctx: AppContext,
  deps: { notifications: ClassNotifications; boards: ClassBoards; images: ClassImages; chats: ClassChats },
) {
  const repo = classesRepository(ctx.database.db);
  const service = classesService(ctx, {
    ...deps,
    repo,
    sessions: { login: (user) => loginResult(ctx, ctx.database.db, user) },
  });
  defineClassAccess(ctx.guards, repo);
  return {
    service,
    sight: { sees: service.teacherSees, publicAllowed: service.publicAllowed },
    ties: service.tie,
    teachersOf: service.teachersOf,
    minorRelation: service.minorRelation,
    signup: {
      classFor: service.classForSignup,
      enrol: service.enrolAtSignup,
      codeExists: service.codeExists,
    },
    routes: (app: FastifyInstance) => classRoutes(app, service),
  };
}
