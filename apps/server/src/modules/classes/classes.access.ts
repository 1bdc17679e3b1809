import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { ClassRow, ClassStudentRow } from './classes.repository.ts';

/** A class as the `class` rule resolves it: its row and the caller's place in it. */
export interface ClassAccess {
  row: ClassRow;
  /** True for the class's teacher. */
  teaches: boolean;
  /** The caller's own student row (pending, approved or declined), if any. */
  mine: ClassStudentRow | null;
}

/** A student named in a class path (`classStudent` rule), with the user row's names. */
export interface ClassStudentAccess {
  row: ClassStudentRow;
  user: { id: number; userName: string };
}

export interface ClassLookup {
  load: (id: number) => Promise<ClassRow | undefined>;
  studentRow: (classId: number, userId: number) => Promise<ClassStudentRow | undefined>;
  studentByName: (
    classId: number,
    userName: string,
  ) => Promise<{ row: ClassStudentRow; user: { id: number; userName: string } } | undefined>;
}

/**
 * The `class` rule (api.md "Teachers and classes"; docs/permissions.md): `teach` is the class's
 * teacher alone; `belong` also lets in its pending and approved students (a declined or removed
 * student gets nothing of the class). Both are a 404 to everyone else, who may not learn that a
 * class exists. Rights are read on every request, so a removal or a decline works at once.
 *
 * The `classStudent` rule names a student of the class the path's `class` rule resolved: `named`
 * (the teacher acts on them) or `leave` (the teacher, or the student themself leaving).
 */
export function defineClassAccess(guards: ObjectGuards, classes: ClassLookup): void {
  guards.define<ClassAccess>('class', {
    needs: { teach: { refusal: 404 }, belong: { refusal: 404 } },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      const row = await classes.load(Number(value));
      if (!row || viewer.userId === null) throw new AppError(404, 'NOT_FOUND');
      const teaches = row.teacherId === viewer.userId;
      if (teaches) return { row, teaches, mine: null };
      if (need === 'belong') {
        const mine = (await classes.studentRow(row.id, viewer.userId)) ?? null;
        if (mine && mine.status !== 'declined') return { row, teaches, mine };
      }
      throw new AppError(404, 'NOT_FOUND');
    },
  });
  guards.define<ClassStudentAccess>('classStudent', {
    needs: { named: { refusal: 404 }, leave: { refusal: 404 } },
    async resolve(request, value, need, resolved) {
      const klass = resolved.class as ClassAccess | undefined;
      if (!klass) throw new AppError(404, 'NOT_FOUND');
      const found = await classes.studentByName(klass.row.id, String(value ?? ''));
      if (!found) throw new AppError(404, 'NOT_FOUND');
      if (klass.teaches) return found;
      if (need === 'leave' && found.user.id === request.auth?.userId) return found;
      throw new AppError(404, 'NOT_FOUND');
    },
  });
}
