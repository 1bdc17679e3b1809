import {
  isOldEnough,
  isValidEmail,
  isValidUsername,
  type Language,
  type LoginResult,
  type MessageKey,
  parseEngagement,
  type SignupBody,
} from '@makerboard/shared';
import { eq } from 'drizzle-orm';
import type { AppContext, AuthContext } from '../../context.ts';
import {
  auditLog,
  projectMembers,
  projects,
  refreshTokens,
  signupTracking,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/hash.ts';
import { render } from '../../mail/templates.ts';
import { normalisePhone } from '../users/phone.ts';
import { presentSelfUser } from '../users/users.presenter.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  findUserByUserName,
  uniqueViolation,
} from '../users/users.repository.ts';
import { consumeCode, issueCode } from './codes.ts';
import { createLinkToken, markLinkUsed, readLinkToken } from './link-tokens.ts';
import { burnPasswordCheck, checkPassword, hashPassword, verifyPassword } from './passwords.ts';
import { endAllSessions, loginResult, revokeFamily, rotate } from './sessions.ts';
import { assertSignupAnswers } from './signup-rules.ts';

function assertPassword(password: string, oldPassword?: string): void {
  const problems = checkPassword(password, oldPassword);
  if (problems.length > 0) {
    const [first, ...rest] = problems as [MessageKey, ...MessageKey[]];
    throw new AppError(400, first, {}, rest, { password: first });
  }
}

/** Who asks, for the calls that change one's own account. */
type Session = Pick<AuthContext, 'userId' | 'userName' | 'familyId' | 'impersonatorId'>;

/** An admin acting as someone may not change that person's credentials or impersonate further. */
function notImpersonating(session: Pick<AuthContext, 'impersonatorId'>): void {
  if (session.impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
}

function languageOf(user: UserRow, fallback: Language): Language {
  return user.language === 'de' || user.language === 'fr' || user.language === 'en'
    ? user.language
    : fallback;
}

/**
 * What signup needs of the classes module (issue 12): the class a code names (a 400 on the
 * `classCode` field otherwise), putting the new account in it as pending, and whether a typed
 * code names a class (a valid code has its own signup rate-limit bucket).
 */
export interface SignupClasses {
  classFor: (code: string) => Promise<{ id: number }>;
  enrol: (klass: { id: number }, userId: number) => Promise<void>;
  codeExists: (code: string) => Promise<string | null>;
}

/** Account rules (spec/000 §4 Session, §5; spec/001 §7 Users). Routes only parse and present. */
export function authService(ctx: AppContext, deps: { classes?: SignupClasses } = {}) {
  const db = ctx.database.db;
  const secret = ctx.config.jwtSecret;

  async function sendVerifyCode(user: UserRow, language: Language): Promise<void> {
    if (!user.email) return;
    const code = await issueCode(db, secret, user.id, 'verify');
    const mail = render('verifyCode', languageOf(user, language), {
      code,
      name: user.firstName || user.userName,
    });
    await ctx.mailer.send({ to: user.email, ...mail });
  }

  return {
    /** POST /users/check: the pre-auth check. */
    async check(login: string) {
      const phone = normalisePhone(login);
      const user =
        (await findUserByLogin(db, login)) ?? (phone ? await findUserByPhone(db, phone) : undefined);
      return {
        // Nothing but the public handle before a password or code is given: no names.
        user: user ? { userName: user.userName } : null,
        hasPassword: user?.passwordHash != null,
        isVerified: user?.verifiedAt != null,
        hasPhone: user?.phone != null,
        isOAuth: user?.oauthIssuer != null,
      };
    },

    /**
     * POST /users/signup: an unverified account with a limited token; a code goes out by email.
     * POST /users/signup/engagement passes the `trackingId` of the engagement that brought the
     * person (spec/001 §7): the same rules and answer, and the engagement is recorded once with
     * the account, in the same transaction (a signup tracking row with action `engagement`, and
     * `engagement` in users.utm), so a refused or repeated signup records nothing more.
     */
    async signup(body: SignupBody, language: Language, trackingId?: string): Promise<LoginResult> {
      const email = body.email.trim();
      if (!isValidEmail(email)) throw new AppError(400, 'INVALID_EMAIL', {}, [], { email: 'INVALID_EMAIL' });
      assertPassword(body.password);
      assertSignupAnswers(body);
      const existing = await findUserByEmail(db, email);
      if (existing) {
        // Users registered as one account type are blocked from registering as another (spec/000 §6).
        throw new AppError(
          409,
          existing.userType !== body.userType ? 'ACCOUNT_TYPE_CONFLICT' : 'EMAIL_IN_USE',
        );
      }
      if (await findUserByUserName(db, body.userName)) throw new AppError(409, 'USERNAME_IN_USE');
      // A class code joins the class as a pending student; one that names no class is refused first.
      const klass = body.classCode && deps.classes ? await deps.classes.classFor(body.classCode) : undefined;
      const passwordHash = await hashPassword(body.password);
      const utm: Record<string, string> = Object.fromEntries(
        (['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const)
          .filter((k) => body[k])
          .map((k) => [k, body[k] as string]),
      );
      const engagement = trackingId === undefined ? null : parseEngagement(trackingId);
      if (trackingId !== undefined && !engagement)
        throw new AppError(400, 'INVALID_REQUEST', {}, [], { trackingId: 'INVALID_REQUEST' });
      if (engagement) utm.engagement = trackingId!;
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              userName: body.userName.trim(),
              email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              userType: body.userType,
              birthDate: body.birthDate,
              receiveEmails: body.receiveEmails,
              language: body.language ?? language,
              signupSource: body.signupSource ?? 'makerboard',
              groupName:
                body.signupSource === 'TeacherCode' ? null : body.userType === 'teacher' ? 'teachers' : null,
              referralCode: randomToken(6),
              referredBy: body.referralCode ?? null,
              certifications: body.certifications as Record<string, boolean>,
              utm,
              settings: body.numberOfStudents ? { numberOfStudents: body.numberOfStudents } : {},
            })
            .returning();
          if (engagement) {
            await tx.insert(signupTracking).values({
              userId: row!.id,
              action: 'engagement',
              path: engagement.path,
              data: {
                trackingId: trackingId!,
                signupMethod: 'email',
                ...utm,
                ...(body.referralCode ? { referralCode: body.referralCode } : {}),
              },
            });
          }
          return row!;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw new AppError(409, 'EMAIL_IN_USE');
        if (constraint) throw new AppError(409, 'USERNAME_IN_USE');
        throw error;
      }
      if (klass && deps.classes) await deps.classes.enrol(klass, user.id);
      await sendVerifyCode(user, language);
      return loginResult(ctx, db, user, { limited: true });
    },

    /** POST /users/verify/resend: a fresh code for an unverified account (quietly nothing otherwise). */
    async resendCode(username: string, language: Language) {
      const user = await findUserByLogin(db, username);
      if (user && user.verifiedAt === null) await sendVerifyCode(user, language);
      return { sent: true as const };
    },

    /** POST /users/verify: `{username, code}`, or a token "username|code" in `code`. */
    async verify(username: string | undefined, code: string): Promise<LoginResult> {
      let login = username;
      let value = code;
      if (!login) {
        const index = code.indexOf('|');
        if (index <= 0) throw new AppError(400, 'INVALID_TOKEN');
        login = code.slice(0, index);
        value = code.slice(index + 1);
      }
      const user = await findUserByLogin(db, login);
      if (!user) throw new AppError(400, 'UNABLE_TO_VERIFY');
      if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
      await consumeCode(db, secret, user.id, 'verify', value);
      const now = new Date();
      const [verified] = await db
        .update(users)
        .set({ verifiedAt: user.verifiedAt ?? now, lastVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      // The teacher welcome e-mail (issue 12), once, when a teacher's account is first verified.
      if (user.verifiedAt === null && user.userType === 'teacher' && user.email) {
        const mail = render('teacherWelcome', languageOf(user, 'en'), {
          name: user.firstName || user.userName,
          link: `${ctx.config.publicUrl}/profile/${user.userName}/classes`,
        });
        await ctx.mailer.send({ to: user.email, ...mail });
      }
      return loginResult(ctx, db, verified!);
    },

    /** POST /users/login by email or username. An unverified account gets a limited token to verify with. */
    async login(loginName: string, password: string, language: Language): Promise<LoginResult> {
      const user = await findUserByLogin(db, loginName);
      if (!user) {
        await burnPasswordCheck(password);
        throw new AppError(401, 'UNABLE_TO_LOG_IN');
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(401, 'UNABLE_TO_LOG_IN');
      if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
      if (user.verifiedAt === null) {
        await sendVerifyCode(user, language);
        return loginResult(ctx, db, user, { limited: true });
      }
      const [row] = await db
        .update(users)
        .set({ lastVerifiedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return loginResult(ctx, db, row ?? user);
    },

    /** POST /users/login/sms: `{phone}` sends a code; `{phone, code}` logs in. */
    async smsLogin(phoneInput: string, code: string | undefined, language: Language) {
      const phone = normalisePhone(phoneInput);
      if (!phone) throw new AppError(400, 'INVALID_PHONE', {}, [], { phone: 'INVALID_PHONE' });
      const user = await findUserByPhone(db, phone);
      if (!code) {
        if (!user) throw new AppError(404, 'NO_PHONE');
        if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
        const sms = await issueCode(db, secret, user.id, 'sms');
        await ctx.sms.send({
          to: phone,
          text: render('loginCode', languageOf(user, language), { code: sms }).text,
        });
        return { sent: true as const };
      }
      if (!user) throw new AppError(401, 'UNABLE_TO_LOG_IN');
      if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
      await consumeCode(db, secret, user.id, 'sms', code);
      const now = new Date();
      const [row] = await db
        .update(users)
        .set({ verifiedAt: user.verifiedAt ?? now, lastVerifiedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      return loginResult(ctx, db, row!);
    },

    refresh: (token: string, username?: string) => rotate(ctx, db, token, username),

    /** POST /users/logout: ends this session (the access token's family and/or the given refresh token's). */
    async logout(familyId: string | null, refreshToken: string | undefined, userId: number | null) {
      if (familyId) await revokeFamily(db, familyId);
      if (refreshToken) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
        if (row) {
          await revokeFamily(db, row.familyId);
          ctx.sessions.forget(row.userId);
        }
      }
      if (userId) ctx.sessions.forget(userId);
      return { success: true as const };
    },

    async current(userId: number, impersonatorId: number | null) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      const impersonator = impersonatorId ? await findUserById(db, impersonatorId) : undefined;
      return { user: presentSelfUser(user, impersonator?.userName ?? null), referralCode: user.referralCode };
    },

    /** POST /users/password/reset: `{email}` sends a code; `{email, code, password}` sets the password. */
    async resetPassword(
      email: string,
      code: string | undefined,
      password: string | undefined,
      language: Language,
    ) {
      if (!isValidEmail(email.trim()))
        throw new AppError(400, 'INVALID_EMAIL', {}, [], { email: 'INVALID_EMAIL' });
      const user = await findUserByEmail(db, email);
      if (!code) {
        // The same answer whether or not the address has an account.
        if (user && !user.disabledAt && user.email) {
          const sent = await issueCode(db, secret, user.id, 'reset');
          const mail = render('resetCode', languageOf(user, language), {
            code: sent,
            name: user.firstName || user.userName,
          });
          await ctx.mailer.send({ to: user.email, ...mail });
        }
        return { sent: true as const };
      }
      if (!password) throw new AppError(400, 'INVALID_PASSWORD', {}, [], { password: 'INVALID_PASSWORD' });
      if (!user) throw new AppError(400, 'INVALID_CODE');
      assertPassword(password);
      await consumeCode(db, secret, user.id, 'reset', code);
      const now = new Date();
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          verifiedAt: user.verifiedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      const ended = await endAllSessions(ctx, db, (await findUserById(db, user.id))!);
      // Sessions elsewhere end now: their tabs hear it on the socket.
      ctx.events.emit({ type: 'user', action: 'logout', id: user.id, uuid: user.uuid });
      return loginResult(ctx, db, ended);
    },

    /**
     * PUT /users/changePassword: old password required; every other session ends, and its open tabs
     * hear it on the socket (spec/000 §4), except those of the asking session (its family); a new
     * pair is returned. A `username` naming someone else is refused.
     */
    async changePassword(
      session: Session,
      input: { username?: string | undefined; password: string; oldPassword: string },
    ) {
      notImpersonating(session);
      const { username, password, oldPassword } = input;
      if (username && username.toLowerCase() !== session.userName.toLowerCase())
        throw new AppError(403, 'FORBIDDEN');
      const familyId = session.familyId ?? null;
      const user = await findUserById(db, session.userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      if (!(await verifyPassword(user.passwordHash, oldPassword)))
        throw new AppError(400, 'UNABLE_TO_UPDATE_PASSWORD');
      assertPassword(password, oldPassword);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      const ended = await endAllSessions(ctx, db, (await findUserById(db, user.id))!);
      const result = await loginResult(ctx, db, ended);
      ctx.events.emit({
        type: 'user',
        action: 'logout',
        id: user.id,
        uuid: user.uuid,
        exceptFamily: familyId ?? undefined,
      });
      return result;
    },

    /** PUT /users/changeEmail: password required; the old address is told. */
    async changeEmail(session: Session, emailInput: string, password: string, language: Language) {
      notImpersonating(session);
      const email = emailInput.trim();
      const user = await findUserById(db, session.userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      if (!isValidEmail(email)) throw new AppError(400, 'INVALID_EMAIL', {}, [], { email: 'INVALID_EMAIL' });
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(400, 'INVALID_PASSWORD');
      const other = await findUserByEmail(db, email);
      if (other && other.id !== user.id) throw new AppError(409, 'EMAIL_ALREADY_IN_USE');
      try {
        const [row] = await db
          .update(users)
          .set({ email, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (user.email && user.email.toLowerCase() !== email.toLowerCase()) {
          const mail = render('emailChanged', languageOf(user, language), {
            name: user.firstName || user.userName,
            email,
          });
          await ctx.mailer.send({ to: user.email, ...mail });
        }
        return { user: presentSelfUser(row!) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'EMAIL_ALREADY_IN_USE');
        throw error;
      }
    },

    /** POST /users/createPassword: for accounts made without one (invitations, social logins). */
    async createPassword(session: Session, password: string) {
      notImpersonating(session);
      const user = await findUserById(db, session.userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      if (user.passwordHash) throw new AppError(409, 'HAS_PASSWORD');
      assertPassword(password);
      const [row] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: presentSelfUser(row!) };
    },

    async unique(field: 'email' | 'userName', value: string) {
      const found =
        field === 'email' ? await findUserByEmail(db, value) : await findUserByUserName(db, value);
      return { unique: !found };
    },

    /** POST /users/invite: emails a three-part invitation link to someone without an account. */
    async invite(
      inviterId: number,
      emailInput: string,
      projectID: number | undefined,
      message: string | undefined,
    ) {
      const email = emailInput.trim();
      if (!isValidEmail(email)) throw new AppError(400, 'INVALID_EMAIL', {}, [], { email: 'INVALID_EMAIL' });
      if (await findUserByEmail(db, email)) throw new AppError(409, 'EMAIL_IN_USE');
      const inviter = (await findUserById(db, inviterId))!;
      const { token, row } = await createLinkToken(db, 'invite', {
        email,
        data: { projectID: projectID ?? 0 },
        createdBy: inviterId,
      });
      const link = `${ctx.config.publicUrl}/join?token=${encodeURIComponent(token)}`;
      const mail = render('invite', languageOf(inviter, 'en'), {
        inviter: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.userName,
        link,
        message: message ?? '',
      });
      await ctx.mailer.send({ to: email, ...mail });
      return { invite: { email, expiresAt: row.expiresAt.toISOString() } };
    },

    /** POST /users/acceptInvite: makes the invited account (the link proved the address). */
    async acceptInvite(
      input: {
        token: string;
        username: string;
        password: string;
        receiveEmails: boolean;
        firstName?: string | undefined;
        lastName?: string | undefined;
        birthDate?: string | undefined;
      },
      language: Language,
    ) {
      const invite = await readLinkToken(db, input.token, 'invite');
      if (!isValidUsername(input.username)) {
        throw new AppError(400, 'INVALID_USERNAME', {}, [], { username: 'INVALID_USERNAME' });
      }
      assertPassword(input.password);
      if (input.birthDate && !isOldEnough(input.birthDate)) throw new AppError(400, 'MINIMUM_AGE');
      if (await findUserByUserName(db, input.username)) throw new AppError(409, 'USERNAME_IN_USE');
      if (invite.email && (await findUserByEmail(db, invite.email))) throw new AppError(409, 'EMAIL_IN_USE');
      const passwordHash = await hashPassword(input.password);
      const result = await db
        .transaction(async (tx) => {
          if (!(await markLinkUsed(tx, invite.id))) throw new AppError(409, 'INVITE_ALREADY_ACCEPTED');
          const now = new Date();
          const [user] = await tx
            .insert(users)
            .values({
              userName: input.username.trim(),
              email: invite.email,
              passwordHash,
              firstName: input.firstName ?? '',
              lastName: input.lastName ?? '',
              birthDate: input.birthDate ?? null,
              receiveEmails: input.receiveEmails,
              language,
              signupSource: 'invite',
              referralCode: randomToken(6),
              verifiedAt: now,
              lastVerifiedAt: now,
            })
            .returning();
          // A board invitation to this address makes the new account a member (issue 4).
          const boardID = Number(invite.data.projectID ?? 0);
          const [board] =
            boardID > 0 && typeof invite.data.role === 'string'
              ? await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, boardID))
              : [];
          if (board && typeof invite.data.role === 'string') {
            await tx
              .insert(projectMembers)
              .values({
                projectId: boardID,
                userId: user!.id,
                role: invite.data.role,
                customRole: (invite.data.customRole as string | null) ?? null,
                invitedByUserRole: (invite.data.invitedByUserRole as string | null) ?? null,
                invitedBy: invite.createdBy,
                status: 'active',
              })
              .onConflictDoNothing();
          }
          return loginResult(ctx, tx, user!);
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error)) throw new AppError(409, 'USERNAME_IN_USE');
          throw error;
        });
      const projectID = Number(invite.data.projectID ?? 0);
      return { ...result, redirect: projectID > 0 ? `/project/${projectID}` : '/home' };
    },

    /** Admin: a limited-login or last-verified link for a user. */
    async createUserLink(creatorId: number, user: UserRow, kind: 'limited' | 'lastVerified') {
      const { token, row } = await createLinkToken(db, kind, { userId: user.id, createdBy: creatorId });
      return { token, expiresAt: row.expiresAt.toISOString() };
    },

    /** POST /users/limitedLogin: a limited session from a link (spec/001 §4: auto-logout skipped). */
    async limitedLogin(token: string): Promise<LoginResult> {
      const link = await readLinkToken(db, token, 'limited');
      const user = link.userId ? await findUserById(db, link.userId) : undefined;
      if (!user || user.disabledAt) throw new AppError(400, 'INVALID_TOKEN');
      return loginResult(ctx, db, user, { limited: true });
    },

    /** POST /users/checkLastVerified. */
    async checkLastVerified(token: string) {
      const link = await readLinkToken(db, token, 'lastVerified');
      const user = link.userId ? await findUserById(db, link.userId) : undefined;
      if (!user) throw new AppError(400, 'INVALID_TOKEN');
      return { isVerified: user.verifiedAt !== null };
    },

    /** POST /admin/impersonate/{username}: admins only, not while impersonating, never another admin, audited. */
    async impersonate(session: Session, target: UserRow): Promise<LoginResult> {
      notImpersonating(session);
      const admin = await findUserById(db, session.userId);
      if (!admin) throw new AppError(401, 'UNAUTHORIZED');
      if (target.roles.includes('admin')) throw new AppError(403, 'CANNOT_IMPERSONATE_ADMIN');
      await db
        .insert(auditLog)
        .values({ actorId: admin.id, subjectId: target.id, action: 'impersonate.start' });
      return loginResult(ctx, db, target, { impersonator: admin });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
