import { commentEndpoints as api, peopleEndpoints } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { replayed } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { SectionAccess } from '../posts/posts.access.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { reactionRoutes } from '../reactions/reactions.ts';
import type { CommentAccess } from './comments.access.ts';
import type { CommentsService } from './comments.service.ts';

const comment = (need: 'view' | 'edit' | 'delete') => ({ kind: 'comment', key: 'id', need }) as const;
const the = (request: Parameters<typeof objectOf>[0]) => objectOf<CommentAccess>(request, 'comment');

/** Comments (spec/001 §7 Comments, all of it but attachments, which come with media). */
export async function commentRoutes(app: FastifyInstance, service: CommentsService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  const rateLimit = { max: Math.ceil(30 * f), timeWindow: 60_000 };

  // A person's comments: anyone may name them; what each viewer sees is the service's filter.
  route(
    app,
    peopleEndpoints.comments,
    { access: 'public', object: { kind: 'user', key: 'username', need: 'exists' } },
    async (request) => service.byUser(objectOf<UserRow>(request, 'user'), request.query, viewerOf(request)),
  );

  route(app, api.create, { access: 'user', rateLimit }, async (request, reply) => {
    const b = request.body;
    return replayed(
      reply,
      await service.create(signedIn(request), {
        text: b.comment ?? b.body ?? '',
        anonymous: b.anonymous,
        projectID: b.projectID,
        postID: b.postID,
        parentID: b.parentID,
        attachments: b.attachments,
        clientKey: request.headers['idempotency-key'],
      }),
    );
  });
  route(app, api.get, { access: 'public', object: comment('view') }, async (request) =>
    service.get(the(request), viewerOf(request)),
  );
  route(app, api.update, { access: 'user', object: comment('edit') }, async (request) =>
    service.update(
      the(request),
      viewerOf(request),
      request.body.body ?? request.body.comment,
      request.body.attachments,
    ),
  );
  route(app, api.remove, { access: 'user', object: comment('delete') }, async (request) =>
    service.remove(the(request)),
  );
  route(app, api.replies, { access: 'public', object: comment('view') }, async (request) =>
    service.replies(the(request), request.query, viewerOf(request)),
  );
  route(app, api.reply, { access: 'user', rateLimit, object: comment('view') }, async (request, reply) => {
    const b = request.body;
    return replayed(
      reply,
      await service.create(signedIn(request), {
        text: b.comment ?? b.body ?? '',
        anonymous: b.anonymous,
        parentID: the(request).row.id,
        attachments: b.attachments,
        clientKey: request.headers['idempotency-key'],
      }),
    );
  });
  route(
    app,
    api.forBoard,
    { access: 'public', object: { kind: 'board', key: 'id', need: 'view' } },
    async (request) =>
      service.forBoard(objectOf<BoardAccess>(request, 'board'), request.query, viewerOf(request)),
  );
  route(
    app,
    api.forSection,
    { access: 'public', object: { kind: 'section', key: 'id', need: 'view' } },
    async (request) =>
      service.forSection(objectOf<SectionAccess>(request, 'section'), request.query, viewerOf(request)),
  );
  route(
    app,
    api.inSection,
    { access: 'public', object: [comment('view'), { kind: 'section', key: 'postID', need: 'view' }] },
    async (request) => service.get(the(request), viewerOf(request), request.params.postID),
  );
  reactionRoutes<CommentAccess>(app, api, {
    kit: service.likes,
    target: comment('view'),
    read: 'public',
    idOf: (c) => c.row.id,
    changed: (c, person, result) => service.liked(c, person, result),
  });
}
