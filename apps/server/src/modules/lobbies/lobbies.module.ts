import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { lobbyRoutes } from './lobbies.routes.ts';
import { type LobbyImages, lobbiesService } from './lobbies.service.ts';

/** The lobbies module: its service, its routes and the `lobby` rule (a lobby named by id, public). */
export function lobbiesModule(ctx: AppContext, deps: { images: LobbyImages }) {
  const service = lobbiesService(ctx, deps);
  ctx.guards.define('lobby', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'LOBBY_NOT_FOUND');
      return row;
    },
  });
  return { routes: (app: FastifyInstance) => lobbyRoutes(app, service) };
}
