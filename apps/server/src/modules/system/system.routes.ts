import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** GET /version (spec/001 §4 version check): the build time in seconds. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ result: z.object({ version: z.number().int() }) }) },
      },
    },
    async () => ({ result: { version: app.ctx.config.version } }),
  );
}
