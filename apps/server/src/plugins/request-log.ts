import type { FastifyInstance } from 'fastify';

/** Requests slower than this are logged at warn. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per request, at a level that says how much it matters: server errors at error,
 * slow requests at warn, the rest at debug (LOG_LEVEL=debug shows them all). Fastify's own two
 * lines per request at info are mostly noise at thousands of requests a second; a proxy in front
 * keeps the access log in production.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const level = reply.statusCode >= 500 ? 'error' : ms > SLOW_REQUEST_MS ? 'warn' : 'debug';
    // pino turns a disabled level into a no-op, so the debug line costs nothing by default.
    request.log[level](
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) },
      'request',
    );
    done();
  });
}
