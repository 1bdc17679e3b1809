import { makeThreePartToken, splitThreePartToken } from '@makerboard/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { linkTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/hash.ts';

export type LinkKind = 'invite' | 'limited' | 'lastVerified';
export type LinkRow = typeof linkTokens.$inferSelect;

const TTL: Record<LinkKind, number> = {
  invite: 14 * 24 * 60 * 60 * 1000,
  limited: 7 * 24 * 60 * 60 * 1000,
  lastVerified: 30 * 24 * 60 * 60 * 1000,
};

/** Creates a three-part link token (spec/000 §5): base64("{kind}|{id}|{secret}"). */
export async function createLinkToken(
  db: Tx,
  kind: LinkKind,
  values: {
    userId?: number | null;
    email?: string | null;
    data?: Record<string, unknown>;
    createdBy?: number | null;
  },
): Promise<{ token: string; row: LinkRow }> {
  const secret = randomToken(24);
  const [row] = await db
    .insert(linkTokens)
    .values({
      kind,
      userId: values.userId ?? null,
      email: values.email ?? null,
      data: values.data ?? {},
      createdBy: values.createdBy ?? null,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + TTL[kind]),
    })
    .returning();
  return { token: makeThreePartToken(kind, row!.id, secret), row: row! };
}

/**
 * Reads a link token. Malformed (not base64, not three parts, wrong kind) is the translated
 * invalid-token message; unknown or wrong secret is "not found" for invites.
 */
export async function readLinkToken(db: Tx, token: unknown, kind: LinkKind): Promise<LinkRow> {
  const parts = splitThreePartToken(token);
  const invalid = new AppError(400, kind === 'invite' ? 'INVALID_INVITE' : 'INVALID_TOKEN');
  if (!parts) throw new AppError(400, 'INVALID_TOKEN');
  const [tokenKind, idText, secret] = parts;
  const id = Number(idText);
  if (tokenKind !== kind || !Number.isSafeInteger(id) || id <= 0) throw new AppError(400, 'INVALID_TOKEN');
  const [row] = await db.select().from(linkTokens).where(eq(linkTokens.id, id)).limit(1);
  if (!row || row.kind !== kind || !safeEqual(row.secretHash, sha256(secret))) {
    throw kind === 'invite' ? new AppError(404, 'INVITE_NOT_FOUND') : invalid;
  }
  if (row.usedAt !== null && kind === 'invite') throw new AppError(409, 'INVITE_ALREADY_ACCEPTED');
  if (row.expiresAt.getTime() < Date.now()) throw invalid;
  return row;
}

export async function markLinkUsed(db: Tx, id: number): Promise<boolean> {
  const used = await db
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return used.length > 0;
}
