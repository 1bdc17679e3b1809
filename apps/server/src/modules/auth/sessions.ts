import { type LoginResult, REFRESH_TOKEN_COOKIE_DAYS } from '@makerboard/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { refreshTokens, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/hash.ts';
import { presentSelfUser } from '../users/users.presenter.ts';
import { findUserById } from '../users/users.repository.ts';

const REFRESH_TTL_MS = REFRESH_TOKEN_COOKIE_DAYS * 24 * 60 * 60 * 1000;

export interface IssueOptions {
  limited?: boolean;
  impersonator?: UserRow | null;
  familyId?: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  limited: boolean;
}

/** Starts (or continues) a refresh family and signs an access token for it. */
export async function issuePair(
  ctx: AppContext,
  db: Tx,
  user: UserRow,
  options: IssueOptions = {},
): Promise<TokenPair> {
  const refreshToken = randomToken(32);
  const familyId = options.familyId ?? crypto.randomUUID();
  const limited = options.limited === true || user.verifiedAt === null;
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    impersonatorId: options.impersonator?.id ?? null,
    limited: limited ? 1 : 0,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  const accessToken = await ctx.signer.sign({
    sub: String(user.id),
    uuid: user.uuid,
    userName: user.userName,
    roles: user.roles,
    fam: familyId,
    ep: user.sessionEpoch,
    ...(limited ? { lim: true } : {}),
    ...(options.impersonator ? { imp: options.impersonator.id } : {}),
  });
  return { accessToken, refreshToken, limited };
}

/** The login result of api.md for a user and a fresh pair. */
export async function loginResult(
  ctx: AppContext,
  db: Tx,
  user: UserRow,
  options: IssueOptions = {},
): Promise<LoginResult> {
  const pair = await issuePair(ctx, db, user, options);
  return {
    user: presentSelfUser(user, options.impersonator?.userName ?? null),
    verified: user.verifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    created: user.createdAt.toISOString(),
    lastVerified: user.lastVerifiedAt?.toISOString() ?? null,
    signupSource: user.signupSource,
    ...(pair.limited ? { limited: true } : {}),
  };
}

export async function revokeFamily(db: Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: bumps the epoch (access tokens) and revokes every refresh family. */
export async function endAllSessions(ctx: AppContext, db: Tx, user: UserRow): Promise<UserRow> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  const [updated] = await db
    .update(users)
    .set({ sessionEpoch: user.sessionEpoch + 1, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  ctx.sessions.forget(user.id);
  return updated ?? user;
}

/**
 * Rotates a refresh token (api.md): the presented token is retired and a new one issued in the same
 * family. Presenting a retired token again is reuse: the whole family is revoked.
 */
export async function rotate(
  ctx: AppContext,
  db: Tx,
  token: string,
  username?: string,
): Promise<LoginResult> {
  const hash = sha256(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!row) throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  if (row.revokedAt !== null) throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  if (row.replacedAt !== null) {
    await revokeFamily(db, row.familyId);
    ctx.sessions.forget(row.userId);
    throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  }
  if (row.expiresAt.getTime() < Date.now()) throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  const user = await findUserById(db, row.userId);
  if (!user || user.disabledAt !== null) throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  if (
    username &&
    username.toLowerCase() !== user.userName.toLowerCase() &&
    username.toLowerCase() !== user.email?.toLowerCase()
  ) {
    throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  }
  const retired = await db
    .update(refreshTokens)
    .set({ replacedAt: new Date() })
    .where(
      and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (retired.length === 0) {
    // Lost a race with another use of the same token: that is reuse too.
    await revokeFamily(db, row.familyId);
    ctx.sessions.forget(row.userId);
    throw new AppError(401, 'INVALID_REFRESH_TOKEN');
  }
  const impersonator = row.impersonatorId ? ((await findUserById(db, row.impersonatorId)) ?? null) : null;
  return loginResult(ctx, db, user, { familyId: row.familyId, limited: row.limited === 1, impersonator });
}
