import { eq } from 'drizzle-orm';
import { projectMembers, users } from '../src/db/schema/index.ts';
import { randomToken } from '../src/lib/hash.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { issuePair } from '../src/modules/auth/sessions.ts';
import {
  json,
  type Session,
  type SocketMessage,
  STRONG_PASSWORD,
  type TestApp,
  type TestSocket,
  uniqueName,
} from './helpers.ts';

/**
 * Database-level factories: the things a test needs to exist, made without the HTTP flows that
 * other tests are about. A user is a row (with the hash of STRONG_PASSWORD, so logging in works)
 * and a token pair issued as a login does; boards, sections, comments and conversations are made
 * through their API as their owner, so their rules (sanitising, counters, the board chat) hold.
 * Tests of signup, verification and login use the HTTP flow (signupAndVerify) instead.
 */

/** argon2 is slow on purpose: the hash of the one test password is made once per test file. */
let passwordHash: Promise<string> | undefined;

export interface UserSpec {
  userName?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** standard, student, teacher, parent, judge… (any type, also those no one may sign up as). */
  userType?: string;
  /** Platform roles (admin, curator…), carried in the token as after a fresh login. */
  roles?: string[];
  birthDate?: string;
  language?: string;
  receiveEmails?: boolean;
  settings?: Record<string, unknown>;
  phone?: string;
  /** false: an account that has not proved its address yet (its token is limited). Default true. */
  verified?: boolean;
}

/** A person who signed up and verified (by default), with a fresh session, as signupAndVerify gives. */
export async function makeUser(t: TestApp, spec: UserSpec = {}): Promise<Session> {
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const userName = spec.userName ?? uniqueName();
  const now = new Date();
  const verified = spec.verified !== false;
  const userType = spec.userType ?? 'standard';
  const [user] = await t.database.db
    .insert(users)
    .values({
      userName,
      email: spec.email ?? `${uniqueName('mail')}@example.org`,
      passwordHash: await passwordHash,
      firstName: spec.firstName ?? 'Test',
      lastName: spec.lastName ?? 'Maker',
      userType,
      roles: spec.roles ?? [],
      birthDate: spec.birthDate ?? '2000-01-01',
      receiveEmails: spec.receiveEmails ?? true,
      language: spec.language ?? 'en',
      phone: spec.phone ?? null,
      signupSource: 'makerboard',
      groupName: userType === 'teacher' ? 'teachers' : null,
      referralCode: randomToken(6),
      certifications: {
        ownWork: true,
        over12OrParent: true,
        parentPresent: true,
        positiveConduct: true,
        riskAcceptance: true,
        disclaimer: true,
      },
      settings: spec.settings ?? {},
      verifiedAt: verified ? now : null,
      lastVerifiedAt: verified ? now : null,
    })
    .returning();
  const pair = await issuePair(t.app.ctx, t.database.db, user!);
  return {
    userName,
    email: user!.email!,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    userId: user!.id,
    uuid: user!.uuid,
  };
}

/** Several people at once (each as makeUser). */
export function makeUsers(t: TestApp, count: number, spec: UserSpec = {}): Promise<Session[]> {
  return Promise.all(Array.from({ length: count }, () => makeUser(t, spec)));
}

/** Adds platform roles to a person and answers a fresh session whose token carries them. */
export async function withRoles(t: TestApp, person: Session, ...roles: string[]): Promise<Session> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
  const [user] = await t.database.db
    .update(users)
    .set({ roles: [...new Set([...row!.roles, ...roles])] })
    .where(eq(users.id, person.userId))
    .returning();
  const pair = await issuePair(t.app.ctx, t.database.db, user!);
  return { ...person, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

const categoryOf = new WeakMap<TestApp, Promise<number>>();

/** The first subcategory of the seeded tree: any board needs one. */
export function someCategory(t: TestApp): Promise<number> {
  let id = categoryOf.get(t);
  if (!id) {
    id = t.app
      .inject('/api/categories')
      .then((r) => json(r).result.categories[0].subCategories[0].id as number);
    categoryOf.set(t, id);
  }
  return id;
}

export type BoardRole = 'coowner' | 'projectAdmin' | 'contributor' | 'viewer' | (string & {});

export interface BoardSpec {
  title?: string;
  description?: string;
  isPrivate?: boolean;
  /** Section titles (each with a short body); one by default. */
  sections?: string[];
  /** People on the board's team, active at once (no invitation; the board chat is not joined). */
  members?: { user: Session; role: BoardRole }[];
  /** Any other field of the create body (api.md POST /projects). */
  body?: Record<string, unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: the board as the API answers it; tests read what they need.
export type Board = { id: number; title: string } & Record<string, any>;

/** A board made by its owner through POST /api/projects, with its team added directly. */
export async function makeBoard(t: TestApp, owner: Session, spec: BoardSpec = {}): Promise<Board> {
  const r = await t.call('POST', '/api/projects', owner.accessToken, {
    title: spec.title ?? 'Solar oven',
    description: spec.description ?? 'A box, foil and sunlight.',
    categories: [await someCategory(t)],
    sections: (spec.sections ?? ['Plan']).map((title) => ({ title, body: `<p>${title}</p>` })),
    isPrivate: spec.isPrivate ?? false,
    ...spec.body,
  });
  if (r.status !== 201) throw new Error(`board not created: ${r.body}`);
  const board = r.data.result.project as Board;
  for (const { user, role } of spec.members ?? []) await addMember(t, board.id, user, role);
  return board;
}

/** Puts a person on a board's team with a role, active (as after an accepted invitation). */
export async function addMember(t: TestApp, boardId: number, user: Session, role: BoardRole): Promise<void> {
  await t.database.db.insert(projectMembers).values({ projectId: boardId, userId: user.userId, role });
}

// biome-ignore lint/suspicious/noExplicitAny: as Board.
export type Section = { id: number; title: string } & Record<string, any>;

/** A section (post) added to a board by someone who may add one. */
export async function makeSection(
  t: TestApp,
  author: Session,
  boardId: number,
  fields: Record<string, unknown> = {},
): Promise<Section> {
  const r = await t.call('POST', '/api/posts', author.accessToken, {
    projectID: boardId,
    title: 'Test run',
    body: '<p>It works.</p>',
    ...fields,
  });
  if (r.status !== 201) throw new Error(`section not created: ${r.body}`);
  return r.data.result.post as Section;
}

// biome-ignore lint/suspicious/noExplicitAny: as Board.
export type Comment = { id: number } & Record<string, any>;

/** A comment on a board (or, with `fields`, on a section or as a reply). */
export async function makeComment(
  t: TestApp,
  author: Session,
  boardId: number,
  comment = 'Nice build!',
  fields: Record<string, unknown> = {},
): Promise<Comment> {
  const r = await t.call('POST', '/api/comments', author.accessToken, {
    projectID: boardId,
    comment,
    ...fields,
  });
  if (r.status !== 201) throw new Error(`comment not created: ${r.body}`);
  return r.data.result.comment as Comment;
}

// biome-ignore lint/suspicious/noExplicitAny: as Board.
export type Conversation = { id: number } & Record<string, any>;

/** A private conversation from one person to others, with a first message when given. */
export async function makeConversation(
  t: TestApp,
  from: Session,
  to: Session[],
  message?: string,
): Promise<Conversation> {
  const r = await t.call('POST', '/api/conversations', from.accessToken, {
    users: to.map((u) => u.userName),
    ...(message ? { message } : {}),
  });
  if (r.status >= 300) throw new Error(`conversation not created: ${r.body}`);
  return r.data.result.conversation as Conversation;
}

/**
 * A sentinel for "nothing arrived" on sockets: a public board of `author` that the sockets follow.
 * `fire()` comments on it (after the thing that must not arrive) and answers a matcher for that
 * comment's message: once a socket has it, anything sent to that socket earlier has arrived too
 * (TestSocket.before). The author's own comment notifies no one.
 */
export async function socketSentinel(t: TestApp, author: Session, ...sockets: TestSocket[]) {
  const board = await makeBoard(t, author, { title: 'Sentinel' });
  for (const socket of sockets) {
    const reply = await socket.subscribe('project', board.id);
    if (reply.ok !== true) throw new Error('the sentinel board could not be followed');
  }
  return {
    board,
    async fire(): Promise<(message: SocketMessage) => boolean> {
      const comment = await makeComment(t, author, board.id, 'Sentinel');
      return (message) => message.childType === 'comment' && message.childTypeID === comment.id;
    },
  };
}

/** A board's sections (posts) in order, as `viewer` (a visitor by default) sees them. */
export async function sectionsOf(t: TestApp, boardId: number, viewer?: Session): Promise<Section[]> {
  return (await t.call('GET', `/api/projects/${boardId}/posts`, viewer?.accessToken)).data.result
    .posts as Section[];
}
