import { isLanguage, type Language } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { render } from '../../mail/templates.ts';
import { presentNotification } from './notifications.service.ts';

/** An unread notification waits this long before an instant email, so that one read in the app is not emailed. */
export const INSTANT_GRACE_MS = 2 * 60_000;
const PERIOD_MS = { instant: 0, daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const;
/** People handled per sweep, so that a backlog drains in steps without one long transaction. */
const BATCH = 50;

interface DueUser {
  id: number;
  email: string;
  user_name: string;
  first_name: string;
  language: string;
  previous_digest_at: Date | null;
}

/**
 * Email notifications and digests (issue 5 item 5) for people who chose to receive emails
 * (`receiveEmails`): every unread notification is emailed once, at once (after a short grace),
 * in a daily or in a weekly digest, as the person chose (`emailFrequency`). Safe with several
 * instances: each person is claimed with `FOR UPDATE SKIP LOCKED`, and what failed to send is
 * released for the next sweep.
 */
export function notificationMailer(ctx: AppContext, log: FastifyBaseLogger) {
  const db = ctx.database.db;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;

  async function claim(now: Date): Promise<DueUser[]> {
    const graceBefore = new Date(now.getTime() - INSTANT_GRACE_MS);
    const dailyBefore = new Date(now.getTime() - PERIOD_MS.daily);
    const weeklyBefore = new Date(now.getTime() - PERIOD_MS.weekly);
    return queryRows<DueUser>(
      db,
      sql`with due as (
            select u.id, u.last_digest_at from users u
            where u.receive_emails and u.verified_at is not null and u.disabled_at is null and u.email is not null
              and exists (select 1 from notifications n
                          where n.user_id = u.id and n.read_at is null and n.emailed_at is null
                            and n.created_at <= ${graceBefore})
              and (u.email_frequency = 'instant'
                   or (u.email_frequency = 'daily' and (u.last_digest_at is null or u.last_digest_at <= ${dailyBefore}))
                   or (u.email_frequency = 'weekly' and (u.last_digest_at is null or u.last_digest_at <= ${weeklyBefore})))
            order by u.id
            limit ${BATCH}
            for update of u skip locked
          )
          update users set last_digest_at = ${now}
          from due where users.id = due.id
          returning users.id, users.email, users.user_name, users.first_name, users.language,
                    due.last_digest_at as previous_digest_at`,
    );
  }

  async function mailOne(person: DueUser, now: Date): Promise<boolean> {
    const claimed = await queryRows<{ id: number }>(
      db,
      sql`update notifications set emailed_at = ${now}
          where user_id = ${person.id} and read_at is null and emailed_at is null and created_at <= ${now}
          returning id`,
    );
    if (claimed.length === 0) return false;
    const ids = claimed.map((row) => Number(row.id));
    const language: Language = isLanguage(person.language) ? person.language : 'en';
    const rows = await queryRows<{
      id: number;
      key: string;
      kind: string;
      params: Record<string, string>;
      deep_link: string;
      read_at: Date | null;
      created_at: Date;
      actor_count: number;
    }>(db, sql`select * from notifications where id in ${ids} order by created_at, id`);
    const items = rows
      .map((row) => {
        const n = presentNotification(
          {
            kind: row.kind,
            key: row.key,
            params: row.params,
            deepLink: row.deep_link,
            readAt: null,
            createdAt: new Date(row.created_at),
            actorCount: Number(row.actor_count),
          },
          language,
        );
        const link = n.deepLink.startsWith('/') ? `${ctx.config.publicUrl}${n.deepLink}` : n.deepLink;
        return `• ${n.title}\n  ${n.message}\n  ${link}`;
      })
      .join('\n\n');
    const mail = render('notificationDigest', language, {
      name: person.first_name || person.user_name,
      count: String(rows.length),
      items,
      settings: `${ctx.config.publicUrl}/profile/${encodeURIComponent(person.user_name)}/settings`,
    });
    try {
      await ctx.mailer.send({ to: person.email, ...mail });
      return true;
    } catch (error) {
      // Release them for the next sweep: nothing is lost when the mail server is away.
      await db.execute(sql`update notifications set emailed_at = null where id in ${ids}`);
      await db.execute(
        sql`update users set last_digest_at = ${person.previous_digest_at} where id = ${person.id}`,
      );
      log.warn({ err: error, userId: person.id }, 'notification email not sent');
      return false;
    }
  }

  /** One pass: claims who is due and mails them; returns the number of emails sent. */
  async function sweep(now: Date = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claim(now);
      for (const person of due) if (await mailOne(person, now)) sent++;
      if (due.length < BATCH) return sent;
    }
  }

  return {
    sweep(now?: Date): Promise<number> {
      running ??= sweep(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        void this.sweep().catch((error) => log.error({ err: error }, 'notification sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
