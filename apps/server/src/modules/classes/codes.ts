import { randomInt } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  formatCode,
  LOGIN_CODE_LENGTH,
  normaliseCode,
} from '@makerboard/shared';

/** A random code of `length` characters of the class-code alphabet (docs/classes.md). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** A new class code, stored and compared without separators. */
export const newClassCode = () => randomCode(CLASS_CODE_LENGTH);
/** A new login code for a student without e-mail, printed in groups of four. */
export const newLoginCode = () => formatCode(randomCode(LOGIN_CODE_LENGTH));
/** A visitor code for booths: 6 characters, short enough to say across a noisy hall. */
export const newVisitorCode = () => randomCode(6);

/**
 * A typed code in its stored form, or null when it cannot be one: any character outside the
 * alphabet (after upper-casing and dropping separators) means no class, whatever its shape.
 */
export function readCode(input: string, length: number): string | null {
  const code = normaliseCode(input);
  if (code.length !== length) return null;
  for (const c of code) if (!CLASS_CODE_ALPHABET.includes(c)) return null;
  return code;
}
