import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { type UserRow, users } from '../../db/schema/index.ts';

/** Case-insensitive lookups, matching the lower() unique indexes. */
export async function findUserByLogin(db: Tx, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.userName}) = ${value}`))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

const byUserName = preparedQuery('user_by_name', (db: Tx, name) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${sql.placeholder('name')}`)
    .limit(1)
    .prepare(name),
);
const byId = preparedQuery('user_by_id', (db: Tx, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function findUserByUserName(db: Tx, userName: string): Promise<UserRow | undefined> {
  const [row] = await byUserName(db).execute({ name: userName.trim().toLowerCase() });
  return row;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await byId(db).execute({ id });
  return row;
}

export async function findUserByPhone(db: Tx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export { uniqueViolation } from '../../db/errors.ts';
