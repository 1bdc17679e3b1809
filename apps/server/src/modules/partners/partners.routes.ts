import { partnerEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import { installV2ErrorHandling } from '../../plugins/errors.ts';
import type { PartnerListRow } from './partners.presenter.ts';
import type { PartnersService } from './partners.service.ts';

const partner = { kind: 'partner', key: 'id', need: 'exists' } as const;
const partnerOf = (request: FastifyRequest) => objectOf<PartnerListRow>(request, 'partner');
const admin = { roles: ['admin'] } as const;

/**
 * The second API (spec/001 §7, api.md): partners and their page information under `/api/v2`.
 * Its errors answer `{message, code}`: the handler is installed in this scope only.
 */
export async function partnerRoutes(app: FastifyInstance, service: PartnersService): Promise<void> {
  installV2ErrorHandling(app);
  route(app, api.list, { access: 'public' }, async (request) => service.list(request.query));
  route(app, api.get, { access: 'public' }, async (request) => service.get(request.params.name));
  route(app, api.update, { access: admin, object: partner }, async (request) =>
    service.update(signedIn(request).userId, partnerOf(request), request.body),
  );
  route(app, api.logo, { access: 'public' }, async (request, reply) => {
    const logo = await service.logo(request.params.name);
    // The address carries the partner's version (presenter), so the logo may be kept a day.
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(logo);
  });
  route(app, api.pageInfo, { access: 'public', object: partner }, async (request) =>
    service.pageInfo(partnerOf(request), request.query.name),
  );
  route(app, api.createPageInfo, { access: admin, object: partner }, async (request) =>
    service.createPageInfo(partnerOf(request), request.body),
  );
  route(app, api.updatePageInfo, { access: admin, object: partner }, async (request) =>
    service.updatePageInfo(partnerOf(request), request.body),
  );
  route(app, api.deletePageInfo, { access: admin, object: partner }, async (request) =>
    service.deletePageInfo(partnerOf(request), request.query.name),
  );
}
