import { systemEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

/** Liveness and readiness at the root (architecture.md, observability), answered bare for probes. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  route(app, api.health, { access: 'public' }, async () => ({ status: 'ok' as const }));

  route(app, api.ready, { access: 'public' }, async (_request, reply) => {
    // A closing instance says so, so that the balancer stops sending before it stops answering.
    if (closing) {
      reply.code(503);
      return { status: 'closing' as const };
    }
    const database = app.ctx.database.kind;
    try {
      await app.ctx.database.ping();
      return { status: 'ready' as const, database };
    } catch {
      reply.code(503);
      return { status: 'unavailable' as const, database };
    }
  });
}
