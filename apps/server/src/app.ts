import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isWebRouteIn } from '@makerboard/shared/web-routes';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { JobQueue } from './jobs/queue.ts';
import { enforceAccess, installAccessControl, ObjectGuards, type RouteAccess } from './lib/access.ts';
import { AppError } from './lib/errors.ts';
import { DomainEvents } from './lib/events.ts';
import { frameHostsSource, withFrameSrc } from './lib/frame-hosts.ts';
import { requestLanguage } from './lib/language.ts';
import {
  type Mailer,
  outboxMailer,
  outboxSms,
  type SmsSender,
  smtpMailer,
  webhookSms,
} from './mail/mailer.ts';
import { MaintenanceSwitch } from './modules/admin/maintenance.ts';
import { SessionCheck } from './modules/auth/session-check.ts';
import { TokenSigner } from './modules/auth/tokens.ts';
import { composeModules } from './modules/compose.ts';
import { devOutboxPage } from './modules/dev/dev.routes.ts';
import { scheduleMediaCleanup } from './modules/media/transcode.job.ts';
import { notificationMailer } from './modules/notifications/notification-mailer.ts';
import { pushService } from './modules/notifications/push.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { installMetrics, metricsRoutes } from './modules/system/metrics.ts';
import { installAuthContext } from './plugins/auth-context.ts';
import { closeUnreadConnections, installErrorHandling, v2NotFound } from './plugins/errors.ts';
import { firstPaints, hasSessionCookie, withFirstPaint } from './plugins/first-paint.ts';
import { installInputGuard } from './plugins/input-guard.ts';
import { installRequestLog } from './plugins/request-log.ts';
import { helmetHeaders, installSecurityHeaders } from './plugins/security-headers.ts';
import { isEmbeddablePage, webPages } from './plugins/web-page.ts';
import { socketRoutes } from './realtime/socket.routes.ts';
import { createStorage } from './storage/storage.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace a transport at its boundary (tests pass none: they use the outbox or a real SMTP sink). */
  mailer?: Mailer;
  sms?: SmsSender;
  logger?: boolean | object;
}

/** 1 MiB JSON bodies at most (quality.md); larger is a 413. */
export const BODY_LIMIT = 1024 * 1024;

/** Paths that answer during maintenance for everyone: health checks and the calls an admin needs to sign in. */
const MAINTENANCE_OPEN = [
  '/api/users/login',
  '/api/users/refresh',
  '/api/users/check',
  '/api/users/current',
  '/api/version',
];

function defaultWebDist(config: Config): string | undefined {
  const candidates = [
    config.webDist,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'index.html')));
}

/** Builds the Fastify instance from plugins and modules. It never listens: main.ts and tests decide. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger ??
      (config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.env === 'production',
    // Fastify's two lines per request are replaced by one of our own (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteAccess[] = [];
  const ctx: AppContext = {
    config,
    database,
    mailer:
      options.mailer ??
      (config.smtpUrl ? smtpMailer(config.smtpUrl, config.smtpFrom) : outboxMailer(database.db)),
    sms: options.sms ?? (config.smsWebhookUrl ? webhookSms(config.smsWebhookUrl) : outboxSms(database.db)),
    signer: new TokenSigner(config.jwtSecret),
    maintenance: new MaintenanceSwitch(database.db),
    sessions: new SessionCheck(database.db),
    routes,
    guards: new ObjectGuards(),
    events: new DomainEvents(),
    push: pushService(database.db, config, app.log),
    storage: createStorage(config),
    jobs: new JobQueue(database.db),
  };
  app.decorate('ctx', ctx);
  // The worker runs while the app does: started when ready, stopped (its job handed back) on close.
  app.addHook('onReady', async () => {
    if (!config.jobsEnabled) return;
    await scheduleMediaCleanup(ctx);
    ctx.jobs.start();
  });
  // Notification emails and digests for those who want them, swept every minute on every instance.
  const notificationMail = notificationMailer(ctx, app.log);
  notificationMail.start(config.notifySweepMs);
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await notificationMail.stop();
    ctx.mailer.close?.();
  });

  installErrorHandling(app);
  closeUnreadConnections(app);
  installAccessControl(app, routes, ctx.guards);
  const metrics = installMetrics(app);
  // Every write answered is a change: answers kept for a moment (lib/kept-answers.ts) are built
  // afresh for the next read. Counted before the answer leaves, so the writer's next read sees it.
  // Page views change nothing a kept answer shows.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && !READ_METHODS.has(request.method) && request.url !== '/api/pageviews')
      ctx.events.wrote();
    done(null, payload);
  });
  installRequestLog(app);

  const securityHeaders = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  installSecurityHeaders(app, securityHeaders);
  // The embed page (a public board's card) may be framed by any site; every other page may not.
  const embedHeaders = helmetHeaders({
    ...securityHeaders,
    contentSecurityPolicy: {
      directives: { ...securityHeaders.contentSecurityPolicy.directives, frameAncestors: ['*'] },
    },
    xFrameOptions: false,
  });

  // Answers over 1 KB go out compressed (brotli or gzip, as the client accepts): JSON at a quick
  // brotli level, the web app's files from the .br/.gz the build made (quality.md, issue 15).
  // Request bodies are never inflated: a small compressed body could expand past every limit.
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Text and JSON only: uploads (octet-stream, media) keep their length and byte ranges.
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // In cluster mode the counters live in Redis, so that a limit holds across every instance.
  const limiterRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
    : undefined;
  limiterRedis?.on('error', () => {});
  app.addHook('onClose', async () => {
    limiterRedis?.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    ...(limiterRedis ? { redis: limiterRedis, nameSpace: 'makerboard-rl-', skipOnError: true } : {}),
    // Per-route limits are declared with `config.rateLimit`; the key is the client address.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError(429, 'RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) });
      return error;
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Makerboard API',
        version: '1.0.0',
        description: 'The Makerboard HTTP contract (api.md).',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas named with `.meta({ id })` in packages/shared become components, referenced by $ref.
    transformObject: jsonSchemaTransformObject,
  });
  // The API's pages are open outside production; in production only with API_DOCS=on.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installAuthContext(app);

  app.addHook('onRequest', async (request) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (MAINTENANCE_OPEN.includes(url) || url.startsWith('/api/admin/maintenance')) return;
    if (request.auth?.roles.includes('admin')) return;
    if (await ctx.maintenance.isEnabled()) throw new AppError(503, 'MAINTENANCE');
  });
  // Text the database cannot store is refused before any rule or validator reads the request.
  installInputGuard(app);
  enforceAccess(app, ctx.guards);

  await app.register(healthRoutes);
  await app.register(metricsRoutes(metrics));
  await app.register(socketRoutes);
  const modules = composeModules(ctx, app.log);
  await app.register(modules, { prefix: '/api' });

  const webDist = defaultWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside every text file (apps/web/vite.config.ts).
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  if (config.devOutbox) devOutboxPage(app, webDist);
  const webPage = webDist ? webPages(webDist) : undefined;
  const firstPaint = firstPaints(modules.firstPaint, ctx.events, config.publicUrl);
  const frameHosts = frameHostsSource(database.db);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url === '/ws' || url.startsWith('/dev/');
    const page = url.endsWith('/index.html') || !path.extname(url);
    if (!isApi && webPage && (request.method === 'GET' || request.method === 'HEAD') && page) {
      // Client routes, with or without a leading {partner} segment, get the app; any other path
      // gets the same app with a 404, and the app shows its not-found page (spec/000 §2).
      if (isEmbeddablePage(url)) reply.removeHeader('x-frame-options').headers(embedHeaders);
      // Frames an admin put on a page come only from the hosts admins list (issue 13).
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', withFrameSrc(policy, await frameHosts()));
      const known = isWebRouteIn(url, config.siteVariant);
      // A public board's first screen comes with the page (issue 17): its largest paint is HTML's.
      // Without it (the database away) the page is still the app's.
      const paint = known
        ? await firstPaint(url, requestLanguage(request), {
            search: request.url.slice(url.length),
            signedIn: hasSessionCookie(request.headers.cookie),
          }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'first paint skipped');
            return null;
          })
        : null;
      const html = webPage(url, paint !== null);
      reply
        .code(known ? 200 : 404)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, accept-encoding');
      return reply.send(
        compressedPage(
          String(request.headers['accept-encoding'] ?? ''),
          reply,
          paint ? withFirstPaint(html, paint) : html,
        ),
      );
    }
    // The second API answers in its own error shape (api.md), unknown paths included.
    if (url.startsWith('/api/v2/') || url === '/api/v2') return v2NotFound(request, reply);
    throw new AppError(404, 'NOT_FOUND');
  });

  return app;
}

/**
 * The app's page, compressed as the browser accepts: these answers come from the not-found handler,
 * which the compression plugin (per route) does not reach. A few KB at a quick level: well under a
 * millisecond.
 */
function compressedPage(accepted: string, reply: FastifyReply, html: string): string | Buffer {
  if (html.length < 1024) return html;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}
