import type { MessageKey } from '../messages/index.ts';

/** spec/000 §5 and §9: at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Ours: argon2 input stays bounded, and nobody needs more. */
export const PASSWORD_MAX_LENGTH = 128;

const SEQUENCES = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'azertyuiop',
  'qwertzuiop',
];

/**
 * True when the password is a "simple sequence" (spec/000 §5): one repeated character, or a run of
 * consecutive keys or digits (forwards or backwards) making up all of it, ignoring case and a
 * trailing digit or symbol that users add to meet the rules ("Abcdef1").
 */
export function isSimpleSequence(password: string): boolean {
  const lower = password.toLowerCase();
  // The letters with trailing digits or symbols cut off ("Abcdef1"), the digits with any letters or symbols around them ("A123456!").
  const candidates = [lower, lower.replace(/[^a-z]+$/u, ''), lower.replace(/^\D+|\D+$/gu, '')].filter(
    (s) => s.length >= 4 && s.length >= lower.length - 2,
  );
  return candidates.some((s) => {
    if (new Set(s).size === 1) return true;
    return SEQUENCES.some((seq) => seq.includes(s) || [...seq].reverse().join('').includes(s));
  });
}

export interface PasswordCheckOptions {
  /** The current password, when changing it: the new one must differ. */
  oldPassword?: string | undefined;
  /** A common-password list lookup; the server passes a maintained list, the web app may not. */
  isCommon?: ((password: string) => boolean) | undefined;
}

/** Returns every broken password rule of spec/000 §5 as message keys, in a stable order; [] when fine. */
export function passwordProblems(password: string, options: PasswordCheckOptions = {}): MessageKey[] {
  const problems: MessageKey[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('PASSWORD_TOO_SHORT');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('PASSWORD_TOO_LONG');
  if (!/\d/u.test(password)) problems.push('PASSWORD_NEEDS_NUMBER');
  if (!/\p{Lu}/u.test(password)) problems.push('PASSWORD_NEEDS_UPPERCASE');
  if (isSimpleSequence(password)) problems.push('PASSWORD_SEQUENCE');
  else if (options.isCommon?.(password)) problems.push('PASSWORD_TOO_COMMON');
  if (options.oldPassword !== undefined && options.oldPassword === password)
    problems.push('PASSWORD_SAME_AS_OLD');
  return problems;
}

export type PasswordStrength = 'weak' | 'good' | 'strong';

/** The strength meter of spec/001 §5 (weak, good, strong). */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblems(password).length > 0) return 'weak';
  const classes = [/[a-z]/u, /[A-Z]/u, /\d/u, /[^A-Za-z0-9]/u].filter((re) => re.test(password)).length;
  if (password.length >= 12 && classes >= 3) return 'strong';
  if (password.length >= 10 && classes === 4) return 'strong';
  return 'good';
}
