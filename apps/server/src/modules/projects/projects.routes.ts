import { boardEndpoints as api, BOARD_LIKES, BOOKMARKS, bookmarkEndpoints } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { requestLanguage as lang } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { type Person, signedIn, viewerOf } from '../../lib/viewer.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import { reactionRoutes } from '../reactions/reactions.ts';
import type { BoardAccess, BoardView } from './projects.access.ts';
import type { Permission } from './projects.policy.ts';
import type { ProjectsService } from './projects.service.ts';

const board = (need: 'view' | Permission) => ({ kind: 'board', key: 'id', need }) as const;
const the = <T extends BoardAccess = BoardAccess>(request: FastifyRequest) => objectOf<T>(request, 'board');

/** Boards (api.md "Boards"): the boards, their explore lists, likes and bookmarks. */
export async function projectRoutes(
  app: FastifyInstance,
  service: ProjectsService,
  activity: ActivityNotifier,
): Promise<void> {
  /**
   * A new like or bookmark tells the board's owners and members, grouped per board while unread
   * ("Ada and 49 others liked …"); taking it back tells nobody.
   */
  const tell = async (kind: 'like' | 'bookmark', b: BoardAccess, person: Person, on: boolean) => {
    if (!on) return;
    await activity.activity({
      kind,
      actorId: person.userId,
      recipients: await activity.team(b.row.id),
      target: `project:${b.row.id}`,
      mutes: [`project:${b.row.id}`],
      boardId: b.row.id,
      params: { board: b.row.title },
      deepLink: `/story/${b.row.id}`,
    });
  };
  // Boards are made by hand: 30 an hour is more than anyone makes, and stops a script filling explore.
  const creations = perPersonLimit(30, 60 * 60_000, app.ctx.config.rateLimitFactor);
  route(app, api.create, { access: 'user', ...creations }, async (request, reply) => {
    const result = await service.create(signedIn(request), request.body, lang(request));
    // A draft from the same template reopened is no creation.
    if (result.existing) reply.code(200);
    return result;
  });

  route(app, api.list, { access: 'public' }, async (request) =>
    service.list(request.query, viewerOf(request), lang(request)),
  );
  route(app, api.templates, { access: 'public' }, async (request) =>
    service.templates(viewerOf(request), lang(request)),
  );
  for (const sort of ['featured', 'popular', 'recommended'] as const) {
    route(app, api[sort], { access: 'public' }, async (request) =>
      service.list({ ...request.query, sort }, viewerOf(request), lang(request)),
    );
  }

  route(app, api.feed, { access: 'user' }, async (request) =>
    service.feed(request.query, signedIn(request), lang(request)),
  );
  route(app, api.get, { access: 'public', object: board('view') }, async (request) =>
    service.get(the<BoardView>(request), viewerOf(request)),
  );
  route(app, api.update, { access: 'user', object: board('editBoard') }, async (request) =>
    service.update(the(request), signedIn(request), request.body, lang(request)),
  );
  route(app, api.remove, { access: 'user', object: board('deleteBoard') }, async (request) =>
    service.remove(the(request)),
  );
  route(app, api.similar, { access: 'public', object: board('view') }, async (request) =>
    service.similar(the(request), viewerOf(request), request.query.limit, lang(request)),
  );
  route(app, api.view, { access: 'public', object: board('view') }, async (request) =>
    service.view(the(request)),
  );

  // Likes and bookmarks: idempotent, counted in the same transaction, never below 0.
  reactionRoutes<BoardAccess>(app, api, {
    kit: service.likes,
    kind: BOARD_LIKES,
    target: board('view'),
    read: 'public',
    idOf: (b) => b.row.id,
    changed: async (b, person, result) => {
      service.reacted(b, person, 'like', result.changed);
      if (result.changed) await tell('like', b, person, result.on);
    },
  });
  reactionRoutes<BoardAccess>(app, bookmarkEndpoints, {
    kit: service.bookmarks,
    kind: BOOKMARKS,
    target: board('view'),
    read: 'public',
    idOf: (b) => b.row.id,
    changed: async (b, person, result) => {
      service.reacted(b, person, 'subscription', result.changed);
      if (result.changed) await tell('bookmark', b, person, result.on);
    },
  });
}
