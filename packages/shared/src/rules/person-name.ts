import { z } from 'zod';

/**
 * A person's name is plain text: it appears in e-mails sent to any address (invitations), so it
 * may carry no markup and no link (issue "nothing an outsider can break", finding 9). Letters of
 * any script, marks, digits, emoji, spaces and punctuation are fine.
 */
export function isPlainName(name: string): boolean {
  return !/[<>]/.test(name) && !/(:\/\/|www\.|\.[a-z]{2,}\/)/i.test(name);
}

export const PERSON_NAME_MAX = 80;

/** A first or last name as people type it: trimmed, plain (see isPlainName). */
export const PersonName = z
  .string()
  .trim()
  .max(PERSON_NAME_MAX)
  .refine(isPlainName, { message: 'NAME_INVALID' });
