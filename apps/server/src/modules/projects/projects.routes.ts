import {
  CreateProjectBody,
  FlagsBody,
  IdParams,
  PageQuery,
  PostPageQuery,
  ProjectListQuery,
  ReviewBody,
  StatusBody,
  UpdateProjectBody,
} from '@makerboard/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectLikes, projectSubscriptions, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { RawJson } from '../../lib/events.ts';
import { requestLanguage } from '../../lib/language.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import { reactions } from '../reactions/reactions.ts';
import { findUserByUserName } from '../users/users.repository.ts';
import type { ProjectsService } from './projects.service.ts';

const LIKES = {
  table: projectLikes,
  targetId: projectLikes.targetId,
  userId: projectLikes.userId,
  createdAt: projectLikes.createdAt,
};
const LIKE_COUNTER = { table: projects, id: projects.id, counter: projects.likesCount };
const SUB_COUNTER = { table: projects, id: projects.id, counter: projects.subscribersCount };
const SUBS = {
  table: projectSubscriptions,
  targetId: projectSubscriptions.targetId,
  userId: projectSubscriptions.userId,
  createdAt: projectSubscriptions.createdAt,
};

/** A cached visitor page goes out as the bytes it was serialised to; anything else in the envelope. */
function send<T extends object>(reply: FastifyReply, result: T | RawJson) {
  if (result instanceof RawJson) return reply.type('application/json; charset=utf-8').send(result.body);
  return { result };
}

const staff = { roles: ['admin', 'curator', 'analytic', 'judgingAdmin'] } as const;

/** Boards (api.md "Boards"). */
export async function projectRoutes(
  scope: FastifyInstance,
  { boards: service }: { boards: ProjectsService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ['boards'];
  const lang = requestLanguage;

  app.post(
    '/projects',
    { config: { access: 'user' }, schema: { tags, body: CreateProjectBody } },
    async (request, reply) => {
      const result = await service.create(signedIn(request), request.body, lang(request));
      reply.code(result.existing ? 200 : 201);
      return { result };
    },
  );

  app.get(
    '/projects',
    { config: { access: 'public' }, schema: { tags, querystring: ProjectListQuery } },
    async (request, reply) =>
      send(reply, await service.list(request.query, viewerOf(request), lang(request))),
  );

  app.get('/projects/templates', { config: { access: 'public' }, schema: { tags } }, async (request) => ({
    result: await service.templates(viewerOf(request), lang(request)),
  }));

  for (const sort of ['featured', 'popular', 'recommended'] as const) {
    app.get(
      `/projects/${sort}`,
      { config: { access: 'public' }, schema: { tags, querystring: PageQuery } },
      async (request, reply) =>
        send(reply, await service.list({ ...request.query, sort }, viewerOf(request), lang(request))),
    );
  }

  app.get(
    '/projects/:id',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.get(request.params.id, viewerOf(request), lang(request)),
    }),
  );

  app.put(
    '/projects/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: UpdateProjectBody } },
    async (request) => ({
      result: await service.update(request.params.id, signedIn(request), request.body, lang(request)),
    }),
  );

  app.delete(
    '/projects/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.remove(request.params.id, signedIn(request)),
    }),
  );

  app.get(
    '/projects/:id/similar',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await service.similar(request.params.id, viewerOf(request), request.query.limit, lang(request)),
    }),
  );

  app.post(
    '/projects/:id/view',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.view(request.params.id, viewerOf(request)),
    }),
  );

  // Likes and bookmarks: idempotent, counted in the same transaction, never below 0.
  for (const [path, key] of [
    ['like', 'liked'],
    ['subscribe', 'subscribed'],
  ] as const) {
    for (const method of ['post', 'delete'] as const) {
      app[method](
        `/projects/:id/${path}`,
        { config: { access: 'user' }, schema: { tags, params: IdParams } },
        async (request) => {
          const result = await service.react(request.params.id, signedIn(request), path, method === 'post');
          return {
            result: {
              [key]: method === 'post',
              [path === 'like' ? 'likes' : 'subscribers']: result.count,
              count: result.count,
            },
          };
        },
      );
    }
  }

  app.get(
    '/projects/:id/likes',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => {
      await service.visible(request.params.id, viewerOf(request));
      return {
        result: await reactions(db, LIKES, LIKE_COUNTER).people(request.params.id, request.query),
      };
    },
  );
  app.get(
    '/projects/:id/subscribers',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => {
      await service.visible(request.params.id, viewerOf(request));
      return {
        result: await reactions(db, SUBS, SUB_COUNTER).people(request.params.id, request.query),
      };
    },
  );
  app.get(
    '/projects/:id/like/:username',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParams.extend({ username: z.string().min(1).max(64) }) },
    },
    async (request) => {
      await service.visible(request.params.id, viewerOf(request));
      const user = await findUserByUserName(db, request.params.username);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      return { result: { liked: await reactions(db, LIKES, LIKE_COUNTER).has(request.params.id, user.id) } };
    },
  );

  app.put(
    '/projects/:id/status',
    { config: { access: staff }, schema: { tags, params: IdParams, body: StatusBody } },
    async (request) => ({
      result: await service.setStatus(request.params.id, request.body.add, request.body.remove),
    }),
  );
  app.put(
    '/projects/:id/flags',
    { config: { access: staff }, schema: { tags, params: IdParams, body: FlagsBody } },
    async (request) => ({ result: await service.setFlags(request.params.id, request.body) }),
  );
  app.put(
    '/projects/:id/review',
    { config: { access: staff }, schema: { tags, params: IdParams, body: ReviewBody } },
    async (request) => ({
      result: await service.review(request.params.id, request.body.status, request.body.reason),
    }),
  );
  app.get(
    '/partner/submissions',
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: PageQuery.extend({
          filter: z.enum(['pending', 'approved', 'declined', 'submitted', 'resubmitted']).default('pending'),
        }),
      },
    },
    async (request) => ({
      result: await service.submissions(
        request.query.filter,
        request.query.limit,
        request.query.offset,
        viewerOf(request),
        lang(request),
      ),
    }),
  );
}
