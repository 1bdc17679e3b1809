import { z } from 'zod';
import { endpoint, Timestamp } from './contract.ts';

/** An email or SMS that went to the development outbox instead of a transport (api.md). */
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: Timestamp,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResult = z.object({ messages: z.array(OutboxMessage) });

const tag = 'development';

/**
 * Development helpers, never in production (api.md "Development helpers"). The outbox answers at
 * `/api/dev/outbox` and at `/dev/outbox`, where a browser asking for a page gets the web app's.
 */
export const devEndpoints = {
  outbox: endpoint({ method: 'GET', path: '/dev/outbox', result: OutboxResult, tag }),
  outboxPage: endpoint({ method: 'GET', path: '/dev/outbox', base: 'root', result: OutboxResult, tag }),
};
