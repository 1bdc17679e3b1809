import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { classes, classStudents, users } from '../../db/schema/index.ts';

export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;

/** Drizzle queries of the classes module, without rules. */
export function classesRepository(db: Tx) {
  return {
    async load(id: number) {
      const [row] = await db.select().from(classes).where(eq(classes.id, id));
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
