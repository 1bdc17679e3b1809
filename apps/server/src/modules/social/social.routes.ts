import {
  socialEndpoints as api,
  type Language,
  type PageQuery,
  type UserProjectsQuery,
} from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import type { RawJson } from '../../lib/events.ts';
import { requestLanguage } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn, type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { BoardList } from '../projects/projects.service.ts';
import type { FollowsService } from './follows.service.ts';

/** What the social routes need of the boards: a person's lists of boards, as a viewer sees them. */
export interface SocialBoards {
  userProjects: (
    owner: Pick<UserRow, 'id'>,
    query: z.output<typeof UserProjectsQuery>,
    viewer: Viewer,
    language: Language,
    // What others see comes serialised from the boards' cache.
  ) => Promise<BoardList | RawJson>;
  userCollection: (
    owner: Pick<UserRow, 'id'>,
    kind: 'subscriptions' | 'likes',
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList | RawJson>;
  contributions: (
    person: Pick<UserRow, 'id'>,
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList | RawJson>;
}

/** Anyone may name a person who exists; following oneself is the service's 400. */
const person = { kind: 'user', key: 'username', need: 'exists' } as const;
const named = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');

/** Follows, the leaderboard and a person's lists of boards (api.md "People"). */
export async function socialRoutes(
  app: FastifyInstance,
  deps: { follows: FollowsService; boards: SocialBoards },
): Promise<void> {
  const { follows, boards } = deps;

  // Following is a click on a profile: 120 an hour each way stops a script, never a person.
  const following = perPersonLimit(120, 60 * 60_000, app.ctx.config.rateLimitFactor);
  for (const [endpoint, on] of [
    [api.follow, true],
    [api.unfollow, false],
  ] as const) {
    route(app, endpoint, { access: 'user', object: person, ...following }, async (request) =>
      follows.follow(signedIn(request).userId, named(request), on),
    );
  }
  route(app, api.isFollowing, { access: 'user', object: person }, async (request) =>
    follows.isFollowing(signedIn(request).userId, named(request)),
  );
  for (const direction of ['following', 'followers'] as const) {
    route(app, api[direction], { access: 'public', object: person }, async (request) =>
      follows.list(named(request), direction, request.query),
    );
  }
  route(app, api.leaderboard, { access: 'public' }, async () => follows.leaderboard());

  route(app, api.projects, { access: 'public', object: person }, async (request) =>
    boards.userProjects(named(request), request.query, viewerOf(request), requestLanguage(request)),
  );
  for (const kind of ['subscriptions', 'likes'] as const) {
    route(app, api[kind], { access: 'public', object: person }, async (request) =>
      boards.userCollection(named(request), kind, request.query, viewerOf(request), requestLanguage(request)),
    );
  }
  route(app, api.contributions, { access: 'public', object: person }, async (request) =>
    boards.contributions(named(request), request.query, viewerOf(request), requestLanguage(request)),
  );
}
