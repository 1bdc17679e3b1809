import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SocketHub } from './hub.ts';
import { localPubSub, type PubSub, redisPubSub } from './pubsub.ts';

/** Frames larger than this are refused (quality.md: a frame size limit). */
export const MAX_FRAME_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    sockets: SocketHub;
  }
}

/**
 * The socket at /ws (api.md) and the event path to it: a domain event made here reaches this
 * instance's sockets at once and the other instances through the pub/sub adapter.
 */
async function sockets(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const allowedOrigin = new URL(ctx.config.publicUrl).origin;
  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
    },
  });
  const hub = new SocketHub(ctx);
  app.decorate('sockets', hub);
  const pubsub: PubSub = ctx.config.redisUrl ? redisPubSub(ctx.config.redisUrl, app.log) : localPubSub();
  const stop = ctx.events.on((event) => {
    void hub.deliver(event);
    void pubsub.publish(event);
  });
  pubsub.onRemote((event) => {
    ctx.events.receiveRemote(event);
    void hub.deliver(event);
  });
  app.addHook('preClose', async () => {
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    stop();
    await pubsub.close();
  });

  /** Browsers send Origin: only our own pages may open a socket (cross-site socket hijacking). */
  const sameOrigin = (origin: string | undefined, host: string | undefined) => {
    if (!origin) return true;
    try {
      const parsed = new URL(origin);
      return parsed.origin === allowedOrigin || parsed.host === host;
    } catch {
      return false;
    }
  };

  app.get(
    '/ws',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!sameOrigin(request.headers.origin, request.headers.host)) {
          await reply.code(403).send({ messages: ['Forbidden origin'], code: 'FORBIDDEN' });
          return;
        }
        // Sockets per address are bounded (realtime/limits.ts): refused before the upgrade.
        if (!hub.admits(request.ip)) {
          await reply
            .code(429)
            .header('retry-after', '60')
            .send({ messages: ['Too many connections'], code: 'RATE_LIMITED' });
        }
      },
    },
    (socket, request) => {
      hub.attach(socket, request.ip);
    },
  );
}

/** Not encapsulated: the hub and the socket test helper are visible on the app. */
export const socketRoutes = fp(sockets, { name: 'makerboard-sockets' });
