import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import { followsService } from './follows.service.ts';
import { reactedIdsRoutes } from './reacted-ids.routes.ts';
import { type SocialBoards, socialRoutes } from './social.routes.ts';

/**
 * The social module: follows, the leaderboard and a person's lists of boards (those come from the
 * boards module through `SocialBoards`). `follows` is what the profile reads (its counts).
 */
export function socialModule(ctx: AppContext, deps: { boards: SocialBoards; activity: ActivityNotifier }) {
  const follows = followsService(ctx, deps.activity);
  return {
    follows,
    routes: async (app: FastifyInstance) => {
      await socialRoutes(app, { follows, boards: deps.boards });
      await reactedIdsRoutes(app);
    },
  };
}
