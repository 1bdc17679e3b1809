import {
  isLanguage,
  type ProfileCounts,
  type ProfileResult,
  type PublicUser,
  type SelfUser,
  USER_TYPES,
  type UserType,
} from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index.ts';
import { isMinor, shownLastName } from './minors.ts';

const userType = (value: string): UserType =>
  (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : 'standard';

/** Handles are stored as they were checked on the way in (ProfileUpdateBody). */
const handlesOf = (row: UserRow) => row.handles as SelfUser['handles'];

/**
 * The columns `presentPublicUser` reads (and `disabledAt`, which hides an author), as one JSON
 * object of the row aliased `u` with the columns' names: `rowFromJson(users, …)` decodes it. One
 * statement can then carry the people of a list beside the list (issue 15).
 */
export const publicUserJson = sql.raw(
  `json_build_object(${[
    'id',
    'uuid',
    'user_name',
    'first_name',
    'last_name',
    'user_type',
    'birth_date',
    'avatar_upload_id',
    'avatar_key',
    'avatar_url',
    'disabled_at',
  ]
    .map((column) => `'${column}', u.${column}`)
    .join(', ')})`,
);

/**
 * What anyone may see of a person: never birth date, email or phone (quality.md, minors), and a
 * minor's surname only as its initial unless `whole` (the viewer is in their circle; minors.ts).
 */
export function presentPublicUser(row: UserRow, whole = false): PublicUser {
  const lastName = whole ? row.lastName : shownLastName(row);
  return {
    id: row.id,
    uuid: row.uuid,
    userName: row.userName,
    fullName: `${row.firstName} ${lastName}`.trim() || row.userName,
    firstName: row.firstName,
    lastName,
    userType: userType(row.userType),
    avatarUrl: avatarOf(row, whole),
  };
}

/**
 * Where a person's picture is read: their upload through GET /users/{username}/avatar with the
 * picture's random key (the link is the permission, as for files), a minor's only for those who
 * read their whole name; else the link they had; else none.
 */
export function avatarOf(
  row: Pick<UserRow, 'avatarUploadId' | 'avatarKey' | 'avatarUrl' | 'userName' | 'birthDate' | 'userType'>,
  whole: boolean,
): string | null {
  if (!row.avatarUploadId || !row.avatarKey) return row.avatarUrl;
  if (!whole && isMinor(row)) return null;
  return `/api/users/${encodeURIComponent(row.userName)}/avatar?k=${row.avatarKey}`;
}

/** The signed-in person's own view. */
export function presentSelfUser(row: UserRow, impersonatedBy: string | null = null): SelfUser {
  const profile = row.profile ?? {};
  // Assigned onto the public part rather than spread into a new object: fields added after a
  // spread are V8's slow path (22 µs a call on every GET /users/current; 2 µs this way).
  return Object.assign(presentPublicUser(row, true), {
    email: row.email,
    phone: row.phone,
    verified: row.verifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    hasPhone: row.phone !== null,
    roles: row.roles,
    receiveEmails: row.receiveEmails,
    emailFrequency: row.emailFrequency,
    language: isLanguage(row.language) ? row.language : 'en',
    signUpSource: row.signupSource,
    group: row.groupName,
    profile: {
      occupation: profile.occupation ?? '',
      about: profile.about ?? '',
      skills: profile.skills ?? [],
      interests: profile.interests ?? [],
      tags: profile.tags ?? [],
      badges: profile.badges ?? [],
    },
    handles: handlesOf(row),
    settings: row.settings ?? {},
    isSignupComplete: row.verifiedAt !== null && row.firstName !== '' && row.lastName !== '',
    impersonatedBy,
    createdAt: row.createdAt.toISOString(),
  });
}

/**
 * A profile page: the person as the viewer may see them (`inCircle`: a minor's whole surname), the
 * profile texts, handles and counts.
 */
export function presentProfile(
  row: UserRow,
  self: boolean,
  counts: ProfileCounts,
  inCircle = false,
  canMessage?: boolean,
): ProfileResult {
  const profile = row.profile ?? {};
  return {
    user: self ? presentSelfUser(row) : presentPublicUser(row, inCircle),
    profile: {
      occupation: profile.occupation ?? '',
      about: profile.about ?? '',
      skills: profile.skills ?? [],
      interests: profile.interests ?? [],
      badges: profile.badges ?? [],
    },
    handles: handlesOf(row),
    counts,
    isSelf: self,
    memberSince: row.createdAt.toISOString(),
    ...(canMessage === undefined ? {} : { canMessage }),
  };
}
