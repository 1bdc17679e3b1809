/**
 * The basic e-mail pattern of spec/000 §5 ("must match a basic e-mail pattern"): something, an @,
 * a domain with a dot, no spaces. Deliberately loose; the verification code proves the address.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Emails are unique case-insensitively (issue 2); we store them trimmed and keep the user's casing. */
export function normaliseEmail(value: string): string {
  return value.trim();
}
