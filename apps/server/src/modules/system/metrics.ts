import { systemEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';

/** Prometheus metrics at /metrics: process defaults plus request durations by route and status. */
export function installMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'makerboard_' });
  const duration = new Histogram({
    name: 'makerboard_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  return registry;
}

/**
 * GET /metrics, registered with the other root routes once the OpenAPI plugin listens (the
 * histogram's hook above is installed first so that it times every request).
 */
export function metricsRoutes(registry: Registry) {
  return async (app: FastifyInstance) => {
    const { env, metricsToken } = app.ctx.config;
    // Outside production the figures are open; in production they are an admin's or the scraper's.
    route(app, api.metrics, { access: 'public' }, async (request, reply) => {
      const scraper = !!metricsToken && request.headers.authorization === `Bearer ${metricsToken}`;
      if (env === 'production' && !scraper && !request.auth?.roles.includes('admin'))
        throw new AppError(404, 'NOT_FOUND');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };
}
