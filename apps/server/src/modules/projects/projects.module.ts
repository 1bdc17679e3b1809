import type { Board, Language } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { RawJson } from '../../lib/events.ts';
import { visitor } from '../../lib/viewer.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import { defineBoardAccess } from './projects.access.ts';
import { boardCertificates } from './projects.certificate.ts';
import { boardLists } from './projects.lists.ts';
import { projectRoutes } from './projects.routes.ts';
import { type BoardImages, projectsService } from './projects.service.ts';
import { boardToolRoutes } from './projects.tools.routes.ts';
import { boardTools } from './projects.tools.ts';

/**
 * The boards module: its service built once, the `board` object rule, its routes, and the narrow
 * parts other modules use (handed over by compose.ts).
 */
export function projectsModule(ctx: AppContext, deps: { activity: ActivityNotifier; images: BoardImages }) {
  const service = projectsService(ctx, deps.images);
  defineBoardAccess(ctx.guards, service);
  const extras = {
    tools: boardTools(ctx, service),
    lists: boardLists(ctx, service),
    certificates: boardCertificates(ctx),
  };
  return {
    /**
     * A board for a child (section, comment) or a change: `forChild`, `forChildRead`, and `admit`
     * for a board read with its child and the viewer's role (`roleOnBoard`).
     */
    boards: { forChild: service.forChild, forChildRead: service.forChildRead, admit: service.admit },
    /** A board the caller names, and the boards linked under one (members). */
    links: { forChild: service.forChild, linked: service.linked },
    /** Boards as a viewer sees them, and a page of those matching a condition (search, submissions). */
    lists: { present: service.present, boardPage: service.boardPage, sharedPage: service.sharedPage },
    /** A person's boards, bookmarks, likes and contributions (social). */
    people: {
      userProjects: service.userProjects,
      userCollection: service.userCollection,
      contributions: service.contributions,
    },
    /**
     * A public board, and the first boards of home's feed, as a visitor reads them: for the first
     * paint of their pages (plugins/first-paint.ts).
     */
    pages: {
      publicBoard: service.publicBoard,
      homeFeed: async (language: Language, limit: number): Promise<Board[]> => {
        const page = await service.list({ sort: 'recommended', limit, offset: 0 }, visitor, language);
        // A visitor's page comes serialised, as the route sends it (the feed's cache).
        if (page instanceof RawJson)
          return (JSON.parse(page.body) as { result: { projects: Board[] } }).result.projects;
        return 'projects' in page ? (page.projects as Board[]) : [];
      },
    },
    /** Where other modules add who may see a private board and who may make one public. */
    watch: service.watch,
    routes: async (app: FastifyInstance) => {
      await projectRoutes(app, service, deps.activity);
      await boardToolRoutes(app, extras);
    },
  };
}
export type ProjectsModule = ReturnType<typeof projectsModule>;
