import { notificationEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Someone else's notifications do not exist for the caller (quality.md, IDOR): a 404. */
const own = { kind: 'user', key: 'username', need: 'personal' } as const;

/** In-app notifications and web push (spec/000 §3; spec/001 §7 Users; issue 5). */
export async function notificationRoutes(app: FastifyInstance, service: NotificationsService): Promise<void> {
  const { push } = app.ctx;

  route(app, api.list, { access: 'user', object: own }, async (request) =>
    service.list(objectOf<UserRow>(request, 'user'), request.query, requestLanguage(request)),
  );
  route(app, api.unread, { access: 'user', object: own }, async (request) =>
    service.unread(objectOf<UserRow>(request, 'user')),
  );
  route(app, api.markRead, { access: 'user' }, async (request) =>
    service.markRead(signedIn(request).userId, request.body.keys),
  );

  // Muting a board or a comment thread (issue "The community as a newcomer meets it", item 1):
  // for whoever can see it; a thread is muted by any of its comments.
  const board = { kind: 'board', key: 'id', need: 'view' } as const;
  const comment = { kind: 'comment', key: 'id', need: 'view' } as const;
  // The rules resolve a board and a comment with their row (projects and comments modules).
  const boardTarget = (request: FastifyRequest) =>
    `project:${objectOf<{ row: { id: number } }>(request, 'board').row.id}`;
  const threadTarget = (request: FastifyRequest) => {
    const { row } = objectOf<{ row: { id: number; parentId: number | null } }>(request, 'comment');
    return `comment:${row.parentId ?? row.id}`;
  };
  route(app, api.boardMuted, { access: 'user', object: board }, async (request) =>
    service.muted(signedIn(request).userId, boardTarget(request)),
  );
  route(app, api.muteBoard, { access: 'user', object: board }, async (request) =>
    service.mute(signedIn(request).userId, boardTarget(request), request.body.muted),
  );
  route(app, api.threadMuted, { access: 'user', object: comment }, async (request) =>
    service.muted(signedIn(request).userId, threadTarget(request)),
  );
  route(app, api.muteThread, { access: 'user', object: comment }, async (request) =>
    service.mute(signedIn(request).userId, threadTarget(request), request.body.muted),
  );

  // Web push (issue 5): the VAPID key for the browser, and the push-token save the client sends
  // at most once per 2 s (spec/001 §4 Push tokens).
  route(app, api.pushKey, { access: 'public' }, async () => ({ publicKey: await push.publicKey() }));
  route(app, api.savePushToken, { access: 'user' }, async (request) => {
    // A push subscription sends the person's notifications to a browser: never an impersonator's.
    if (request.auth!.impersonatorId !== null) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
    return push.save(signedIn(request).userId, request.body.subscription);
  });
  route(app, api.removePushToken, { access: 'user' }, async (request) =>
    push.remove(signedIn(request).userId, request.query.endpoint),
  );
}
