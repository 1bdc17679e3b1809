import { fairEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { FairAccess, FairsService } from './fairs.service.ts';

const runners = { roles: ['admin', 'judgingAdmin'] } as const;
const fair = (need: 'view' | 'staff' | 'organise') => ({ kind: 'fair', key: 'id', need }) as const;
const the = (request: FastifyRequest) => objectOf<FairAccess>(request, 'fair');

/** api.md "Events: Fairs": the fairs themselves and their staff. */
export async function fairRoutes(app: FastifyInstance, service: FairsService): Promise<void> {
  route(app, api.list, { access: 'public' }, async (request) => service.list(viewerOf(request)));
  route(app, api.create, { access: runners }, async (request) =>
    service.create(request.body, viewerOf(request)),
  );
  route(app, api.get, { access: 'public', object: fair('view') }, async (request) => ({
    fair: await service.present(the(request).row, viewerOf(request)),
  }));
  route(app, api.update, { access: 'user', object: fair('organise') }, async (request) =>
    service.update(the(request), request.body, viewerOf(request)),
  );
  route(app, api.remove, { access: runners, object: fair('view') }, async (request) =>
    service.remove(the(request)),
  );
  route(app, api.staff, { access: 'user', object: fair('staff') }, async (request) =>
    service.staff(the(request).row.id),
  );
  route(app, api.addStaff, { access: 'user', object: fair('organise') }, async (request) =>
    service.addStaff(the(request).row.id, request.body.userName, request.body.role),
  );
  route(app, api.removeStaff, { access: 'user', object: fair('organise') }, async (request) =>
    service.removeStaff(the(request).row.id, request.params.userName),
  );
}
