import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

/** Sends email. One implementation per transport; tests use a real SMTP sink, never a fake mailer. */
export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
  close?(): void;
}

/** Sends SMS. The outbox takes them in development; a webhook provider takes them in production. */
export interface SmsSender {
  send(message: OutgoingSms): Promise<void>;
}

/** Development outbox (api.md): messages are stored and shown at /dev/outbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}

export function outboxSms(db: Db): SmsSender {
  return {
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'sms', to: message.to, subject: '', text: message.text });
    },
  };
}

/** nodemailer over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * An SMS gateway reached by an HTTP POST of `{to, text}` (SMS_WEBHOOK_URL). Most providers offer
 * such an endpoint or a small relay in front of their API.
 */
export function webhookSms(url: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
