import { z } from 'zod';
import { EMAIL_FREQUENCIES, SIGNUP_CERTIFICATIONS, SOCIAL_PLATFORMS, USER_TYPES } from '../constants.ts';
import { LANGUAGES } from '../messages/index.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { PASSWORD_MAX_LENGTH } from '../rules/password.ts';

const text = (max: number) => z.string().trim().max(max);
/** Any password-shaped string; the rules of spec/000 §5 run in the service with translated messages. */
const password = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);
const login = z.string().trim().min(1).max(EMAIL_MAX_LENGTH);

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
  createdAt: z.string(),
});
export type SelfUser = z.infer<typeof SelfUser>;

export const LoginResult = z.object({
  user: SelfUser,
  verified: z.boolean(),
  hasPassword: z.boolean(),
  accessToken: z.string(),
  refreshToken: z.string(),
  created: z.string(),
  lastVerified: z.string().nullable(),
  signupSource: z.string().nullable(),
  limited: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const CheckBody = z.object({ login });
export const CheckResult = z.object({
  user: z.object({ userName: z.string(), firstName: z.string() }).nullable(),
  hasPassword: z.boolean(),
  isVerified: z.boolean(),
  hasPhone: z.boolean(),
  isOAuth: z.boolean(),
});

export const SignupBody = z.object({
  email: text(EMAIL_MAX_LENGTH),
  userName: text(64),
  password,
  firstName: text(80).min(1),
  lastName: text(80).min(1),
  userType: z.enum(USER_TYPES).default('standard'),
  birthDate: z.string().max(10),
  receiveEmails: z.boolean().default(false),
  signupSource: text(64).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** The signup survey (spec/001 §5): every certification must be true. */
  certifications: z.partialRecord(z.enum(SIGNUP_CERTIFICATIONS), z.boolean()).default({}),
  utmSource: text(200).optional(),
  utmMedium: text(200).optional(),
  utmCampaign: text(200).optional(),
  utmTerm: text(200).optional(),
  utmContent: text(200).optional(),
  referralCode: text(64).optional(),
  teacherCode: text(64).optional(),
  numberOfStudents: z.number().int().min(1).max(100_000).optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const VerifyBody = z.object({
  username: text(254).optional(),
  code: text(400).min(1),
});
export const ResendCodeBody = z.object({ username: text(254).min(1) });

export const LoginBody = z
  .object({
    email: login.optional(),
    username: login.optional(),
    password,
    loginSource: text(64).optional(),
    doubleOptIn: z.boolean().optional(),
    redirect: text(2000).optional(),
  })
  .refine((body) => body.email || body.username, {
    message: 'email or username is required',
    path: ['email'],
  });

export const SmsLoginBody = z.object({
  phone: text(32).min(4),
  code: z.string().trim().max(12).optional(),
});
export const RefreshBody = z.object({ username: text(254).optional(), token: z.string().min(1).max(512) });
export const LogoutBody = z.object({ token: z.string().max(512).optional() }).default({});

export const ResetPasswordBody = z.object({
  email: text(EMAIL_MAX_LENGTH).min(1),
  code: z.string().trim().max(12).optional(),
  password: password.optional(),
});
export const ChangePasswordBody = z.object({
  username: text(64).optional(),
  password,
  oldPassword: password,
});
export const ChangeEmailBody = z.object({ email: text(EMAIL_MAX_LENGTH).min(1), password });
export const CreatePasswordBody = z.object({ password });
export const UniqueQuery = z.object({ field: z.enum(['email', 'userName']), value: text(EMAIL_MAX_LENGTH) });
export const TokenBody = z.object({ token: z.string().max(2048) });
export const AcceptInviteBody = z.object({
  token: z.string().max(2048),
  username: text(64),
  password,
  receiveEmails: z.boolean().default(false),
  firstName: text(80).optional(),
  lastName: text(80).optional(),
  birthDate: z.string().max(10).optional(),
});
export const InviteBody = z.object({
  email: text(EMAIL_MAX_LENGTH).min(1),
  projectID: z.coerce.number().int().min(0).optional(),
  message: text(1000).optional(),
});

export const ProfileUpdateBody = z.object({
  firstName: text(80).min(1).optional(),
  lastName: text(80).min(1).optional(),
  occupation: text(120).optional(),
  about: text(2000).optional(),
  skills: z.array(text(60).min(1)).max(50).optional(),
  interests: z.array(z.number().int().positive()).max(100).optional(),
  handles: z.array(Handle).max(SOCIAL_PLATFORMS.length).optional(),
  userName: text(64).optional(),
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
    .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
});

export const ContactBody = z.object({
  email: text(EMAIL_MAX_LENGTH),
  user_agent: text(500).optional(),
  referrer: text(2000).optional(),
  path: text(2000).optional(),
  subject: text(200).optional(),
  message: text(5000).optional(),
});

export const SignupTrackBody = z.object({
  utmSource: text(200).optional(),
  utmMedium: text(200).optional(),
  utmCampaign: text(200).optional(),
  utmTerm: text(200).optional(),
  utmContent: text(200).optional(),
  userId: z.number().int().optional(),
  action: text(100).optional(),
  signupMethod: text(100).optional(),
  path: text(2000).optional(),
  query: text(2000).optional(),
  userAgent: text(500).optional(),
  referrer: text(2000).optional(),
});
