import { regionEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegionRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import type { RegionsService } from './regions.service.ts';

const region = { kind: 'region', key: 'id', need: 'exists' } as const;
const regionOf = (request: FastifyRequest) => objectOf<RegionRow>(request, 'region');
const admin = { roles: ['admin'] } as const;

/** Regions, provinces, banners and sponsors under `/regions/…` (api.md); writes are for admins. */
export async function regionRoutes(app: FastifyInstance, service: RegionsService): Promise<void> {
  route(app, api.provinces, { access: 'public' }, async () => service.provinces());
  route(app, api.get, { access: 'public', object: region }, async (request) =>
    service.get(regionOf(request)),
  );
  route(app, api.createProvince, { access: admin }, async (request) =>
    service.createProvince(request.body.name),
  );
  route(app, api.create, { access: admin }, async (request) => service.create(request.body));
  route(app, api.update, { access: admin, object: region }, async (request) =>
    service.update(regionOf(request), request.body),
  );
  route(app, api.remove, { access: admin, object: region }, async (request) =>
    service.remove(regionOf(request)),
  );
  route(app, api.addBanner, { access: admin, object: region }, async (request) =>
    service.addBanner(regionOf(request), request.body),
  );
  route(app, api.removeBanner, { access: admin, object: region }, async (request) =>
    service.removeBanner(regionOf(request), request.params.bannerID),
  );
  route(app, api.addSponsor, { access: admin, object: region }, async (request) =>
    service.addSponsor(regionOf(request), request.body),
  );
  route(app, api.removeSponsor, { access: admin, object: region }, async (request) =>
    service.removeSponsor(regionOf(request), request.params.sponsorID),
  );
}
