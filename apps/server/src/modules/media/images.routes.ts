import { imageEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { ImagesService } from './images.service.ts';

/** Image search and cover art generation (spec/001 §7 Posts; issue 18 item 3). */
export async function imagesRoutes(app: FastifyInstance, images: ImagesService): Promise<void> {
  route(app, api.search, { access: 'public' }, async (request) => images.search(request.query));
  route(app, api.library, { access: 'public' }, async (request, reply) =>
    reply
      .header('content-type', 'image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      // Our own drawings, but an SVG opened on its own runs nothing here either.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=86400')
      .send(images.library(request.params.name)),
  );
  // Each picture costs the service: 20 an hour a person.
  const generating = perPersonLimit(20, 60 * 60_000, app.ctx.config.rateLimitFactor);
  route(app, api.generate, { access: 'user', ...generating }, async (request) =>
    images.generate(signedIn(request).userId, request.body.query),
  );
}
