import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  hasAdminTypeRole,
  INTEREST_SUBCATEGORIES_MIN,
  isLanguage,
  isValidUsername,
  type ProfileCounts,
  type ProfileUpdateBody,
  USER_TYPES,
} from '@makerboard/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditLog, categories, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { isMinor } from './minors.ts';
import { normalisePhone } from './phone.ts';
import { presentProfile, presentPublicUser, presentSelfUser } from './users.presenter.ts';
import { findUserById, findUserByPhone, findUserByUserName, uniqueViolation } from './users.repository.ts';

/** What people need of the media module: their own uploaded picture and its URL. */
export interface UserImages {
  ownedImage: (url: string, ownerId: number) => Promise<number | null>;
  urls: (uploadIds: number[], variant?: 'original' | 'thumb') => Promise<Map<number, string>>;
}

/**
 * Whether two people are in each other's circle: they share a board or a class (a teacher and
 * their approved students, classmates). A minor's whole surname is shown only inside it.
 */
export type UserCircle = (a: number, b: number) => Promise<boolean>;

/** What a profile needs of the social module: how many boards, contributions and follows it counts. */
export interface UserFollows {
  counts: (userId: number, self: boolean) => Promise<ProfileCounts>;
}

/**
 * What users need of the auth module: the password check, and ending every session of an account
 * that is deleted (its tokens must die with it).
 */
export interface UserCredentials {
  verifyPassword: (passwordHash: string | null, password: string) => Promise<boolean>;
  endAllSessions: (user: UserRow) => Promise<UserRow>;
}

/** How many free client settings a person may keep (each value at most 500 characters). */
export const SETTINGS_MAX_KEYS = 50;

/** Profiles and settings (spec/001 §7 Users). People come resolved by the `user` object rule. */
export function usersService(
  ctx: AppContext,
  deps: { follows: UserFollows; credentials: UserCredentials; circle?: UserCircle; images?: UserImages },
) {
  const db = ctx.database.db;
  const { follows, credentials, circle } = deps;

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

  /** Whether the viewer is a minor: the inbox's child-safe rule reads both people's age. */
  async function viewerIsMinor(viewerId: number): Promise<boolean> {
    const [me] = await db
      .select({ birthDate: users.birthDate, userType: users.userType })
      .from(users)
      .where(eq(users.id, viewerId));
    return me !== undefined && isMinor(me);
  }

  return {
    /**
     * GET /users/{username}/profile: public fields for everyone, own fields for oneself; a minor's
     * whole surname for staff and their circle only (issue 12 item 4).
     */
    async profile(user: UserRow, viewer: Viewer) {
      const self = viewer.userId === user.id;
      // Whether the two share a board or a class: read once, and only when it decides something.
      let shared: Promise<boolean> | undefined;
      const inCircleOf = (viewerId: number) =>
        (shared ??= circle ? circle(viewerId, user.id) : Promise.resolve(false));
      const inCircle =
        !self &&
        viewer.userId !== null &&
        isMinor(user) &&
        (hasAdminTypeRole(viewer.roles as string[]) || (await inCircleOf(viewer.userId)));
      // Whether the viewer may write to this person privately (the child-safe rule of the inbox:
      // a minor and anyone else need a shared board), so the inbox can say so before typing. The
      // viewer's own age matters only when this person is an adult.
      let canMessage: boolean | undefined;
      if (!self && viewer.userId !== null) {
        const minor = isMinor(user) || (await viewerIsMinor(viewer.userId));
        canMessage = !minor || (await inCircleOf(viewer.userId));
      }
      return presentProfile(user, self, await follows.counts(user.id, self), inCircle, canMessage);
    },

    /** PUT /users/{username}/profile: names, occupation, about, skills, interests (3+ subcategories), handles, username. */
    async updateProfile(user: UserRow, body: ProfileUpdateBody) {
      if (body.firstName === '' || body.lastName === '') throw new AppError(400, 'NAMES_REQUIRED');
      if (body.interests) await checkInterests(body.interests);
      if (body.userName !== undefined && body.userName !== user.userName) {
        if (!isValidUsername(body.userName)) {
          throw new AppError(400, 'INVALID_USERNAME', {}, [], { userName: 'INVALID_USERNAME' });
        }
        const other = await findUserByUserName(db, body.userName);
        if (other && other.id !== user.id) throw new AppError(409, 'USERNAME_IN_USE');
      }
      let avatar: { avatarUploadId: number | null; avatarKey: string | null; avatarUrl: null } | undefined;
      if (body.avatarUrl !== undefined) {
        const own =
          body.avatarUrl === null ? null : ((await deps.images?.ownedImage(body.avatarUrl, user.id)) ?? 0);
        if (own === 0) throw new AppError(400, 'AVATAR_NOT_FOUND', {}, [], { avatarUrl: 'AVATAR_NOT_FOUND' });
        avatar = {
          avatarUploadId: own,
          avatarKey: own ? randomBytes(12).toString('base64url') : null,
          avatarUrl: null,
        };
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
            ...avatar,
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

    /**
     * GET /users/{username}/avatar?k=: where the picture is (its signed 480 px URL), for whoever holds
     * its link: the key is random and new with each picture, and a minor's link is only shown to
     * their circle, staff and themselves (users.presenter `avatarOf`). A wrong key is a 404.
     */
    async avatar(user: UserRow, key: string): Promise<string> {
      if (!user.avatarUploadId || !user.avatarKey || !deps.images) throw new AppError(404, 'NOT_FOUND');
      const expected = Buffer.from(user.avatarKey);
      const given = Buffer.from(key);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new AppError(404, 'NOT_FOUND');
      const url = (await deps.images.urls([user.avatarUploadId], 'thumb')).get(user.avatarUploadId);
      if (!url) throw new AppError(404, 'NOT_FOUND');
      return url;
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
    async updateSettings(userId: number, input: Record<string, unknown>, impersonating = false) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      const { language, receiveEmails, emailFrequency, phone, ...rest } = input;
      // A phone is a way into the account (SMS login): while impersonating it stays the person's.
      if (impersonating && phone !== undefined) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
      // Free client settings are a few flags: a key set to null goes, and there are at most 50.
      const settings: Record<string, unknown> = { ...user.settings };
      for (const [key, value] of Object.entries(rest)) {
        if (value === null) delete settings[key];
        else settings[key] = value;
      }
      if (Object.keys(settings).length > SETTINGS_MAX_KEYS)
        throw new AppError(400, 'SETTINGS_LIMIT', { max: SETTINGS_MAX_KEYS });
      const patch: Partial<UserRow> = { settings, updatedAt: new Date() };
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
      user: UserRow,
      actor: { userId: number; impersonatorId: number | null },
      password?: string,
    ) {
      const self = user.id === actor.userId;
      if (actor.impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
      // Admins may delete accounts (the `self` rule lets them in), but never another admin's.
      if (!self && user.roles.includes('admin')) throw new AppError(403, 'FORBIDDEN');
      if (self && !(await credentials.verifyPassword(user.passwordHash, password ?? '')))
        throw new AppError(400, 'INVALID_PASSWORD');
      const ended = await credentials.endAllSessions(user);
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
      return { deleted: true as const };
    },

    /** PUT /users/{username}/userType (admins). */
    async setUserType(user: UserRow, userType: string) {
      if (!(USER_TYPES as readonly string[]).includes(userType)) throw new AppError(400, 'INVALID_REQUEST');
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
