import { carouselEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BannerCarouselRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { CarouselsService } from './carousels.service.ts';

const carousel = { kind: 'bannerCarousel', key: 'id', need: 'exists' } as const;
const carouselOf = (request: FastifyRequest) => objectOf<BannerCarouselRow>(request, 'bannerCarousel');
const admin = { roles: ['admin'] } as const;
const actor = (request: FastifyRequest) => signedIn(request).userId;

/** Banner carousels under `/banner-carousels…`: everyone reads them, admins write them (audited). */
export async function carouselRoutes(app: FastifyInstance, service: CarouselsService): Promise<void> {
  route(app, api.list, { access: 'public' }, async () => service.list());
  route(app, api.shown, { access: 'public' }, async (request) => service.shown(request.query.category));
  route(app, api.create, { access: admin }, async (request) => service.create(actor(request), request.body));
  route(app, api.update, { access: admin, object: carousel }, async (request) =>
    service.update(actor(request), carouselOf(request), request.body),
  );
  route(app, api.remove, { access: admin, object: carousel }, async (request) =>
    service.remove(actor(request), carouselOf(request)),
  );
  route(app, api.addBanner, { access: admin, object: carousel }, async (request) =>
    service.addBanner(actor(request), carouselOf(request), request.body),
  );
  route(app, api.removeBanner, { access: admin, object: carousel }, async (request) =>
    service.removeBanner(actor(request), carouselOf(request), request.params.bannerID),
  );
}
