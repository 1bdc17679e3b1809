import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { randomToken } from '../lib/hash.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';

/** ADMIN_EMAIL and ADMIN_PASSWORD make sure a verified admin account exists at start (api.md). */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const existing = await findUserByEmail(db, email);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        roles: [...new Set([...existing.roles, 'admin'])],
        verifiedAt: existing.verifiedAt ?? now,
        disabledAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  const base =
    email
      .split('@')[0]!
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 20) || 'admin';
  await db.insert(users).values({
    userName: `${base.length >= 3 ? base : 'admin'}_${randomToken(3).replace(/[^A-Za-z0-9]/g, 'x')}`,
    email,
    passwordHash,
    firstName: 'Admin',
    lastName: 'Makerboard',
    roles: ['admin'],
    referralCode: randomToken(6),
    signupSource: 'bootstrap',
    verifiedAt: now,
    lastVerifiedAt: now,
  });
  return 'created';
}
