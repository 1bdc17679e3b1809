import type { FastifyInstance } from 'fastify';

/** Liveness and readiness (architecture.md, observability). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'closing' });
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.ctx.database.kind });
    }
  });
}
