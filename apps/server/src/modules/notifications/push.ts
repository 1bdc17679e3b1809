import { isLanguage } from '@makerboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, systemSettings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { presentNotification } from './notifications.service.ts';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps trying to deliver a notification to an offline browser. */
const PUSH_TTL_S = 24 * 3600;

/**
 * Web push (issue 5 item 5) with VAPID: browsers that allowed notifications save a subscription
 * (the push token), and every new notification is sent to them, written in the person's language,
 * with its deep link for the service worker to open. Subscriptions the push service no longer
 * knows (404, 410) are forgotten.
 */
export function pushService(db: Db, config: Config, log: FastifyBaseLogger) {
  let keys: Promise<VapidKeys> | null = null;

  /** From the environment, else one pair made once and shared by every instance through the database. */
  async function loadKeys(): Promise<VapidKeys> {
    if (config.vapid) return config.vapid;
    const made = webpush.generateVAPIDKeys();
    await db.insert(systemSettings).values({ key: 'vapid', value: made }).onConflictDoNothing();
    const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'vapid'));
    return row!.value as VapidKeys;
  }
  const vapidKeys = () => {
    keys ??= loadKeys().catch((error) => {
      keys = null;
      throw error;
    });
    return keys;
  };

  return {
    async publicKey(): Promise<string> {
      return (await vapidKeys()).publicKey;
    },

    /** Saves a browser's subscription for a person; the same browser moves to whoever signs in on it. */
    async save(userId: number, subscription: PushSubscriptionInput) {
      // The server will post to this address: only known push services, never an internal host.
      if (!isPushService(subscription.endpoint, config.pushServiceHosts)) {
        throw new AppError(400, 'PUSH_ENDPOINT_REFUSED');
      }
      await db
        .insert(pushSubscriptions)
        .values({
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            createdAt: sql`now()`,
          },
        });
      return { saved: true as const };
    },

    async remove(userId: number, endpoint: string) {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return { removed: removed.length > 0 };
    },

    /** Sends new notifications to their people's browsers; failures are logged, never thrown. */
    async deliver(
      items: {
        userId: number;
        key: string;
        kind: string;
        params: Record<string, string>;
        deepLink: string;
        /** A grouped notification: how many people it tells of. */
        actorCount?: number;
      }[],
    ): Promise<number> {
      if (items.length === 0) return 0;
      const ids = [...new Set(items.map((item) => item.userId))];
      const targets = await db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          language: users.language,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(inArray(pushSubscriptions.userId, ids));
      if (targets.length === 0) return 0;
      const vapid = await vapidKeys();
      let sent = 0;
      const gone: number[] = [];
      await Promise.all(
        targets.flatMap((target) =>
          items
            .filter((item) => item.userId === target.userId)
            .map(async (item) => {
              const language = isLanguage(target.language) ? target.language : 'en';
              const shown = presentNotification({ ...item, readAt: null, createdAt: new Date() }, language);
              const payload = JSON.stringify({
                title: shown.title,
                body: shown.message,
                key: shown.key,
                deepLink: shown.deepLink,
              });
              try {
                await webpush.sendNotification(
                  { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
                  payload,
                  {
                    TTL: PUSH_TTL_S,
                    vapidDetails: { subject: config.vapidSubject, ...vapid },
                    contentEncoding: 'aes128gcm',
                  },
                );
                sent++;
              } catch (error) {
                const status = (error as { statusCode?: number }).statusCode;
                if (status === 404 || status === 410) gone.push(target.id);
                else log.warn({ err: error, endpoint: target.endpoint }, 'web push not delivered');
              }
            }),
        ),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return sent;
    },
  };
}
export type PushService = ReturnType<typeof pushService>;

/** An https address on one of the allowed push service hosts (`.suffix` matches subdomains). */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
}
