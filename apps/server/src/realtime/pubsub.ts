import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DomainEvent } from '../lib/events.ts';

/**
 * Carries domain events between app instances (architecture.md): in-process by default, Redis
 * pub/sub when REDIS_URL is set. Every instance delivers its own events at once, and those of the
 * others as they arrive; when Redis is down, an instance keeps serving its own sockets.
 */
export interface PubSub {
  /** Sends an event made on this instance to the other instances. */
  publish(event: DomainEvent): Promise<void>;
  /** Events made on other instances. */
  onRemote(handler: (event: DomainEvent) => void): void;
  close(): Promise<void>;
}

/** A single instance: there is nobody else to tell. */
export function localPubSub(): PubSub {
  return { publish: async () => {}, onRemote: () => {}, close: async () => {} };
}

const CHANNEL = 'makerboard:events';

export function redisPubSub(url: string, log: { warn: (obj: object, msg: string) => void }): PubSub {
  const origin = randomUUID();
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const pub = new Redis(url, options);
  const sub = new Redis(url, { ...options, enableOfflineQueue: true });
  const handlers: ((event: DomainEvent) => void)[] = [];
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error.message }, 'redis'));
  void sub.subscribe(CHANNEL).catch(() => {});
  // ioredis resubscribes by itself after a reconnect.
  sub.on('message', (_channel, text: string) => {
    try {
      const message = JSON.parse(text) as { origin: string; event: DomainEvent };
      if (message.origin === origin) return;
      for (const handler of handlers) handler(message.event);
    } catch {
      log.warn({}, 'undecodable pub/sub message');
    }
  });
  return {
    async publish(event) {
      try {
        await pub.publish(CHANNEL, JSON.stringify({ origin, event }));
      } catch (error) {
        // Redis is down: this instance's own sockets were served already; the others catch up
        // when clients reconnect and refetch (spec/001 §4).
        log.warn({ err: (error as Error).message }, 'event not published');
      }
    },
    onRemote(handler) {
      handlers.push(handler);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
