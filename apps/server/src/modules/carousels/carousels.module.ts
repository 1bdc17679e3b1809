import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { carouselRoutes } from './carousels.routes.ts';
import { carouselsService } from './carousels.service.ts';

/** The banner carousels module: its service, its routes and the `bannerCarousel` rule (public). */
export function carouselsModule(ctx: AppContext) {
  const service = carouselsService(ctx);
  ctx.guards.define('bannerCarousel', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const id = Number(value);
      const row = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await service.byId(id) : undefined;
      if (!row) throw new AppError(404, 'CAROUSEL_NOT_FOUND');
      return row;
    },
  });
  return {
    /** The carousel home or a category page shows, for the first paint of home (plugins/first-paint.ts). */
    shown: service.shown,
    routes: (app: FastifyInstance) => carouselRoutes(app, service),
  };
}
