import { lobbyEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LobbyRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { LobbiesService } from './lobbies.service.ts';

const lobby = { kind: 'lobby', key: 'id', need: 'exists' } as const;
const lobbyOf = (request: FastifyRequest) => objectOf<LobbyRow>(request, 'lobby');
/** Who draws the lobbies' areas: admins and curators (as the auditorium's stage). */
const editors = { roles: ['admin', 'curator'] } as const;

/** Lobbies and their clickable areas under `/lobbies/…`; reads are public (the 2d pages). */
export async function lobbyRoutes(app: FastifyInstance, service: LobbiesService): Promise<void> {
  const actor = (request: FastifyRequest) => signedIn(request).userId;
  route(app, api.list, { access: 'public' }, async () => service.list());
  route(app, api.byPath, { access: 'public' }, async (request) => service.byPath(request.params.path));
  route(app, api.get, { access: 'public', object: lobby }, async (request) => service.get(lobbyOf(request)));
  route(app, api.create, { access: editors }, async (request) =>
    service.create(actor(request), request.body),
  );
  route(app, api.update, { access: editors, object: lobby }, async (request) =>
    service.update(actor(request), lobbyOf(request), request.body),
  );
  route(app, api.remove, { access: editors, object: lobby }, async (request) =>
    service.remove(actor(request), lobbyOf(request)),
  );
  route(app, api.addArea, { access: editors, object: lobby }, async (request) =>
    service.addArea(actor(request), lobbyOf(request), request.body),
  );
  route(app, api.updateArea, { access: editors, object: lobby }, async (request) =>
    service.updateArea(actor(request), lobbyOf(request), request.params.areaID, request.body),
  );
  route(app, api.removeArea, { access: editors, object: lobby }, async (request) =>
    service.removeArea(actor(request), lobbyOf(request), request.params.areaID),
  );
}
