import { pinEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { PinsService } from './pins.service.ts';

const person = (key: string, need: 'exists' | 'self') => ({ kind: 'user', key, need }) as const;
const user = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');
const board = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'board');

/** Pins (api.md "Pins"). Paths that name two people resolve the first with the `user` rule. */
export async function pinRoutes(app: FastifyInstance, service: PinsService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  const collectLimit = perPersonLimit(60, 60_000, f);
  route(app, api.get, { access: 'public', object: person('username', 'exists') }, async (request) =>
    service.get(user(request)),
  );
  route(app, api.update, { access: 'user', object: person('username', 'self') }, async (request) =>
    service.update(user(request), request.body.pinURL, request.body.questions),
  );
  route(app, api.held, { access: 'public', object: person('username', 'exists') }, async (request) =>
    service.held(user(request), request.query),
  );
  route(
    app,
    api.collect,
    { access: 'user', object: person('boothOwner', 'exists'), ...collectLimit },
    async (request) => service.collect(signedIn(request), user(request), request.body.answers),
  );
  // A booth at a busy hall collects for many visitors a minute.
  route(
    app,
    api.boothCollect,
    { access: 'user', object: person('boothOwner', 'self'), ...perPersonLimit(300, 60_000, f) },
    async (request) => service.boothCollect(user(request), request.body.visitorCode, request.body.answers),
  );
  route(app, api.visitorCode, { access: 'user' }, async (request) => service.visitorCode(signedIn(request)));
  route(
    app,
    api.swap,
    {
      access: 'user',
      object: [person('from', 'self'), { kind: 'pinPartner', key: 'to', need: 'exists' }],
      ...collectLimit,
    },
    async (request) =>
      service.swap(signedIn(request), user(request), objectOf<UserRow>(request, 'pinPartner'), request.body),
  );
  route(app, api.swapped, { access: 'user' }, async (request) => service.swapped(signedIn(request)));
  route(app, api.collected, { access: 'user' }, async (request) => service.collected(signedIn(request)));
  route(app, api.reorder, { access: 'user' }, async (request) =>
    service.reorder(signedIn(request), request.body.ids),
  );
  route(app, api.stats, { access: 'user', object: person('username', 'self') }, async (request) =>
    service.stats(user(request)),
  );
  route(
    app,
    api.projectPin,
    { access: 'public', object: { kind: 'board', key: 'id', need: 'view' } },
    async (request) => service.projectPin(board(request)),
  );
  route(
    app,
    api.setProjectPin,
    { access: 'user', object: { kind: 'board', key: 'id', need: 'editBoard' } },
    async (request) => service.setProjectPin(board(request), signedIn(request), request.body.pinURL),
  );
  route(
    app,
    api.collectProjectPin,
    { access: 'user', object: { kind: 'board', key: 'id', need: 'view' }, ...collectLimit },
    async (request) => service.collectProjectPin(board(request), signedIn(request)),
  );
}
