import { PageQuery, SearchQuery, UserProjectsQuery } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { SearchService } from '../search/search.service.ts';
import type { FollowsService } from './follows.service.ts';

const UserNameParams = z.object({ username: z.string().min(1).max(64) });

/** Follows, people's lists, the leaderboard and search (api.md "People", GET /search). */
export async function socialRoutes(
  scope: FastifyInstance,
  deps: { follows: FollowsService; boards: ProjectsService; search: SearchService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { follows, boards, search } = deps;
  const tags = ['people'];

  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/users/:username/follow',
      { config: { access: 'user' }, schema: { tags, params: UserNameParams } },
      async (request) => ({
        result: await follows.follow(request.auth!.userId, request.params.username, method === 'post'),
      }),
    );
  }
  app.get(
    '/users/:username/isFollowing',
    { config: { access: 'user' }, schema: { tags, params: UserNameParams } },
    async (request) => ({
      result: await follows.isFollowing(request.auth!.userId, request.params.username),
    }),
  );
  for (const direction of ['following', 'followers'] as const) {
    app.get(
      `/users/:username/${direction}`,
      { config: { access: 'public' }, schema: { tags, params: UserNameParams, querystring: PageQuery } },
      async (request) => ({
        result: await follows.list(
          request.params.username,
          direction,
          request.query.limit,
          request.query.offset,
        ),
      }),
    );
  }
  app.get('/users/leaderboard', { config: { access: 'public' }, schema: { tags } }, async () => ({
    result: await follows.leaderboard(),
  }));

  app.get(
    '/users/:username/projects',
    {
      config: { access: 'public' },
      schema: { tags, params: UserNameParams, querystring: UserProjectsQuery },
    },
    async (request) => ({
      result: await boards.userProjects(
        request.params.username,
        request.query,
        viewerOf(request),
        requestLanguage(request),
      ),
    }),
  );
  for (const kind of ['subscriptions', 'likes'] as const) {
    app.get(
      `/users/:username/${kind}`,
      { config: { access: 'public' }, schema: { tags, params: UserNameParams, querystring: PageQuery } },
      async (request) => ({
        result: await boards.userCollection(
          request.params.username,
          kind,
          request.query.limit,
          request.query.offset,
          viewerOf(request),
          requestLanguage(request),
        ),
      }),
    );
  }

  app.get(
    '/users/:username/contributions',
    { config: { access: 'public' }, schema: { tags, params: UserNameParams, querystring: PageQuery } },
    async (request) => ({
      result: await boards.contributions(
        request.params.username,
        request.query.limit,
        request.query.offset,
        viewerOf(request),
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    '/users',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: PageQuery.extend({
          query: z.string().trim().max(200).default(''),
          searchBy: z.enum(['name', 'school']).default('name'),
        }),
      },
    },
    async (request) => ({
      result: await search.searchUsers(request.query.query, request.query.limit, request.query.offset),
    }),
  );

  app.get(
    '/search',
    { config: { access: 'public' }, schema: { tags: ['search'], querystring: SearchQuery } },
    async (request) => ({
      result: await search.search(
        request.query.q,
        request.query.type,
        request.query.limit,
        request.query.offset,
        viewerOf(request),
        requestLanguage(request),
      ),
    }),
  );
}
