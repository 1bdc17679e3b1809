import { randomInt } from 'node:crypto';
import {
  type Board,
  CLASS_CODE_LENGTH,
  type ClassReviewBody,
  type ClassStudent,
  type ClassView,
  type CreateClassBody,
  formatCode,
  type JoinedClass,
  type Language,
  LOGIN_CODE_LENGTH,
  type LoginResult,
  type MakeStudentBody,
  type PageQuery,
  type ReviewItem,
  type UpdateClassBody,
} from '@makerboard/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  classes,
  classStudents,
  comments,
  posts,
  projectMembers,
  projects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/hash.ts';
import { countedPage } from '../../lib/paging.ts';
import { plainText } from '../../lib/text.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { ClassAccess, ClassStudentAccess } from './classes.access.ts';
import type { ClassesRepository, ClassRow, ClassStudentRow } from './classes.repository.ts';
import { newClassCode, newLoginCode, readCode } from './codes.ts';

type ProjectRow = typeof projects.$inferSelect;

/** What classes need of the notifications: written in the change's own transaction. */
export interface ClassNotifications {
  stage: (items: NewNotification[], tx?: Tx) => Promise<() => void>;
}
/** What classes need of the boards: boards as a viewer sees them. */
export interface ClassBoards {
  present: (rows: ProjectRow[], viewer: Viewer, language: Language) => Promise<Board[]>;
}
/** What classes need of the media module: a teacher's own image upload by its URL, and its URL. */
export interface ClassImages {
  ownedImage: (url: string, ownerId: number) => Promise<number | null>;
  urls: (uploadIds: number[]) => Promise<Map<number, string>>;
}
/** What classes need of the conversations: the class group chat. */
export interface ClassChats {
  ensure: (
    existingId: number | null,
    topic: string,
    teacherId: number,
    studentIds: number[],
  ) => Promise<number>;
  leave: (conversationId: number, userId: number) => Promise<void>;
}
/** What classes need of the sessions: a login result for a student who used their login code. */
export interface ClassSessions {
  login: (user: UserRow) => Promise<LoginResult>;
}

const fullName = (u: { firstName: string; lastName: string; userName: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.userName;

/** Teachers, classes and students (api.md "Teachers and classes"; spec/000 §3, §4; issue 12). */
export function classesService(
  ctx: AppContext,
  deps: {
    repo: ClassesRepository;
    notifications: ClassNotifications;
    boards: ClassBoards;
    images: ClassImages;
    chats: ClassChats;
    sessions: ClassSessions;
  },
) {
  const { repo, notifications, boards, images, chats, sessions } = deps;
  const db = ctx.database.db;

  async function userRow(id: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  async function imageOf(url: string | null | undefined, ownerId: number): Promise<number | null> {
    if (!url) return null;
    const id = await images.ownedImage(url, ownerId);
    if (id === null) throw new AppError(400, 'IMAGE_NOT_YOURS', {}, [], { image: 'IMAGE_NOT_YOURS' });
    return id;
  }

  const questionOf = (row: ClassRow) => (row.question ? { id: row.questionId, text: row.question } : null);

  const imageIds = (rows: ClassRow[]) =>
    rows.map((r) => r.imageUploadId).filter((id): id is number => id !== null);

  /**
   * A class's students waiting and approved, as columns of a statement reading `classes` alone. The
   * class is named `classes.id` in the text: drizzle leaves a column of a one-table select unqualified
   * (`"id"`), which inside the subquery would name a column of `class_students` if it had one.
   */
  const studentCounts = {
    pending: sql<number>`(select count(*)::int from class_students cnt where cnt.class_id = classes.id and cnt.status = 'pending')`,
    approved: sql<number>`(select count(*)::int from class_students cnt where cnt.class_id = classes.id and cnt.status = 'approved')`,
  };

  async function present(rows: ClassRow[]): Promise<ClassView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [counts, urls] = await Promise.all([
      db
        .select({
          classId: classStudents.classId,
          status: classStudents.status,
          n: sql<number>`count(*)::int`,
        })
        .from(classStudents)
        .where(inArray(classStudents.classId, ids))
        .groupBy(classStudents.classId, classStudents.status),
      images.urls(imageIds(rows)),
    ]);
    const count = (id: number, status: string) =>
      counts.find((c) => c.classId === id && c.status === status)?.n ?? 0;
    return presentCounted(
      rows.map((row) => ({ row, pending: count(row.id, 'pending'), approved: count(row.id, 'approved') })),
      urls,
    );
  }

  /** Classes read with their `studentCounts` (and their pictures' addresses, when already read). */
  async function presentCounted(
    found: { row: ClassRow; pending: number; approved: number }[],
    pictures?: Map<number, string>,
  ): Promise<ClassView[]> {
    if (found.length === 0) return [];
    const urls = pictures ?? (await images.urls(imageIds(found.map((f) => f.row))));
    return found.map(({ row: r, pending, approved }) => ({
      id: r.id,
      name: r.name,
      image: r.imageUploadId ? (urls.get(r.imageUploadId) ?? null) : null,
      code: r.code ? formatCode(r.code) : null,
      codeEnabled: r.code !== null,
      question: questionOf(r),
      allowPublicBoards: r.allowPublicBoards,
      conversationID: r.conversationId,
      counts: { pending: Number(pending), approved: Number(approved) },
      createdAt: r.createdAt.toISOString(),
    }));
  }
  const presentOne = async (row: ClassRow) => ({ class: (await present([row]))[0]! });

  /** What a roster shows of a student's account. */
  const studentColumns = {
    id: users.id,
    userName: users.userName,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    passwordHash: users.passwordHash,
  };
  type StudentUser = Pick<UserRow, keyof typeof studentColumns>;

  /** A class's students' ids, as an array PostgreSQL looks up by key (`= any(…)`). */
  function idsOfStudents(classId: number, status?: 'approved'): SQL {
    return sql`array(select ${classStudents.userId} from ${classStudents} where ${and(
      eq(classStudents.classId, classId),
      status ? eq(classStudents.status, status) : undefined,
    )})`;
  }

  function presentStudent(row: ClassStudentRow, user: StudentUser, klass: ClassRow): ClassStudent {
    return {
      id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      status: row.status as ClassStudent['status'],
      // An answer to an earlier question is not an answer to this one.
      userAnswer: row.answerQuestionId === klass.questionId && klass.question ? row.answer : null,
      hasEmail: user.email !== null,
      hasPassword: user.passwordHash !== null,
      joinedAt: row.createdAt.toISOString(),
    };
  }

  /** Writes a fresh unique class code (a clash with another class's code is tried again). */
  async function storeNewCode(classId: number, tx: Tx = db): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const code = newClassCode();
      try {
        await tx.update(classes).set({ code, updatedAt: new Date() }).where(eq(classes.id, classId));
        return code;
      } catch (error) {
        if (attempt > 5) throw error;
      }
    }
  }

  /** A class by a typed code, or a 404 for a code that names no class, whatever its shape. */
  async function classByCode(input: string): Promise<ClassRow> {
    const code = readCode(input, CLASS_CODE_LENGTH);
    const row = code ? await repo.byCode(code) : undefined;
    if (!row) throw new AppError(404, 'CLASS_CODE_UNKNOWN', {}, [], { code: 'CLASS_CODE_UNKNOWN' });
    return row;
  }

  /** Puts a person in a class as pending and tells the teacher, in one transaction. */
  async function enrol(klass: ClassRow, student: UserRow) {
    if (klass.teacherId === student.id) throw new AppError(409, 'CLASS_OWN');
    const existing = await repo.studentRow(klass.id, student.id);
    // A declined student gets nothing of the class: the code names nothing for them.
    if (existing?.status === 'declined') throw new AppError(404, 'CLASS_CODE_UNKNOWN');
    if (existing) return { class: { id: klass.id, name: klass.name }, status: existing.status as 'pending' };
    const announce = await db.transaction(async (tx) => {
      await tx.insert(classStudents).values({ classId: klass.id, userId: student.id }).onConflictDoNothing();
      return notifications.stage(
        [
          {
            userId: klass.teacherId,
            key: `class-join:${klass.id}:${student.id}`,
            kind: 'classJoin',
            params: { name: fullName(student), class: klass.name },
            deepLink: `/classes/${klass.id}`,
          },
        ],
        tx,
      );
    });
    announce();
    return { class: { id: klass.id, name: klass.name }, status: 'pending' as const };
  }

  /** The boards a student owns or is an active member of. */
  const boardsOf = (studentId: number): SQL =>
    sql`(${projects.ownerId} = ${studentId} or exists (select 1 from ${projectMembers} pm
      where pm.project_id = ${projects.id} and pm.user_id = ${studentId} and pm.status = 'active'))`;

  /** The approved students of a class. */
  const approvedStudents = (classId: number) =>
    db
      .select({ id: classStudents.userId })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.status, 'approved')));

  async function syncChat(klass: ClassRow) {
    if (!klass.conversationId) return;
    await chats.ensure(
      klass.conversationId,
      `${klass.name} #${klass.id}`,
      klass.teacherId,
      (await approvedStudents(klass.id)).map((s) => s.id),
    );
  }

  return {
    /** GET /teachers/classes: the classes the caller teaches, and those they joined. */
    async list(person: Person) {
      // The classes taught, with their counts, and the classes joined: two statements at once.
      const [taught, joinedRows] = await Promise.all([
        db
          .select({ row: classes, ...studentCounts })
          .from(classes)
          .where(eq(classes.teacherId, person.userId))
          .orderBy(asc(classes.name), asc(classes.id)),
        db
          .select({ klass: classes, row: classStudents, teacher: users })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .innerJoin(users, eq(users.id, classes.teacherId))
          .where(and(eq(classStudents.userId, person.userId), ne(classStudents.status, 'declined')))
          .orderBy(asc(classes.name)),
      ]);
      // The pictures of both lists in one read.
      const urls = await images.urls(
        imageIds([...taught.map((t) => t.row), ...joinedRows.map((j) => j.klass)]),
      );
      const joined: JoinedClass[] = joinedRows.map(({ klass, row, teacher }) => ({
        id: klass.id,
        name: klass.name,
        image: klass.imageUploadId ? (urls.get(klass.imageUploadId) ?? null) : null,
        status: row.status as JoinedClass['status'],
        teacher: { userName: teacher.userName, firstName: teacher.firstName, lastName: teacher.lastName },
        question: questionOf(klass),
        userAnswer: row.answerQuestionId === klass.questionId ? row.answer : null,
        conversationID: row.status === 'approved' ? klass.conversationId : null,
      }));
      return { classes: await presentCounted(taught, urls), joined };
    },

    /** POST /teachers/classes: only teachers make classes (403 otherwise). */
    async create(person: Person, body: CreateClassBody) {
      const me = await userRow(person.userId);
      if (me.userType !== 'teacher') throw new AppError(403, 'TEACHERS_ONLY');
      const imageUploadId = await imageOf(body.image, me.id);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(classes)
          .values({ teacherId: me.id, name: body.name.trim(), imageUploadId })
          .returning();
        const code = await storeNewCode(created!.id, tx);
        return { ...created!, code };
      });
      return presentOne(row);
    },

    get: (access: ClassAccess) => presentOne(access.row),

    async update(access: ClassAccess, body: UpdateClassBody) {
      const patch: Partial<ClassRow> = { updatedAt: new Date() };
      if (body.name !== undefined) patch.name = body.name.trim();
      if (body.image !== undefined) patch.imageUploadId = await imageOf(body.image, access.row.teacherId);
      if (body.allowPublicBoards !== undefined) patch.allowPublicBoards = body.allowPublicBoards;
      const [row] = await db.update(classes).set(patch).where(eq(classes.id, access.row.id)).returning();
      return presentOne(row!);
    },

    async remove(access: ClassAccess) {
      await db.delete(classes).where(eq(classes.id, access.row.id));
      return { success: true as const };
    },

    /** POST /teachers/classes/{id}/code: a new code; the old one stops working at once. */
    async resetCode(access: ClassAccess) {
      return { code: formatCode(await storeNewCode(access.row.id)) };
    },

    async disableCode(access: ClassAccess) {
      await db
        .update(classes)
        .set({ code: null, updatedAt: new Date() })
        .where(eq(classes.id, access.row.id));
      return { code: null };
    },

    async students(access: ClassAccess) {
      // The people are read by key through their ids as an array: joined to the class's rows
      // directly, PostgreSQL hashes every account (800 students of 20k: 14 → 2.5 ms).
      const rows = await db
        .select({ row: classStudents, user: studentColumns })
        .from(users)
        .innerJoin(
          classStudents,
          and(eq(classStudents.userId, users.id), eq(classStudents.classId, access.row.id)),
        )
        .where(sql`${users.id} = any(${idsOfStudents(access.row.id)})`)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return { students: rows.map(({ row, user }) => presentStudent(row, user, access.row)) };
    },

    /** POST /teachers/join: a pending request to join; a code naming no class is a 404. */
    async join(person: Person, code: string) {
      return enrol(await classByCode(code), await userRow(person.userId));
    },

    /** For signup with a class code: the class, or a 400 on the signup form's field. */
    async classForSignup(code: string): Promise<ClassRow> {
      try {
        return await classByCode(code);
      } catch {
        throw new AppError(400, 'CLASS_CODE_UNKNOWN', {}, [], { classCode: 'CLASS_CODE_UNKNOWN' });
      }
    },
    /** Whether a typed class code names a class (the signup rate limit's own bucket). */
    async codeExists(code: string): Promise<string | null> {
      const normal = readCode(code, CLASS_CODE_LENGTH);
      return normal && (await repo.byCode(normal)) ? normal : null;
    },
    async enrolAtSignup(klass: { id: number }, userId: number) {
      const row = await repo.load(klass.id);
      if (row) await enrol(row, await userRow(userId));
    },

    /** PUT /teachers/classes/{id}/students/{userName}: approve or decline; the student is told. */
    async setStatus(access: ClassAccess, student: ClassStudentAccess, status: 'approved' | 'declined') {
      const klass = access.row;
      const teacher = await userRow(klass.teacherId);
      const { row, announce } = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(classStudents)
          .set({ status, decidedAt: new Date() })
          .where(and(eq(classStudents.classId, klass.id), eq(classStudents.userId, student.user.id)))
          .returning();
        const announce =
          updated!.status === student.row.status
            ? () => {}
            : await notifications.stage(
                [
                  {
                    userId: student.user.id,
                    key: `class-decision:${klass.id}`,
                    kind: status === 'approved' ? 'classApproved' : 'classDeclined',
                    params: { name: fullName(teacher), class: klass.name },
                    deepLink: `/profile/${student.user.userName}/classes`,
                  },
                ],
                tx,
              );
        return { row: updated!, announce };
      });
      announce();
      if (klass.conversationId) {
        if (status === 'approved') await syncChat(klass);
        else await chats.leave(klass.conversationId, student.user.id);
      }
      return { student: presentStudent(row, await userRow(student.user.id), klass) };
    },

    /** DELETE …/students/{userName}: removed by the teacher, or leaving; access ends at once. */
    async removeStudent(access: ClassAccess, student: ClassStudentAccess) {
      await db
        .delete(classStudents)
        .where(and(eq(classStudents.classId, access.row.id), eq(classStudents.userId, student.user.id)));
      if (access.row.conversationId) await chats.leave(access.row.conversationId, student.user.id);
      return { success: true as const };
    },

    /**
     * POST /teachers/classes/{id}/students: an account for a student without e-mail, approved at
     * once; its printed login code works until the student sets a password (docs/classes.md).
     */
    async makeStudent(access: ClassAccess, body: MakeStudentBody) {
      const loginCode = newLoginCode();
      const base = `${body.firstName}${body.lastName.slice(0, 1)}`
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]/g, '')
        .toLowerCase()
        .slice(0, 20);
      const { user, row } = await db.transaction(async (tx) => {
        let made: UserRow | undefined;
        for (let attempt = 0; !made; attempt++) {
          const suffix = String(randomInt(100, attempt < 3 ? 1000 : 1_000_000));
          const userName = `${base || 'student'}${suffix}`.slice(0, 30);
          [made] = await tx
            .insert(users)
            .values({
              userName,
              firstName: body.firstName,
              lastName: body.lastName,
              userType: 'student',
              signupSource: 'TeacherCode',
              verifiedAt: new Date(),
              referralCode: randomToken(6),
            })
            .onConflictDoNothing()
            .returning();
          if (attempt > 10 && !made) throw new AppError(409, 'USERNAME_IN_USE');
        }
        const [row] = await tx
          .insert(classStudents)
          .values({
            classId: access.row.id,
            userId: made.id,
            status: 'approved',
            decidedAt: new Date(),
            loginCodeHash: sha256(loginCodeKey(loginCode)),
          })
          .returning();
        return { user: made, row: row! };
      });
      await syncChat(access.row);
      return { student: presentStudent(row, user, access.row), loginCode };
    },

    /** A new login code for a student the teacher made, while they have no password. */
    async newLoginCode(access: ClassAccess, student: ClassStudentAccess) {
      const user = await userRow(student.user.id);
      if (user.passwordHash !== null || user.email !== null) throw new AppError(409, 'HAS_PASSWORD');
      const loginCode = newLoginCode();
      await db
        .update(classStudents)
        .set({ loginCodeHash: sha256(loginCodeKey(loginCode)) })
        .where(and(eq(classStudents.classId, access.row.id), eq(classStudents.userId, user.id)));
      return { loginCode };
    },

    /** POST /teachers/students/login: the printed login code, until the student sets a password. */
    async loginWithCode(input: string) {
      const code = readCode(input, LOGIN_CODE_LENGTH);
      const [found] = code
        ? await db
            .select({ user: users })
            .from(classStudents)
            .innerJoin(users, eq(users.id, classStudents.userId))
            .where(eq(classStudents.loginCodeHash, sha256(loginCodeKey(code))))
        : [];
      if (!found || found.user.passwordHash !== null || found.user.disabledAt)
        throw new AppError(401, 'LOGIN_CODE_INVALID');
      return sessions.login(found.user);
    },

    question: (access: ClassAccess) => ({ question: questionOf(access.row) }),

    /** PUT …/question: a new question (a new studentQuestionId); an empty text removes it. */
    async setQuestion(access: ClassAccess, text: string) {
      const [row] = await db
        .update(classes)
        .set(
          text
            ? { question: text, questionId: sql`${classes.questionId} + 1`, updatedAt: new Date() }
            : { question: null, updatedAt: new Date() },
        )
        .where(eq(classes.id, access.row.id))
        .returning();
      return { question: questionOf(row!) };
    },

    /** PUT …/answer: a student of the class answers its question (shown beside their name). */
    async answer(access: ClassAccess, person: Person, answer: string) {
      if (!access.mine) throw new AppError(403, 'FORBIDDEN');
      if (!access.row.question) throw new AppError(409, 'CLASS_NO_QUESTION');
      await db
        .update(classStudents)
        .set({ answer, answerQuestionId: access.row.questionId })
        .where(and(eq(classStudents.classId, access.row.id), eq(classStudents.userId, person.userId)));
      return { userAnswer: answer, studentQuestionId: access.row.questionId };
    },

    /** An approved student's boards, private ones too (a pending one's public boards only). */
    async studentBoards(student: ClassStudentAccess, q: PageQuery, viewer: Viewer, language: Language) {
      const where = and(
        boardsOf(student.user.id),
        eq(projects.isHidden, false),
        student.row.status === 'approved'
          ? eq(projects.isDraft, false)
          : sql`not ${projects.isPrivate} and not ${projects.isDraft} and ${projects.moderatedAt} is null`,
      );
      return countedPage(
        'projects',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
        (total) =>
          db
            .select({ p: projects, total })
            .from(projects)
            .where(where)
            .orderBy(desc(projects.updatedAt), desc(projects.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) =>
          boards.present(
            rows.map((r) => r.p),
            viewer,
            language,
          ),
      );
    },

    /** GET …/review: sections of approved students' boards waiting in Ready for Review. */
    async review(access: ClassAccess): Promise<{ sections: ReviewItem[] }> {
      // The approved students' sections through their ids as an array, each read by its author's
      // key: joined to the class's rows, PostgreSQL hashed every account (9 → 2 ms for 800 students).
      const rows = await db
        .select({
          post: {
            id: posts.id,
            title: posts.title,
            body: posts.body,
            status: posts.status,
            updatedAt: posts.updatedAt,
          },
          project: { id: projects.id, title: projects.title },
          student: { userName: users.userName, firstName: users.firstName },
        })
        .from(posts)
        .innerJoin(projects, eq(projects.id, posts.projectId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(
          and(
            sql`${posts.userId} = any(${idsOfStudents(access.row.id, 'approved')})`,
            eq(posts.status, 'Ready for Review'),
          ),
        )
        .orderBy(asc(posts.updatedAt), asc(posts.id))
        .limit(200);
      return {
        sections: rows.map(({ post, project, student }) => ({
          post: { id: post.id, title: post.title, body: post.body, status: post.status },
          project: { id: project.id, title: project.title },
          student: { userName: student.userName, firstName: student.firstName },
          updatedAt: post.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * PUT …/review/{postID}: the teacher marks a section Completed or returns it to Draft with a
     * comment the student reads (on the section, and in a notification). The completed count moves
     * as PUT /posts/updateStatus moves it (spec/000 §4 counters).
     */
    async decide(access: ClassAccess, person: Person, postId: number, body: ClassReviewBody) {
      const comment = plainText(body.comment ?? '');
      if (body.status === 'Draft' && !comment)
        throw new AppError(400, 'REVIEW_COMMENT_REQUIRED', {}, [], { comment: 'REVIEW_COMMENT_REQUIRED' });
      const [found] = await db
        .select({ post: posts, project: projects, student: users })
        .from(posts)
        .innerJoin(projects, eq(projects.id, posts.projectId))
        .innerJoin(users, eq(users.id, posts.userId))
        .innerJoin(
          classStudents,
          and(eq(classStudents.userId, posts.userId), eq(classStudents.classId, access.row.id)),
        )
        .where(and(eq(posts.id, postId), eq(classStudents.status, 'approved')));
      if (!found) throw new AppError(404, 'NOT_FOUND');
      const teacher = await userRow(person.userId);
      const { post, project, student } = found;
      let commentId: number | null = null;
      const announce = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
        if (current!.status !== 'Ready for Review') throw new AppError(409, 'SECTION_NOT_IN_REVIEW');
        await tx
          .update(posts)
          .set({ status: body.status, updatedAt: new Date() })
          .where(eq(posts.id, postId));
        if (body.status === 'Completed')
          await tx
            .update(projects)
            .set({ completedPostCount: sql`${projects.completedPostCount} + 1`, updatedAt: new Date() })
            .where(eq(projects.id, project.id));
        if (comment) {
          const [made] = await tx
            .insert(comments)
            .values({ projectId: project.id, postId, userId: person.userId, body: comment })
            .returning({ id: comments.id });
          commentId = made!.id;
          await tx
            .update(projects)
            .set({ commentsCount: sql`${projects.commentsCount} + 1` })
            .where(eq(projects.id, project.id));
          await tx
            .update(posts)
            .set({ commentsCount: sql`${posts.commentsCount} + 1` })
            .where(eq(posts.id, postId));
        }
        return notifications.stage(
          [
            {
              userId: student.id,
              key: `section-decision:${postId}`,
              kind: body.status === 'Completed' ? 'sectionCompleted' : 'sectionReturned',
              params: {
                name: fullName(teacher),
                section: post.title || `#${post.priority + 1}`,
                board: project.title,
                comment,
              },
              deepLink: `/story/${project.id}#section-${postId}`,
            },
          ],
          tx,
        );
      });
      announce();
      ctx.events.emit({
        type: 'project',
        action: 'update',
        id: project.id,
        childType: 'post',
        childTypeID: postId,
      });
      if (commentId)
        ctx.events.emit({
          type: 'project',
          action: 'add',
          id: project.id,
          childType: 'comment',
          childTypeID: commentId,
        });
      return { updatedPostStatus: body.status };
    },

    /** POST …/chat: the class group chat, the teacher supervising, every approved student in it. */
    async chat(access: ClassAccess) {
      const klass = access.row;
      const id = await chats.ensure(
        klass.conversationId,
        `${klass.name} #${klass.id}`,
        klass.teacherId,
        (await approvedStudents(klass.id)).map((s) => s.id),
      );
      if (id !== klass.conversationId)
        await db.update(classes).set({ conversationId: id }).where(eq(classes.id, klass.id));
      return { conversationID: id };
    },

    /** GET /teachers/district: the teacher's school district (kept in their settings). */
    async district(person: Person) {
      const me = await userRow(person.userId);
      const value = me.settings?.district;
      return { district: typeof value === 'string' ? value : null };
    },
    async setDistrict(person: Person, district: string) {
      const me = await userRow(person.userId);
      if (me.userType !== 'teacher') throw new AppError(403, 'TEACHERS_ONLY');
      await db
        .update(users)
        .set({ settings: { ...me.settings, district: district.trim() }, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      return { district: district.trim() };
    },
    /** POST /teachers/district/check: whether other teachers already named this district. */
    async checkDistrict(district: string) {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          name: sql<string | null>`min(${users.settings}->>'district')`,
        })
        .from(users)
        .where(
          and(
            eq(users.userType, 'teacher'),
            sql`lower(${users.settings}->>'district') = ${district.trim().toLowerCase()}`,
          ),
        );
      const n = row?.n ?? 0;
      return { exists: n > 0, district: row?.name ?? district.trim(), teachers: n };
    },

    // ---- ties other modules read ----

    /** A teacher sees the private boards of their approved students (BoardSight.sees). */
    async teacherSees(board: ProjectRow, viewerId: number): Promise<boolean> {
      const [row] = await queryRows<{ ok: number }>(
        db,
        sql`
        select 1 as ok from ${classStudents} cs join ${classes} c on c.id = cs.class_id
        where c.teacher_id = ${viewerId} and cs.status = 'approved'
          and (cs.user_id = ${board.ownerId} or exists (select 1 from ${projectMembers} pm
            where pm.project_id = ${board.id} and pm.user_id = cs.user_id and pm.status = 'active'))
        limit 1`,
      );
      return !!row;
    },

    /**
     * Child safety (issue 12): a student in a class makes public boards only once a teacher of
     * theirs allows it; people in no class are not held back.
     */
    async publicAllowed(userId: number): Promise<boolean> {
      const rows = await db
        .select({ allow: classes.allowPublicBoards })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(eq(classStudents.userId, userId), ne(classStudents.status, 'declined')));
      return rows.length === 0 || rows.some((r) => r.allow);
    },

    /** The teachers of a person's classes where they are approved (told of sections sent for review). */
    async teachersOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: classes.teacherId })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(eq(classStudents.userId, userId), eq(classStudents.status, 'approved')));
      return [...new Set(rows.map((r) => r.id))];
    },

    /**
     * A class tie between two people (teacher and approved student, or approved classmates), as an
     * SQL condition: the module that asks reads it in its own statement (the child-safe rule reads
     * it beside the shared boards, in one).
     */
    tie: (a: number, b: number): SQL =>
      sql`exists (select 1 from class_students tie_cs join classes tie_c on tie_c.id = tie_cs.class_id
        where tie_cs.status = 'approved'
          and ((tie_cs.user_id = ${a} and tie_c.teacher_id = ${b})
            or (tie_cs.user_id = ${b} and tie_c.teacher_id = ${a})
            or (tie_cs.user_id = ${a} and exists (select 1 from class_students tie_other
                  where tie_other.class_id = tie_cs.class_id and tie_other.user_id = ${b} and tie_other.status = 'approved'))))`,

    /**
     * Search's minor relation: a minor is findable by their teacher and approved classmates. A set
     * of ids, as search's relations are (search.service.ts `MinorRelation`).
     */
    minorRelation: (viewerId: number): SQL =>
      sql`${users.id} in (select mine_cs.user_id from class_students mine_cs join classes mine_c on mine_c.id = mine_cs.class_id
          where mine_cs.status = 'approved' and mine_c.teacher_id = ${viewerId}
        union select mine_cs.user_id from class_students mine_cs join classes mine_c on mine_c.id = mine_cs.class_id
          join class_students peer on peer.class_id = mine_cs.class_id
          where mine_cs.status = 'approved' and peer.user_id = ${viewerId} and peer.status = 'approved')`,
  };
}
export type ClassesService = ReturnType<typeof classesService>;

/** Login codes are hashed with a prefix, so that a class code's hash never matches one. */
const loginCodeKey = (code: string) => `login:${code.replace(/-/g, '')}`;
