import { CLASS_CODE_ALPHABET } from '@makerboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  json,
  type Session,
  STRONG_PASSWORD,
  signupAndVerify,
  signupBody,
  type TestApp,
} from '../../../test/helpers.ts';

let t: TestApp;
let teacher: Session;
let otherTeacher: Session;
let category: number;

const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const makeTeacher = (app: TestApp = t) =>
  signupAndVerify(app, { userType: 'teacher', numberOfStudents: 28, birthDate: '1985-04-02' });
const makeStudent = (app: TestApp = t) =>
  signupAndVerify(app, { userType: 'student', birthDate: '2011-09-01' });

async function makeClass(token: string, name = 'Robotics 7b') {
  const r = await call('POST', '/api/teachers/classes', token, { name });
  expect(r.statusCode, r.body).toBe(201);
  return json(r).result.class as { id: number; code: string; name: string };
}

async function joined(klass: { code: string }, student: Session) {
  const r = await call('POST', '/api/teachers/join', student.accessToken, { code: klass.code });
  expect(r.statusCode, r.body).toBe(200);
  return json(r).result;
}

const decide = (
  klass: { id: number },
  student: Session,
  status: 'approved' | 'declined',
  token = teacher.accessToken,
) => call('PUT', `/api/teachers/classes/${klass.id}/students/${student.userName}`, token, { status });

async function privateBoard(token: string, title = 'My secret volcano') {
  const r = await call('POST', '/api/projects', token, {
    title,
    description: 'Baking soda and vinegar, measured.',
    categories: [category],
    isPrivate: true,
    sections: [{ title: 'Plan', body: '<p>We mix things.</p>' }],
  });
  expect(r.statusCode, r.body).toBe(201);
  return json(r).result.project as { id: number };
}

const notificationsOf = async (who: Session) =>
  json(await call('GET', `/api/users/${who.userName}/notifications`, who.accessToken)).result
    .notifications as {
    title: string;
    message: string;
    deepLink: string;
  }[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  teacher = await makeTeacher();
  otherTeacher = await makeTeacher();
  category = json(await call('GET', '/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('classes (api.md "Teachers and classes"; spec/000 §3 Teacher side, §6)', () => {
  it('only teachers make classes (403 otherwise)', async () => {
    const student = await makeStudent();
    const r = await call('POST', '/api/teachers/classes', student.accessToken, { name: 'Mine' });
    expect(r.statusCode).toBe(403);
    expect(json(r).code).toBe('TEACHERS_ONLY');
    expect((await call('POST', '/api/teachers/classes', undefined, { name: 'Mine' })).statusCode).toBe(401);
  });

  it('welcomes a teacher by e-mail once their account is verified', async () => {
    const { listOutbox } = await import('../dev/dev.service.ts');
    const mails = await listOutbox(t.database.db);
    const welcome = mails.find((m) => m.to === teacher.email && m.subject.includes('classes are ready'));
    expect(welcome?.text).toContain(`/profile/${teacher.userName}/classes`);
  });

  it('gives a new class a code of the unambiguous alphabet, at least 6 characters (docs/classes.md)', async () => {
    const klass = await makeClass(teacher.accessToken);
    const bare = klass.code.replace(/-/g, '');
    expect(bare.length).toBeGreaterThanOrEqual(6);
    expect(klass.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    for (const c of bare) expect(CLASS_CODE_ALPHABET).toContain(c);
    expect(bare).not.toMatch(/[01OIL]/);
    const list = json(await call('GET', '/api/teachers/classes', teacher.accessToken)).result;
    expect(list.classes.map((c: { id: number }) => c.id)).toContain(klass.id);
    // Another teacher does not learn the class exists.
    expect(
      (await call('GET', `/api/teachers/classes/${klass.id}`, otherTeacher.accessToken)).statusCode,
    ).toBe(404);
  });

  it('lets a student join with the code (any case, with or without the dash) as pending; the teacher is told', async () => {
    const klass = await makeClass(teacher.accessToken, 'Science club');
    const student = await makeStudent();
    const typed = klass.code.replace('-', ' ').toLowerCase();
    const r = await call('POST', '/api/teachers/join', student.accessToken, { code: typed });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).result).toEqual({ class: { id: klass.id, name: 'Science club' }, status: 'pending' });
    const students = json(
      await call('GET', `/api/teachers/classes/${klass.id}/students`, teacher.accessToken),
    ).result.students;
    expect(students).toEqual([
      expect.objectContaining({ userName: student.userName, status: 'pending', userAnswer: null }),
    ]);
    const told = await notificationsOf(teacher);
    expect(
      told.some((n) => n.deepLink === `/classes/${klass.id}` && n.message.includes('Science club')),
    ).toBe(true);
    // Joining twice changes nothing.
    expect(
      json(await call('POST', '/api/teachers/join', student.accessToken, { code: klass.code })).result.status,
    ).toBe('pending');
  });

  it('lists the classes a teacher teaches with their waiting and approved students, and those a student joined', async () => {
    const me = await makeTeacher();
    const first = await makeClass(me.accessToken, 'Astronomy 6a');
    const second = await makeClass(me.accessToken, 'Biology 6b');
    const [ann, ben, cat] = [await makeStudent(), await makeStudent(), await makeStudent()];
    for (const s of [ann, ben, cat]) await joined(first, s);
    await joined(second, cat);
    await decide(first, ann, 'approved', me.accessToken);
    await decide(first, ben, 'declined', me.accessToken);
    const taught = json(await call('GET', '/api/teachers/classes', me.accessToken)).result;
    expect(taught.classes.map((c: { name: string; counts: object }) => [c.name, c.counts])).toEqual([
      ['Astronomy 6a', { pending: 1, approved: 1 }],
      ['Biology 6b', { pending: 1, approved: 0 }],
    ]);
    expect(taught.joined).toEqual([]);
    const mine = json(await call('GET', '/api/teachers/classes', cat.accessToken)).result;
    expect(mine.classes).toEqual([]);
    expect(mine.joined.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['Astronomy 6a', 'pending'],
      ['Biology 6b', 'pending'],
    ]);
  });

  it('answers 404 for a code that names no class, whatever its shape', async () => {
    const student = await makeStudent();
    for (const code of ['ZZZZ-ZZZZ', '!!', 'x', '0O0O-1I1L', 'A'.repeat(32), 'DROP TABLE classes']) {
      const r = await call('POST', '/api/teachers/join', student.accessToken, { code });
      expect(r.statusCode, code).toBe(404);
    }
  });

  it('resets the code (the old one stops at once) and disables it', async () => {
    const klass = await makeClass(teacher.accessToken, 'Reset me');
    const reset = await call('POST', `/api/teachers/classes/${klass.id}/code`, teacher.accessToken);
    expect(reset.statusCode).toBe(200);
    const fresh = json(reset).result.code as string;
    expect(fresh).not.toBe(klass.code);
    const student = await makeStudent();
    expect(
      (await call('POST', '/api/teachers/join', student.accessToken, { code: klass.code })).statusCode,
    ).toBe(404);
    const off = await call('DELETE', `/api/teachers/classes/${klass.id}/code`, teacher.accessToken);
    expect(json(off).result).toEqual({ code: null });
    expect((await call('POST', '/api/teachers/join', student.accessToken, { code: fresh })).statusCode).toBe(
      404,
    );
    // Only the teacher resets: a student of another class, or another teacher, gets a 404.
    expect(
      (await call('POST', `/api/teachers/classes/${klass.id}/code`, otherTeacher.accessToken)).statusCode,
    ).toBe(404);
    const again = json(await call('POST', `/api/teachers/classes/${klass.id}/code`, teacher.accessToken))
      .result.code;
    expect((await call('POST', '/api/teachers/join', student.accessToken, { code: again })).statusCode).toBe(
      200,
    );
  });

  it('approves and declines with a notification to the student; a declined student gets nothing of the class', async () => {
    const klass = await makeClass(teacher.accessToken, 'Decisions');
    const yes = await makeStudent();
    const no = await makeStudent();
    await joined(klass, yes);
    await joined(klass, no);
    const approved = await decide(klass, yes, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).result.student).toMatchObject({ userName: yes.userName, status: 'approved' });
    expect((await decide(klass, no, 'declined')).statusCode).toBe(200);
    expect((await notificationsOf(yes))[0]?.title).toBe('You joined a class');
    expect((await notificationsOf(no))[0]?.title).toBe('Your class request was declined');
    // The declined student: no question, no class in their list, and the code names nothing for them.
    expect((await call('GET', `/api/teachers/classes/${klass.id}/question`, no.accessToken)).statusCode).toBe(
      404,
    );
    const theirs = json(await call('GET', '/api/teachers/classes', no.accessToken)).result.joined;
    expect(theirs).toEqual([]);
    expect((await call('POST', '/api/teachers/join', no.accessToken, { code: klass.code })).statusCode).toBe(
      404,
    );
    const mine = json(await call('GET', '/api/teachers/classes', yes.accessToken)).result.joined;
    expect(mine).toEqual([expect.objectContaining({ id: klass.id, status: 'approved' })]);
    // A student cannot decide for themself or another.
    expect((await decide(klass, no, 'approved', yes.accessToken)).statusCode).toBe(404);
  });

  it('shows a teacher the private boards of approved students only, and leaving ends it at once', async () => {
    const klass = await makeClass(teacher.accessToken, 'Boards');
    const student = await makeStudent();
    const board = await privateBoard(student.accessToken);
    await joined(klass, student);
    // Pending: the private board stays a 404 to the teacher.
    expect((await call('GET', `/api/projects/${board.id}`, teacher.accessToken)).statusCode).toBe(404);
    const pendingList = json(
      await call(
        'GET',
        `/api/teachers/classes/${klass.id}/students/${student.userName}/projects`,
        teacher.accessToken,
      ),
    ).result;
    expect(pendingList.projects).toEqual([]);
    await decide(klass, student, 'approved');
    expect((await call('GET', `/api/projects/${board.id}`, teacher.accessToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${board.id}/posts`, teacher.accessToken)).statusCode).toBe(200);
    const list = json(
      await call(
        'GET',
        `/api/teachers/classes/${klass.id}/students/${student.userName}/projects`,
        teacher.accessToken,
      ),
    ).result;
    expect(list.projects.map((p: { id: number }) => p.id)).toEqual([board.id]);
    // Another teacher never sees it.
    expect((await call('GET', `/api/projects/${board.id}`, otherTeacher.accessToken)).statusCode).toBe(404);
    // The student leaves: the teacher's access ends with that request.
    const left = await call(
      'DELETE',
      `/api/teachers/classes/${klass.id}/students/${student.userName}`,
      student.accessToken,
    );
    expect(left.statusCode, left.body).toBe(200);
    expect((await call('GET', `/api/projects/${board.id}`, teacher.accessToken)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/teachers/classes/${klass.id}/students/${student.userName}/projects`,
          teacher.accessToken,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets the teacher remove a student; a student cannot remove a classmate', async () => {
    const klass = await makeClass(teacher.accessToken, 'Removal');
    const a = await makeStudent();
    const b = await makeStudent();
    await joined(klass, a);
    await joined(klass, b);
    await decide(klass, a, 'approved');
    await decide(klass, b, 'approved');
    expect(
      (await call('DELETE', `/api/teachers/classes/${klass.id}/students/${b.userName}`, a.accessToken))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/teachers/classes/${klass.id}/students/${b.userName}`, teacher.accessToken))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/teachers/classes/${klass.id}/question`, b.accessToken)).statusCode).toBe(
      404,
    );
  });

  it('asks the class question of everyone joining and shows each answer beside the name (studentQuestionId)', async () => {
    const klass = await makeClass(teacher.accessToken, 'Question');
    const set = await call('PUT', `/api/teachers/classes/${klass.id}/question`, teacher.accessToken, {
      question: 'Which seat number do you have?',
    });
    expect(json(set).result.question).toEqual({ id: 1, text: 'Which seat number do you have?' });
    const student = await makeStudent();
    await joined(klass, student);
    const q = json(
      await call('GET', `/api/teachers/classes/${klass.id}/question`, student.accessToken),
    ).result;
    expect(q.question.text).toBe('Which seat number do you have?');
    const answer = await call('PUT', `/api/teachers/classes/${klass.id}/answer`, student.accessToken, {
      answer: '12',
    });
    expect(json(answer).result).toEqual({ userAnswer: '12', studentQuestionId: 1 });
    const students = json(
      await call('GET', `/api/teachers/classes/${klass.id}/students`, teacher.accessToken),
    ).result.students;
    expect(students[0].userAnswer).toBe('12');
    // A new question: the old answer is not an answer to it.
    await call('PUT', `/api/teachers/classes/${klass.id}/question`, teacher.accessToken, {
      question: 'Favourite tool?',
    });
    const after = json(await call('GET', `/api/teachers/classes/${klass.id}/students`, teacher.accessToken))
      .result.students;
    expect(after[0].userAnswer).toBeNull();
    // An outsider cannot answer.
    const outsider = await makeStudent();
    expect(
      (await call('PUT', `/api/teachers/classes/${klass.id}/answer`, outsider.accessToken, { answer: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('makes accounts for students without e-mail: a login code until they set a password', async () => {
    const klass = await makeClass(teacher.accessToken, 'No e-mail');
    const made = await call('POST', `/api/teachers/classes/${klass.id}/students`, teacher.accessToken, {
      firstName: 'Mia',
      lastName: 'Keller',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { student, loginCode } = json(made).result;
    expect(student).toMatchObject({
      firstName: 'Mia',
      status: 'approved',
      hasEmail: false,
      hasPassword: false,
    });
    expect(loginCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const login = await call('POST', '/api/teachers/students/login', undefined, {
      loginCode: loginCode.toLowerCase(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = json(login).result;
    expect(session.user.userName).toBe(student.userName);
    expect(session.hasPassword).toBe(false);
    const set = await call('POST', '/api/users/createPassword', session.accessToken, {
      password: STRONG_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    // With a password set, the printed code stops working; the password logs in.
    expect((await call('POST', '/api/teachers/students/login', undefined, { loginCode })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call('POST', '/api/users/login', undefined, {
          username: student.userName,
          password: STRONG_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/teachers/students/login', undefined, { loginCode: 'nonsense' })).statusCode,
    ).toBe(401);
  });

  it('lists sections waiting in Ready for Review; the teacher completes one and returns one to Draft with a comment the student reads', async () => {
    const klass = await makeClass(teacher.accessToken, 'Review');
    const student = await makeStudent();
    await joined(klass, student);
    await decide(klass, student, 'approved');
    const r = await call('POST', '/api/projects', student.accessToken, {
      title: 'Bridge of straws',
      description: 'How much weight does it hold?',
      categories: [category],
      sections: [
        { title: 'Build', body: '<p>Straws and tape.</p>' },
        { title: 'Test', body: '<p>Coins until it breaks.</p>' },
      ],
    });
    const board = json(r).result.project;
    const sections = json(await call('GET', `/api/projects/${board.id}/posts`, student.accessToken)).result
      .posts;
    for (const s of sections) {
      const sent = await call('PUT', `/api/posts/updateStatus/${board.id}`, student.accessToken, {
        postID: s.id,
        status: 'Ready for Review',
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const queue = json(await call('GET', `/api/teachers/classes/${klass.id}/review`, teacher.accessToken))
      .result.sections;
    expect(queue.map((q: { post: { id: number } }) => q.post.id).sort()).toEqual(
      sections.map((s: { id: number }) => s.id).sort(),
    );
    const [build, test] = sections;
    const noComment = await call(
      'PUT',
      `/api/teachers/classes/${klass.id}/review/${test.id}`,
      teacher.accessToken,
      {
        status: 'Draft',
      },
    );
    expect(noComment.statusCode).toBe(400);
    const back = await call(
      'PUT',
      `/api/teachers/classes/${klass.id}/review/${test.id}`,
      teacher.accessToken,
      {
        status: 'Draft',
        comment: 'Say how many coins, please.',
      },
    );
    expect(back.statusCode, back.body).toBe(200);
    const done = await call(
      'PUT',
      `/api/teachers/classes/${klass.id}/review/${build.id}`,
      teacher.accessToken,
      {
        status: 'Completed',
      },
    );
    expect(json(done).result).toEqual({ updatedPostStatus: 'Completed' });
    // Decided sections leave the queue at once (the list is kept only while nothing changes).
    const left = json(await call('GET', `/api/teachers/classes/${klass.id}/review`, teacher.accessToken))
      .result.sections;
    expect(left).toEqual([]);
    // Deciding twice is a conflict: it is no longer waiting.
    expect(
      (
        await call('PUT', `/api/teachers/classes/${klass.id}/review/${build.id}`, teacher.accessToken, {
          status: 'Completed',
        })
      ).statusCode,
    ).toBe(409);
    const comments = json(await call('GET', `/api/posts/${test.id}/comments`, student.accessToken)).result
      .comments;
    expect(comments.map((c: { body: string }) => c.body)).toContain('Say how many coins, please.');
    const told = await notificationsOf(student);
    expect(told.some((n) => n.message.includes('Say how many coins, please.'))).toBe(true);
    const after = json(await call('GET', `/api/projects/${board.id}`, student.accessToken)).result.project;
    expect(after.completedPostCount).toBe(1);
    // Another teacher cannot decide on it.
    expect(
      (
        await call('PUT', `/api/teachers/classes/${klass.id}/review/${test.id}`, otherTeacher.accessToken, {
          status: 'Completed',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a class student’s boards private until the teacher allows public ones (child safety)', async () => {
    const klass = await makeClass(teacher.accessToken, 'Safety');
    const student = await makeStudent();
    await joined(klass, student);
    const body = {
      title: 'Public try',
      description: 'Is this public?',
      categories: [category],
      isPrivate: false,
      sections: [{ title: 'A', body: '<p>a</p>' }],
    };
    const refused = await call('POST', '/api/projects', student.accessToken, body);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('BOARD_PUBLIC_NOT_ALLOWED');
    await call('PUT', `/api/teachers/classes/${klass.id}`, teacher.accessToken, { allowPublicBoards: true });
    expect((await call('POST', '/api/projects', student.accessToken, body)).statusCode).toBe(201);
  });

  it('shows a student’s surname only to their class, the people they share a board with, staff and themselves (issue 12 item 4)', async () => {
    const klass = await makeClass(teacher.accessToken, 'Names');
    const student = await makeStudent();
    const classmate = await makeStudent();
    const outsider = await signupAndVerify(t, { userType: 'mentor', birthDate: '1990-01-01' });
    for (const s of [student, classmate]) {
      await joined(klass, s);
      expect((await decide(klass, s, 'approved')).statusCode).toBe(200);
    }
    await call('PUT', `/api/users/${student.userName}/profile`, student.accessToken, { lastName: 'Okonkwo' });
    const seenBy = async (token?: string) =>
      json(await call('GET', `/api/users/${student.userName}/profile`, token)).result.user as {
        lastName: string;
        fullName: string;
        birthDate?: unknown;
        email?: unknown;
      };
    // Outside the circle: the initial only, and never a birth date or an e-mail.
    for (const who of [undefined, outsider.accessToken, otherTeacher.accessToken]) {
      const user = await seenBy(who);
      expect(user.lastName).toBe('O.');
      expect(user.fullName).not.toContain('Okonkwo');
      expect(user.birthDate).toBeUndefined();
      expect(user.email).toBeUndefined();
    }
    // Inside: the teacher, a classmate, the student.
    for (const who of [teacher, classmate, student])
      expect((await seenBy(who.accessToken)).lastName).toBe('Okonkwo');
    // Lists show the initial to everyone (a board card's owner).
    await call('PUT', `/api/teachers/classes/${klass.id}`, teacher.accessToken, { allowPublicBoards: true });
    const board = await call('POST', '/api/projects', student.accessToken, {
      title: 'Named volcano',
      description: 'Whose is it?',
      categories: [category],
      isPrivate: false,
      sections: [{ title: 'A', body: '<p>a</p>' }],
    });
    expect(board.statusCode, board.body).toBe(201);
    const read = json(await call('GET', `/api/projects/${json(board).result.project.id}`)).result.project;
    expect(JSON.stringify(read)).not.toContain('Okonkwo');
    // Leaving the class ends the classmate's circle at once.
    await decide(klass, classmate, 'declined');
    expect((await seenBy(classmate.accessToken)).lastName).toBe('O.');
  });

  it('lets approved students and their teacher chat, and keeps a group chat the teacher supervises', async () => {
    const klass = await makeClass(teacher.accessToken, 'Chatty');
    const student = await makeStudent();
    await joined(klass, student);
    const early = await call('POST', '/api/conversations', student.accessToken, {
      users: [teacher.userName],
      message: 'Hello!',
    });
    expect(early.statusCode).toBe(403);
    await decide(klass, student, 'approved');
    const chat = await call('POST', '/api/conversations', student.accessToken, {
      users: [teacher.userName],
      message: 'Hello!',
    });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const group = await call('POST', `/api/teachers/classes/${klass.id}/chat`, teacher.accessToken);
    expect(group.statusCode, group.body).toBe(200);
    const id = json(group).result.conversationID;
    const seen = await call('GET', `/api/conversations/${id}`, student.accessToken);
    expect(seen.statusCode, seen.body).toBe(200);
    // Removed: out of the group at once.
    await call(
      'DELETE',
      `/api/teachers/classes/${klass.id}/students/${student.userName}`,
      teacher.accessToken,
    );
    expect((await call('GET', `/api/conversations/${id}`, student.accessToken)).statusCode).toBe(404);
  });

  it('keeps and checks the teacher’s district', async () => {
    expect(json(await call('GET', '/api/teachers/district', teacher.accessToken)).result.district).toBeNull();
    await call('PUT', '/api/teachers/district', teacher.accessToken, { district: 'Zürich Nord' });
    expect(json(await call('GET', '/api/teachers/district', teacher.accessToken)).result.district).toBe(
      'Zürich Nord',
    );
    const check = json(
      await call('POST', '/api/teachers/district/check', otherTeacher.accessToken, {
        district: 'zürich nord',
      }),
    ).result;
    expect(check).toEqual({ exists: true, district: 'Zürich Nord', teachers: 1 });
  });
});

describe('join and signup limits (issue 12 "Bad input and safety")', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(async () => {
    await limited.close();
  });

  it('rate limits joining: the 11th try in 10 minutes is 429 with Retry-After', async () => {
    const guesser = await signupAndVerify(limited, { userType: 'student', birthDate: '2011-01-01' });
    let last = 0;
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 11; i++) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/teachers/join',
        headers: bearer(guesser.accessToken),
        payload: { code: `QQQQ-QQQ${CLASS_CODE_ALPHABET[i]}` },
      });
      last = r.statusCode;
      retryAfter = r.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('lets a class of 35 sign up from one address with a valid class code, while other signups stop at 20', async () => {
    const owner = await signupAndVerify(limited, {
      userType: 'teacher',
      numberOfStudents: 35,
      birthDate: '1980-01-01',
    });
    const klass = json(
      await limited.app.inject({
        method: 'POST',
        url: '/api/teachers/classes',
        headers: bearer(owner.accessToken),
        payload: { name: 'Big class' },
      }),
    ).result.class;
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        remoteAddress: '10.9.8.7',
        payload: signupBody({ userType: 'student', birthDate: '2011-05-05', classCode: klass.code }),
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const students = json(
      await limited.app.inject({
        url: `/api/teachers/classes/${klass.id}/students`,
        headers: bearer(owner.accessToken),
      }),
    ).result.students;
    expect(students).toHaveLength(35);
    expect(students.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    // From another address without a code, the 21st signup is turned away.
    const plain: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        remoteAddress: '10.9.8.8',
        payload: signupBody(),
      });
      plain.push(r.statusCode);
    }
    expect(plain.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(plain[20]).toBe(429);
    // A code that names no class is refused on its field, and gets no bucket of its own.
    const wrong = await limited.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.9.8.9',
      payload: signupBody({ classCode: 'ZZZZ-ZZZZ' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toEqual({ classCode: 'CLASS_CODE_UNKNOWN' });
  }, 120_000);
});
