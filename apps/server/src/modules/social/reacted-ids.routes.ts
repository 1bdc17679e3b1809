import { peopleEndpoints as api, IDS_MAX } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  commentLikes,
  postLikes,
  projectLikes,
  projectSubscriptions,
  type UserRow,
} from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { reactedIds } from '../reactions/reactions.ts';

/** Only the person reads their ids: a 404 to everyone else (the `user` rule's `personal`). */
const own = { kind: 'user', key: 'username', need: 'personal' } as const;
const named = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');

/**
 * The ids a person liked or bookmarked (spec/001 §7: user lists "liked ids, subscribed ids",
 * "liked post ids returns posts", the comment ids a user has liked; issue 18 item 3), for their
 * own client to mark what they reacted to without loading the lists.
 */
export async function reactedIdsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const ids = (request: FastifyRequest, table: Parameters<typeof reactedIds>[1], among?: number[]) =>
    reactedIds(db, table, named(request).id, among, IDS_MAX);
  route(app, api.likedIds, { access: 'user', object: own }, async (request) => ({
    projects: await ids(request, projectLikes, request.query.ids),
  }));
  route(app, api.subscribedIds, { access: 'user', object: own }, async (request) => ({
    projects: await ids(request, projectSubscriptions, request.query.ids),
  }));
  route(app, api.likedPostIds, { access: 'user', object: own }, async (request) => ({
    posts: await ids(request, postLikes, request.query.ids),
  }));
  route(app, api.likedCommentIds, { access: 'user', object: own }, async (request) => ({
    comments: await ids(request, commentLikes, request.query.ids),
  }));
}
