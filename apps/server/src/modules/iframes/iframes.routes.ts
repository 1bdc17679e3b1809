import { iframeEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IframeHostRow, IframeRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { IframesService } from './iframes.service.ts';

const iframe = { kind: 'iframe', key: 'eventId', need: 'exists' } as const;
const host = { kind: 'iframeHost', key: 'id', need: 'exists' } as const;
const iframeOf = (request: FastifyRequest) => objectOf<IframeRow>(request, 'iframe');
const hostOf = (request: FastifyRequest) => objectOf<IframeHostRow>(request, 'iframeHost');
const admin = { roles: ['admin'] } as const;
const actor = (request: FastifyRequest) => signedIn(request).userId;

/**
 * `/iframe…` (spec/001 §7, kept exactly): everyone reads an event's or a slug's frame (event pages
 * show them); admins write frames and keep the list of hosts they may come from.
 */
export async function iframeRoutes(app: FastifyInstance, service: IframesService): Promise<void> {
  route(app, api.list, { access: 'public' }, async () => service.list());
  route(app, api.bySlug, { access: 'public' }, async (request) => service.bySlug(request.params.slug));
  route(app, api.hosts, { access: admin }, async () => service.hosts());
  route(app, api.addHost, { access: admin }, async (request) =>
    service.addHost(actor(request), request.body.host),
  );
  route(app, api.removeHost, { access: admin, object: host }, async (request) =>
    service.removeHost(actor(request), hostOf(request)),
  );
  route(app, api.get, { access: 'public', object: iframe }, async (request) =>
    service.get(iframeOf(request)),
  );
  route(app, api.create, { access: admin }, async (request) => service.create(actor(request), request.body));
  route(app, api.update, { access: admin, object: iframe }, async (request) =>
    service.update(actor(request), iframeOf(request), request.body),
  );
  route(app, api.remove, { access: admin, object: iframe }, async (request) =>
    service.remove(actor(request), iframeOf(request)),
  );
}
