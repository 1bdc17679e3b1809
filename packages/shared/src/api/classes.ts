import { z } from 'zod';
import { LoginResult } from './auth.ts';
import { Board } from './boards.ts';
import { endpoint, Id, IdParams, Success, Timestamp, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/**
 * Class codes (docs/classes.md): 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L,
 * no U/V), shown in two groups of four ("K7PM-3XQA"). Typed codes are read case-insensitively,
 * spaces and dashes ignored. 29^8 ≈ 5·10^11 codes against 10 tries per person per 10 minutes.
 */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CLASS_CODE_LENGTH = 8;
/** Login codes for students without e-mail: 12 characters of the same alphabet, three groups. */
export const LOGIN_CODE_LENGTH = 12;

/** A typed code as the server reads it: upper case, without separators. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
/** A code as people read it aloud: groups of four. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

export const CLASS_STUDENT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ClassStudentStatus = (typeof CLASS_STUDENT_STATUSES)[number];

const name = z.string().trim().min(1).max(80);
/** An image: the `url` of one of the teacher's own uploads, exactly as POST /uploads returned it. */
const image = z.string().max(2048).nullable();

/** A class as its teacher sees it (spec/000 §3 Teacher side: teacherClasses, classCode). */
export const ClassView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
    /** Null while the code is disabled: nobody can join. */
    code: z.string().nullable(),
    codeEnabled: z.boolean(),
    /** The class question (studentQuestionId and its text). */
    question: z.object({ id: z.number().int(), text: z.string() }).nullable(),
    allowPublicBoards: z.boolean(),
    conversationID: z.number().int().nullable(),
    counts: z.object({ pending: z.number().int(), approved: z.number().int() }),
    createdAt: Timestamp,
  })
  .meta({ id: 'Class' });
export type ClassView = z.output<typeof ClassView>;

/** A class the caller belongs to as a student. */
export const JoinedClass = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  status: z.enum(CLASS_STUDENT_STATUSES),
  teacher: z.object({ userName: z.string(), firstName: z.string(), lastName: z.string() }),
  question: z.object({ id: z.number().int(), text: z.string() }).nullable(),
  userAnswer: z.string().nullable(),
  conversationID: z.number().int().nullable(),
});
export type JoinedClass = z.output<typeof JoinedClass>;

/** A student of a class as the teacher sees them (spec/000 §3 studentList). */
export const ClassStudent = z
  .object({
    id: z.number().int(),
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.enum(CLASS_STUDENT_STATUSES),
    /** Their answer to the class question, or null. */
    userAnswer: z.string().nullable(),
    /** False for an account the teacher made (it logs in with a printed login code). */
    hasEmail: z.boolean(),
    hasPassword: z.boolean(),
    joinedAt: Timestamp,
  })
  .meta({ id: 'ClassStudent' });
export type ClassStudent = z.output<typeof ClassStudent>;

export const CreateClassBody = z.object({ name, image: image.optional() });
export type CreateClassBody = z.input<typeof CreateClassBody>;
export const UpdateClassBody = z.object({
  name: name.optional(),
  image: image.optional(),
  /** Child safety: a student's boards stay private unless the teacher allows public ones. */
  allowPublicBoards: z.boolean().optional(),
});
export type UpdateClassBody = z.input<typeof UpdateClassBody>;
export const JoinClassBody = z.object({ code: z.string().trim().min(1).max(32) });
export const StudentParams = IdParams.extend({ userName: UserName });
export const StudentStatusBody = z.object({ status: z.enum(['approved', 'declined']) });
export const MakeStudentBody = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
});
export type MakeStudentBody = z.input<typeof MakeStudentBody>;
export const QuestionBody = z.object({ question: z.string().trim().max(300) });
export const AnswerBody = z.object({ answer: z.string().trim().min(1).max(1000) });
export const LoginCodeBody = z.object({ loginCode: z.string().trim().min(1).max(32) });
export const ReviewParams = IdParams.extend({ postID: Id });
export const ClassReviewBody = z.object({
  status: z.enum(['Completed', 'Draft']),
  /** Required when a section goes back to Draft: what the student should change. */
  comment: z.string().trim().max(2000).optional(),
});
export type ClassReviewBody = z.input<typeof ClassReviewBody>;
export const DistrictBody = z.object({ district: z.string().trim().min(2).max(120) });

const ClassResult = z.object({ class: ClassView });
/** A section waiting for the teacher (spec/000 §4: Ready for Review, teacher notified). */
export const ReviewItem = z.object({
  post: z.object({ id: z.number().int(), title: z.string(), body: z.string(), status: z.string() }),
  project: z.object({ id: z.number().int(), title: z.string() }),
  student: z.object({ userName: z.string(), firstName: z.string() }),
  updatedAt: Timestamp,
});
export type ReviewItem = z.output<typeof ReviewItem>;

const tag = 'classes';

/** Teachers and classes (api.md "Teachers and classes"; spec/000 §3, §4; spec/001 §7 Users). */
export const classEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/teachers/classes',
    result: z.object({ classes: z.array(ClassView), joined: z.array(JoinedClass) }),
    tag,
    summary: 'The classes the caller teaches, and those they joined as a student',
  }),
  create: endpoint({
    method: 'POST',
    path: '/teachers/classes',
    body: CreateClassBody,
    result: ClassResult,
    status: 201,
    tag,
  }),
  get: endpoint({ method: 'GET', path: '/teachers/classes/:id', params: IdParams, result: ClassResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/teachers/classes/:id',
    params: IdParams,
    body: UpdateClassBody,
    result: ClassResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/teachers/classes/:id',
    params: IdParams,
    result: Success,
    tag,
  }),
  resetCode: endpoint({
    method: 'POST',
    path: '/teachers/classes/:id/code',
    params: IdParams,
    result: z.object({ code: z.string() }),
    tag,
    summary: 'A new class code; the old one stops working (and a disabled code is enabled again)',
  }),
  disableCode: endpoint({
    method: 'DELETE',
    path: '/teachers/classes/:id/code',
    params: IdParams,
    result: z.object({ code: z.null() }),
    tag,
    summary: 'Disables the class code: nobody can join until a new one is made',
  }),
  students: endpoint({
    method: 'GET',
    path: '/teachers/classes/:id/students',
    params: IdParams,
    result: z.object({ students: z.array(ClassStudent) }),
    tag,
  }),
  join: endpoint({
    method: 'POST',
    path: '/teachers/join',
    body: JoinClassBody,
    result: z.object({
      class: z.object({ id: z.number().int(), name: z.string() }),
      status: z.enum(CLASS_STUDENT_STATUSES),
    }),
    tag,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/teachers/classes/:id/students/:userName',
    params: StudentParams,
    body: StudentStatusBody,
    result: z.object({ student: ClassStudent }),
    tag,
  }),
  removeStudent: endpoint({
    method: 'DELETE',
    path: '/teachers/classes/:id/students/:userName',
    params: StudentParams,
    result: Success,
    tag,
    summary: 'The teacher removes a student, or a student leaves the class',
  }),
  makeStudent: endpoint({
    method: 'POST',
    path: '/teachers/classes/:id/students',
    params: IdParams,
    body: MakeStudentBody,
    result: z.object({ student: ClassStudent, loginCode: z.string() }),
    status: 201,
    tag,
  }),
  newLoginCode: endpoint({
    method: 'POST',
    path: '/teachers/classes/:id/students/:userName/loginCode',
    params: StudentParams,
    result: z.object({ loginCode: z.string() }),
    tag,
    summary: 'A new login code for a student the teacher made who has not set a password yet',
  }),
  loginWithCode: endpoint({
    method: 'POST',
    path: '/teachers/students/login',
    body: LoginCodeBody,
    result: LoginResult,
    tag,
    summary: 'A student without e-mail logs in with their printed login code (then sets a password)',
  }),
  question: endpoint({
    method: 'GET',
    path: '/teachers/classes/:id/question',
    params: IdParams,
    result: z.object({ question: z.object({ id: z.number().int(), text: z.string() }).nullable() }),
    tag,
  }),
  setQuestion: endpoint({
    method: 'PUT',
    path: '/teachers/classes/:id/question',
    params: IdParams,
    body: QuestionBody,
    result: z.object({ question: z.object({ id: z.number().int(), text: z.string() }).nullable() }),
    tag,
  }),
  answer: endpoint({
    method: 'PUT',
    path: '/teachers/classes/:id/answer',
    params: IdParams,
    body: AnswerBody,
    result: z.object({ userAnswer: z.string(), studentQuestionId: z.number().int() }),
    tag,
  }),
  studentBoards: endpoint({
    method: 'GET',
    path: '/teachers/classes/:id/students/:userName/projects',
    params: StudentParams,
    query: PageQuery,
    result: pageResult('projects', Board),
    tag,
    summary: "An approved student's boards, private ones too",
  }),
  review: endpoint({
    method: 'GET',
    path: '/teachers/classes/:id/review',
    params: IdParams,
    result: z.object({ sections: z.array(ReviewItem) }),
    tag,
    summary: "Sections of the approved students' boards waiting in Ready for Review",
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/teachers/classes/:id/review/:postID',
    params: ReviewParams,
    body: ClassReviewBody,
    result: z.object({ updatedPostStatus: z.enum(['Completed', 'Draft']) }),
    tag,
  }),
  chat: endpoint({
    method: 'POST',
    path: '/teachers/classes/:id/chat',
    params: IdParams,
    result: z.object({ conversationID: z.number().int() }),
    tag,
    summary: 'The class group chat, supervised by the teacher (made on first use)',
  }),
  district: endpoint({
    method: 'GET',
    path: '/teachers/district',
    result: z.object({ district: z.string().nullable() }),
    tag,
  }),
  setDistrict: endpoint({
    method: 'PUT',
    path: '/teachers/district',
    body: DistrictBody,
    result: z.object({ district: z.string() }),
    tag,
  }),
  checkDistrict: endpoint({
    method: 'POST',
    path: '/teachers/district/check',
    body: DistrictBody,
    result: z.object({ exists: z.boolean(), district: z.string(), teachers: z.number().int() }),
    tag,
  }),
} as const;
