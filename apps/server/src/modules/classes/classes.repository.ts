import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { classes, classStudents, users } from '../../db/schema/index.ts';

export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;

const classById = preparedQuery('class_by_id', (db: Tx, name) =>
  db
    .select()
    .from(classes)
    .where(eq(classes.id, sql.placeholder('id')))
    .prepare(name),
);

/** Drizzle queries of the classes module, without rules. */
export function classesRepository(db: Tx) {
  return {
    async load(id: number) {
      const [row] = await classById(db).execute({ id });
      return row;
    },
    async studentRow(classId: number, userId: number) {
      const [row] = await db
        .select()
        .from(classStudents)
        .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
      return row;
    },
    async studentByName(classId: number, userName: string) {
      const [found] = await db
        .select({ row: classStudents, user: { id: users.id, userName: users.userName } })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.userId))
        .where(
          and(eq(classStudents.classId, classId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`),
        );
      return found;
    },
    async byCode(code: string) {
      const [row] = await db.select().from(classes).where(eq(classes.code, code));
      return row;
    },
  };
}
export type ClassesRepository = ReturnType<typeof classesRepository>;
