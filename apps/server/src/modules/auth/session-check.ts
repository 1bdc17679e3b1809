import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

interface SessionState {
  epoch: number;
  disabled: boolean;
  roles: string[];
  language: string;
  familyRevoked: boolean;
}

/** How long an instance trusts what it read; logout elsewhere takes effect within this time. */
export const SESSION_CACHE_TTL_MS = 2000;

/**
 * Checks that an access token's session still stands (user not disabled, epoch unchanged, refresh
 * family not revoked), so that logout, password change and disabling end sessions at once
 * (quality.md), with a short cache so that a busy client costs one query every two seconds.
 */
export class SessionCheck {
  readonly #cache = new Map<string, { at: number; state: SessionState | null }>();

  constructor(private readonly db: Db) {}

  forget(userId: number): void {
    for (const key of this.#cache.keys()) if (key.startsWith(`${userId}:`)) this.#cache.delete(key);
  }

  async state(userId: number, familyId: string): Promise<SessionState | null> {
    const key = `${userId}:${familyId}`;
    const cached = this.#cache.get(key);
    if (cached && Date.now() - cached.at < SESSION_CACHE_TTL_MS) return cached.state;
    const [row] = await this.db
      .select({
        epoch: users.sessionEpoch,
        disabledAt: users.disabledAt,
        roles: users.roles,
        language: users.language,
        familyRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
          eq(refreshTokens.familyId, familyId),
          isNotNull(refreshTokens.revokedAt),
        )})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const state = row
      ? {
          epoch: row.epoch,
          disabled: row.disabledAt !== null,
          roles: row.roles,
          language: row.language,
          familyRevoked: row.familyRevoked === true || (row.familyRevoked as unknown) === 't',
        }
      : null;
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(key, { at: Date.now(), state });
    return state;
  }
}
