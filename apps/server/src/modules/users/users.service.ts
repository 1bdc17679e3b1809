import {
  INTEREST_SUBCATEGORIES_MIN,
  isLanguage,
  isValidUsername,
  type ProfileUpdateBody,
  USER_TYPES,
} from '@makerboard/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditLog, categories, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { normalisePhone } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { followsService } from '../social/follows.service.ts';
import { presentPublicUser, presentSelfUser } from './users.presenter.ts';
import { findUserById, findUserByPhone, findUserByUserName, uniqueViolation } from './users.repository.ts';

/** Profiles and settings (spec/001 §7 Users). */
export function usersService(ctx: AppContext) {
  const db = ctx.database.db;
  const follows = followsService(ctx);

  async function load(userName: string): Promise<UserRow> {
    const user = await findUserByUserName(db, userName);
    if (!user || user.disabledAt) throw new AppError(404, 'NOT_FOUND');
    return user;
  }

  async function checkInterests(ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    if (unique.length < INTEREST_SUBCATEGORIES_MIN) {
      throw new AppError(400, 'INTERESTS_MINIMUM', {}, [], { interests: 'INTERESTS_MINIMUM' });
    }
    const found = await db
      .select({ id: categories.id, parentId: categories.parentId, isPrivate: categories.isPrivate })
      .from(categories)
      .where(inArray(categories.id, unique));
    // Interests are subcategories (parentID not 0) that everyone may see.
    const valid = found.filter((c) => c.parentId !== 0 && !c.isPrivate);
    if (valid.length !== unique.length)
      throw new AppError(400, 'INTEREST_NOT_FOUND', {}, [], { interests: 'INTEREST_NOT_FOUND' });
  }

  return {
    /** GET /users/{username}/profile: public fields for everyone, own fields for oneself. */
    async profile(userName: string, viewerId: number | null) {
      const user = await load(userName);
      const self = viewerId === user.id;
      const profile = user.profile ?? {};
      return {
        user: self ? presentSelfUser(user) : presentPublicUser(user),
        profile: {
          occupation: profile.occupation ?? '',
          about: profile.about ?? '',
          skills: profile.skills ?? [],
          interests: profile.interests ?? [],
          badges: profile.badges ?? [],
        },
        handles: user.handles,
        counts: await follows.counts(user.id, self),
        isSelf: self,
        memberSince: user.createdAt.toISOString(),
      };
    },

    /** PUT /users/{username}/profile: names, occupation, about, skills, interests (3+ subcategories), handles, username. */
    async updateProfile(
      userName: string,
      actor: { userId: number; roles: string[] },
      body: ProfileUpdateBody,
    ) {
      const user = await load(userName);
      if (user.id !== actor.userId && !actor.roles.includes('admin')) throw new AppError(403, 'FORBIDDEN');
      if (body.firstName === '' || body.lastName === '') throw new AppError(400, 'NAMES_REQUIRED');
      if (body.interests) await checkInterests(body.interests);
      if (body.userName !== undefined && body.userName !== user.userName) {
        if (!isValidUsername(body.userName)) {
          throw new AppError(400, 'INVALID_USERNAME', {}, [], { userName: 'INVALID_USERNAME' });
        }
        const other = await findUserByUserName(db, body.userName);
        if (other && other.id !== user.id) throw new AppError(409, 'USERNAME_IN_USE');
      }
      const profile = { ...user.profile };
      if (body.occupation !== undefined) profile.occupation = body.occupation;
      if (body.about !== undefined) profile.about = body.about;
      if (body.skills !== undefined) profile.skills = [...new Set(body.skills)];
      if (body.interests !== undefined) profile.interests = [...new Set(body.interests)];
      try {
        const [row] = await db
          .update(users)
          .set({
            ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
            ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
            ...(body.userName !== undefined ? { userName: body.userName } : {}),
            ...(body.handles !== undefined ? { handles: body.handles } : {}),
            profile,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
        ctx.events.emit({ type: 'user', action: 'update', id: user.id, uuid: user.uuid });
        return { user: presentSelfUser(row!) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'USERNAME_IN_USE');
        throw error;
      }
    },

    async settings(userId: number) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      return {
        settings: {
          ...user.settings,
          language: user.language,
          receiveEmails: user.receiveEmails,
          emailFrequency: user.emailFrequency,
          phone: user.phone,
        },
      };
    },

    /** PUT /users/settings: language, email preference, phone (for SMS login) and free client settings. */
    async updateSettings(userId: number, input: Record<string, unknown>) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      const { language, receiveEmails, emailFrequency, phone, ...rest } = input;
      const patch: Partial<UserRow> = { settings: { ...user.settings, ...rest }, updatedAt: new Date() };
      if (language !== undefined && isLanguage(language)) patch.language = language;
      if (typeof receiveEmails === 'boolean') patch.receiveEmails = receiveEmails;
      if (emailFrequency === 'instant' || emailFrequency === 'daily' || emailFrequency === 'weekly')
        patch.emailFrequency = emailFrequency;
      if (phone !== undefined) {
        if (phone === null || phone === '') patch.phone = null;
        else {
          const normalised = normalisePhone(String(phone));
          if (!normalised) throw new AppError(400, 'INVALID_PHONE', {}, [], { phone: 'INVALID_PHONE' });
          const other = await findUserByPhone(db, normalised);
          if (other && other.id !== user.id) throw new AppError(409, 'PHONE_IN_USE');
          patch.phone = normalised;
        }
      }
      try {
        await db.update(users).set(patch).where(eq(users.id, user.id));
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'PHONE_IN_USE');
        throw error;
      }
      ctx.sessions.forget(user.id);
      return this.settings(userId);
    },

    /**
     * DELETE /users/{username}: the person (with their password) or an admin deletes the account.
     * Personal data goes at once; the row stays, renamed, so that others' threads keep their shape
     * (what they wrote shows without their name).
     */
    async deleteAccount(
      userName: string,
      actor: { userId: number; roles: string[]; impersonatorId: number | null },
      password?: string,
    ) {
      const user = await load(userName);
      const self = user.id === actor.userId;
      if (!self && !actor.roles.includes('admin')) throw new AppError(403, 'FORBIDDEN');
      if (actor.impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
      if (!self && user.roles.includes('admin')) throw new AppError(403, 'FORBIDDEN');
      if (self && !(await verifyPassword(user.passwordHash, password ?? '')))
        throw new AppError(400, 'INVALID_PASSWORD');
      const ended = await endAllSessions(ctx, db, user);
      await db
        .update(users)
        .set({
          userName: `deleted-${user.id}`,
          email: null,
          phone: null,
          passwordHash: null,
          firstName: '',
          lastName: '',
          birthDate: null,
          profile: {},
          handles: [],
          settings: {},
          utm: {},
          avatarUrl: null,
          oauthIssuer: null,
          oauthSubject: null,
          roles: [],
          disabledAt: new Date(),
          sessionEpoch: ended.sessionEpoch + 1,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await db
        .insert(auditLog)
        .values({ actorId: actor.userId, subjectId: user.id, action: 'account.delete' });
      ctx.sessions.forget(user.id);
      ctx.events.emit({ type: 'user', action: 'delete', id: user.id, uuid: user.uuid });
      // Every open tab of the person logs out (spec/000 §4: a logout message with their uuid).
      ctx.events.emit({ type: 'user', action: 'logout', id: user.id, uuid: user.uuid });
      return { deleted: true };
    },

    /** PUT /users/{username}/userType (admins). */
    async setUserType(userName: string, userType: string) {
      if (!(USER_TYPES as readonly string[]).includes(userType)) throw new AppError(400, 'INVALID_REQUEST');
      const user = await load(userName);
      const [row] = await db
        .update(users)
        .set({ userType, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: presentPublicUser(row!) };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
