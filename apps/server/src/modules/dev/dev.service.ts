import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/** The development outbox, newest first (api.md). */
export async function listOutbox(db: Db, limit = 100) {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as 'email' | 'sms',
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
