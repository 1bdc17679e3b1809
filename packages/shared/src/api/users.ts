import { z } from 'zod';
import { EMAIL_FREQUENCIES, SOCIAL_PLATFORMS, USER_TYPES } from '../constants.ts';
import { LANGUAGES } from '../messages/index.ts';
import { PersonName } from '../rules/person-name.ts';
import { endpoint, Timestamp, UserNameParams } from './contract.ts';

const text = (max: number) => z.string().trim().max(max);

export const Handle = z.object({ platform: z.enum(SOCIAL_PLATFORMS), handle: text(200).min(1) });

/** What everyone may see of a user. Never the birth date, email or phone (quality.md, minors). */
export const PublicUser = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    userName: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userType: z.enum(USER_TYPES),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in user's own view of themselves. */
export const SelfUser = PublicUser.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  hasPassword: z.boolean(),
  hasPhone: z.boolean(),
  roles: z.array(z.string()),
  receiveEmails: z.boolean(),
  emailFrequency: z.enum(EMAIL_FREQUENCIES),
  language: z.enum(LANGUAGES),
  signUpSource: z.string().nullable(),
  group: z.string().nullable(),
  profile: z.object({
    occupation: z.string(),
    about: z.string(),
    skills: z.array(z.string()),
    interests: z.array(z.number().int()),
    tags: z.array(z.string()),
    badges: z.array(z.string()),
  }),
  handles: z.array(Handle),
  settings: z.record(z.string(), z.unknown()),
  isSignupComplete: z.boolean(),
  impersonatedBy: z.string().nullable(),
  createdAt: Timestamp,
});
export type SelfUser = z.infer<typeof SelfUser>;

/**
 * What a profile counts (api.md "People": projects, stories, contributions, following, followers,
 * pins). Boards that others may not see are counted only for the person themselves.
 */
export const ProfileCounts = z.object({
  projects: z.number().int(),
  stories: z.number().int(),
  discussions: z.number().int(),
  contributions: z.number().int(),
  following: z.number().int(),
  followers: z.number().int(),
  pins: z.number().int(),
});
export type ProfileCounts = z.infer<typeof ProfileCounts>;

/**
 * GET /users/{username}/profile: the person (their own view for themselves, else the public one),
 * the profile texts, handles and counts.
 */
export const ProfileResult = z.object({
  /** SelfUser first: a union keeps the first shape that fits, and the public one fits everyone. */
  user: z.union([SelfUser, PublicUser]),
  profile: z.object({
    occupation: z.string(),
    about: z.string(),
    skills: z.array(z.string()),
    interests: z.array(z.number().int()),
    badges: z.array(z.string()),
  }),
  handles: z.array(Handle),
  counts: ProfileCounts,
  isSelf: z.boolean(),
  memberSince: Timestamp,
  /**
   * For a signed-in viewer other than the person: whether they may start a private chat with them
   * (a minor and anyone else need a shared board, quality.md).
   */
  canMessage: z.boolean().optional(),
});
export type ProfileResult = z.infer<typeof ProfileResult>;

export const ProfileUpdateBody = z.object({
  firstName: PersonName.pipe(z.string().min(1)).optional(),
  lastName: PersonName.pipe(z.string().min(1)).optional(),
  occupation: text(120).optional(),
  about: text(2000).optional(),
  skills: z.array(text(60).min(1)).max(50).optional(),
  interests: z.array(z.number().int().positive()).max(100).optional(),
  handles: z.array(Handle).max(SOCIAL_PLATFORMS.length).optional(),
  userName: text(64).optional(),
  /**
   * The profile picture: the URL POST /uploads gave for one of the person's own images (it is
   * re-encoded there, its metadata dropped), or null to remove it (issue 16, item 3).
   */
  avatarUrl: z.string().max(2000).nullable().optional(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const SettingsBody = z.object({
  settings: z
    .object({
      language: z.enum(LANGUAGES).optional(),
      receiveEmails: z.boolean().optional(),
      /** How notification emails come when receiveEmails is on (docs/decisions.md). */
      emailFrequency: z.enum(EMAIL_FREQUENCIES).optional(),
      phone: z.string().trim().max(32).nullable().optional(),
    })
    .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((settings) => Object.keys(settings).every((key) => key.length <= 60), {
      message: 'setting names are at most 60 characters',
    }),
});

/**
 * The person's settings: the free client settings, with the account's language, email preference
 * and phone (for SMS login) over them.
 */
export const Settings = z
  .object({
    language: z.string(),
    receiveEmails: z.boolean(),
    emailFrequency: z.enum(EMAIL_FREQUENCIES),
    phone: z.string().nullable(),
  })
  .catchall(z.unknown());
export const SettingsResult = z.object({ settings: Settings });
export type Settings = z.infer<typeof Settings>;

/** DELETE /users/{username}: the person confirms with their password (an admin sends none). */
export const DeleteAccountBody = z.object({ password: z.string().max(512).optional() }).nullish();
export const DeletedAccountResult = z.object({ deleted: z.literal(true) });

export const UserTypeBody = z.object({ userType: z.enum(USER_TYPES) });
export const PublicUserResult = z.object({ user: PublicUser });

const tag = 'people';

/** Profiles and settings (spec/001 §7 Users; api.md "People"). */
export const userEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/users/:username/profile',
    params: UserNameParams,
    result: ProfileResult,
    tag,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/users/:username/profile',
    params: UserNameParams,
    body: ProfileUpdateBody,
    result: z.object({ user: SelfUser }),
    tag,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/users/:username',
    params: UserNameParams,
    body: DeleteAccountBody,
    result: DeletedAccountResult,
    tag,
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/users/:username/avatar',
    params: UserNameParams,
    query: z.object({ k: z.string().max(64).default('') }),
    result: null,
    produces: 'image/*',
    tag,
    summary:
      'The profile picture: a redirect to its signed URL, for whoever holds its link (`k`: a minor’s is shown only to their circle, staff and themselves)',
  }),
  settings: endpoint({ method: 'GET', path: '/users/settings', result: SettingsResult, tag }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/users/settings',
    body: SettingsBody,
    result: SettingsResult,
    tag,
  }),
  setUserType: endpoint({
    method: 'PUT',
    path: '/users/:username/userType',
    params: UserNameParams,
    body: UserTypeBody,
    result: PublicUserResult,
    tag,
  }),
};
