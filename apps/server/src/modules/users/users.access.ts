import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByUserName } from './users.repository.ts';

/**
 * The `user` object rule, for people named in a path by username (api.md "Ids"):
 * - `exists`: anyone may name them (their public profile, whether they liked something);
 * - `self`: only they, or an admin, may act on their account (403 to others, who may see it);
 * - `personal`: only they may read it (their notifications): a 404 to everyone else.
 * A disabled or deleted account is a 404 to all.
 */
export function defineUserAccess(guards: ObjectGuards, db: Tx): void {
  guards.define<UserRow>('user', {
    needs: {
      exists: { refusal: 404, open: true },
      self: { refusal: 403 },
      personal: { refusal: 404 },
    },
    async resolve(request, value, need) {
      const user = await findUserByUserName(db, String(value ?? ''));
      if (!user || user.disabledAt) throw new AppError(404, 'NOT_FOUND');
      if (need === 'exists' || request.auth?.userId === user.id) return user;
      if (need === 'self' && request.auth?.roles.includes('admin')) return user;
      throw new AppError(need === 'self' ? 403 : 404, need === 'self' ? 'FORBIDDEN' : 'NOT_FOUND');
    },
  });
  /**
   * The `account` rule, for the admin area's calls about a person: a disabled account is found too
   * (to be enabled again), a deleted one never (its username is `deleted-{id}` and its data gone).
   * Only routes that admit admin-type roles alone use it.
   */
  guards.define<UserRow>('account', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const user = await findUserByUserName(db, String(value ?? ''));
      if (!user || (user.disabledAt && user.userName === `deleted-${user.id}`))
        throw new AppError(404, 'NOT_FOUND');
      return user;
    },
  });
}
