import {
  CreatePostBody,
  IdParams,
  PageQuery,
  PostPageQuery,
  PriorityBody,
  UpdatePostBody,
  UpdateStatusBody,
} from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { PostsService } from './posts.service.ts';

/** Sections (api.md "Sections (posts), comments, media"). */
export async function postRoutes(
  scope: FastifyInstance,
  { sections: service }: { sections: PostsService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['sections'];

  app.get('/posts/settings', { config: { access: 'public' }, schema: { tags } }, async () => ({
    result: service.settings(),
  }));

  app.get(
    '/projects/:id/posts',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PostPageQuery } },
    async (request) => ({ result: await service.list(request.params.id, request.query, viewerOf(request)) }),
  );

  app.post(
    '/posts',
    { config: { access: 'user' }, schema: { tags, body: CreatePostBody } },
    async (request, reply) => {
      reply.code(201);
      return { result: await service.create(signedIn(request), request.body) };
    },
  );

  app.get(
    '/posts/:id',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.get(request.params.id, viewerOf(request)),
    }),
  );
  app.put(
    '/posts/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: UpdatePostBody } },
    async (request) => ({
      result: await service.update(request.params.id, signedIn(request), request.body),
    }),
  );
  app.delete(
    '/posts/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams } },
    async (request) => ({
      result: await service.remove(request.params.id, signedIn(request)),
    }),
  );
  app.put(
    '/posts/:id/priority',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: PriorityBody } },
    async (request) => ({
      result: await service.move(request.params.id, signedIn(request), request.body.priority),
    }),
  );
  app.put(
    '/posts/updateStatus/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: UpdateStatusBody } },
    async (request) => ({
      result: await service.updateStatus(
        request.params.id,
        signedIn(request),
        request.body.postID,
        request.body.status,
      ),
    }),
  );
  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/posts/:id/like',
      { config: { access: 'user' }, schema: { tags, params: IdParams } },
      async (request) => ({
        result: await service.like(request.params.id, signedIn(request), method === 'post'),
      }),
    );
  }
  app.get(
    '/posts/:id/likes',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await service.likes(
        request.params.id,
        viewerOf(request),
        request.query.limit,
        request.query.offset,
      ),
    }),
  );
}
