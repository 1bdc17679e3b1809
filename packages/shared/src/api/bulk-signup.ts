import { z } from 'zod';
import { BULK_SIGNUP_MAX_BYTES } from '../rules/bulk-signup.ts';
import { endpoint } from './contract.ts';

export * from '../rules/bulk-signup.ts';

/**
 * Bulk signup (spec/001 §7 Users: "signup (plain, bulk, …)"): an organiser (a teacher, or an
 * admin) uploads a CSV of people. Each row passes the rules of a plain signup (spec/000 §4, §5) or
 * is refused with its reasons; the accepted rows become accounts together, each invited by mail.
 * The columns are fixed (docs/bulk-signup.md); the first line names them, in any order.
 */
export const BulkSignupBody = z.object({
  /** The file's text. The service measures it against BULK_SIGNUP_MAX_BYTES with a clear message. */
  csv: z
    .string()
    .min(1)
    .max(4 * BULK_SIGNUP_MAX_BYTES),
  /** A name for the report (the uploaded file's name); not stored. */
  fileName: z.string().trim().max(200).optional(),
});
export type BulkSignupBody = z.input<typeof BulkSignupBody>;

export const BulkSignupRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  userName: z.string(),
  status: z.enum(['created', 'refused']),
  /** Why the row was refused, translated, one per broken rule. */
  messages: z.array(z.string()),
  /** The message keys, by column, for the refused rows. */
  fields: z.record(z.string(), z.string()),
  /** For created rows: the invitation went out by mail. */
  invited: z.boolean(),
});
export type BulkSignupRow = z.infer<typeof BulkSignupRow>;

export const BulkSignupResult = z.object({
  created: z.number().int(),
  refused: z.number().int(),
  rows: z.array(BulkSignupRow),
});
export type BulkSignupResult = z.infer<typeof BulkSignupResult>;

const tag = 'accounts';

export const bulkSignupEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/users/signup/bulk',
    body: BulkSignupBody,
    result: BulkSignupResult,
    tag,
    summary: 'Bulk signup from a CSV of people (teachers and admins)',
  }),
};
