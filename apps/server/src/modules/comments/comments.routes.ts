import { CreateCommentBody, IdParams, PageQuery, Paging, UpdateCommentBody } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, viewerOf } from '../projects/projects.routes.ts';
import { projectsService } from '../projects/projects.service.ts';
import { commentsService } from './comments.service.ts';

const ReplyBody = z.object({
  comment: z.string().max(20_000).optional(),
  body: z.string().max(20_000).optional(),
  anonymous: z.boolean().default(false),
  attachments: z.array(z.number().int().positive()).max(20).default([]),
});

/** Comments (spec/001 §7 Comments, all of it but attachments, which come with media). */
export async function commentRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = commentsService(app.ctx, projectsService(app.ctx));
  const tags = ['comments'];
  const f = app.ctx.config.rateLimitFactor;
  const limit = { rateLimit: { max: Math.ceil(30 * f), timeWindow: 60_000 } };

  app.post(
    '/comments',
    { config: { access: 'user', ...limit }, schema: { tags, body: CreateCommentBody } },
    async (request, reply) => {
      const b = request.body;
      reply.code(201);
      return {
        result: await service.create(signedIn(request), {
          text: b.comment ?? b.body ?? '',
          anonymous: b.anonymous,
          projectID: b.projectID,
          postID: b.postID,
          parentID: b.parentID,
          attachments: b.attachments,
        }),
      };
    },
  );
  app.get(
    '/comments/:id',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.get(request.params.id, viewerOf(request)),
    }),
  );
  app.put(
    '/comments/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: UpdateCommentBody } },
    async (request) => ({
      result: await service.update(
        request.params.id,
        signedIn(request),
        request.body.body ?? request.body.comment,
        request.body.attachments,
      ),
    }),
  );
  app.delete(
    '/comments/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.remove(request.params.id, signedIn(request)),
    }),
  );
  app.get(
    '/comments/:id/replies',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await service.replies(request.params.id, request.query, viewerOf(request)),
    }),
  );
  app.post(
    '/comments/:id/replies',
    { config: { access: 'user', ...limit }, schema: { tags, params: IdParams, body: ReplyBody } },
    async (request, reply) => {
      reply.code(201);
      const b = request.body;
      return {
        result: await service.create(signedIn(request), {
          text: b.comment ?? b.body ?? '',
          anonymous: b.anonymous,
          parentID: request.params.id,
        }),
      };
    },
  );
  app.get(
    '/comments/:id/likes',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: Paging } },
    async (request) => ({
      result: await service.likes(
        request.params.id,
        viewerOf(request),
        request.query.limit,
        request.query.offset,
      ),
    }),
  );
  app.get(
    '/comments/:id/like/:username',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParams.extend({ username: z.string().min(1).max(64) }) },
    },
    async (request) => ({
      result: await service.hasLiked(request.params.id, request.params.username, viewerOf(request)),
    }),
  );
  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/comments/:id/like',
      { config: { access: 'user' }, schema: { tags, params: IdParams } },
      async (request) => ({
        result: await service.like(request.params.id, signedIn(request), method === 'post'),
      }),
    );
  }
}
