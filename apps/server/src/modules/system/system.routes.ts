import { systemEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

/** GET /version (spec/001 §4 version check): the build time in seconds. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.version, { access: 'public' }, async () => ({ version: app.ctx.config.version }));
}
