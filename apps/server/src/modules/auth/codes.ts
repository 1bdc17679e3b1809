import { CODE_MAX_TRIES, CODE_TTL_MS } from '@makerboard/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hmac, randomCode, safeEqual } from '../../lib/hash.ts';

export type CodePurpose = 'verify' | 'sms' | 'reset';

/**
 * One-time codes (quality.md): 6 digits, single use, 10 minutes, at most 5 tries, a new one
 * cancels the old. Only an HMAC of the code is stored.
 */
export async function issueCode(
  db: Tx,
  secret: string,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = randomCode();
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hmac(secret, `${purpose}:${userId}:${code}`),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/** Consumes the code when it matches; otherwise counts the try and throws the translated error. */
export async function consumeCode(
  db: Tx,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() < Date.now()) throw new AppError(400, 'INVALID_CODE');
  if (row.attempts >= CODE_MAX_TRIES) throw new AppError(400, 'CODE_TOO_MANY_TRIES');
  const expected = hmac(secret, `${purpose}:${userId}:${code.trim()}`);
  if (!safeEqual(expected, row.codeHash)) {
    // The try is counted in its own statement so that it sticks even though this request fails.
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError(400, row.attempts + 1 >= CODE_MAX_TRIES ? 'CODE_TOO_MANY_TRIES' : 'INVALID_CODE');
  }
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  // Two requests racing with the same code: only one wins.
  if (consumed.length === 0) throw new AppError(400, 'INVALID_CODE');
}
