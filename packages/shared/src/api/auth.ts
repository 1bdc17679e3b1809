import { z } from 'zod';
import { SIGNUP_CERTIFICATIONS, USER_TYPES } from '../constants.ts';
import { LANGUAGES } from '../messages/index.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { ENGAGEMENT_MAX_LENGTH, isEngagementId } from '../rules/engagement.ts';
import { PASSWORD_MAX_LENGTH } from '../rules/password.ts';
import { PersonName } from '../rules/person-name.ts';
import { endpoint, Success, Timestamp } from './contract.ts';
import { SelfUser } from './users.ts';

const text = (max: number) => z.string().trim().max(max);
/** Any password-shaped string; the rules of spec/000 §5 run in the service with translated messages. */
const password = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);
const login = z.string().trim().min(1).max(EMAIL_MAX_LENGTH);

/**
 * The login result of api.md: the person, and the token pair (also sent in the `authorization`
 * and `refresh-token` headers). `limited` is there only for a limited session (an unverified
 * signup, a limited-login link), which may verify and read itself but nothing more.
 */
export const LoginResult = z.object({
  user: SelfUser,
  verified: z.boolean(),
  hasPassword: z.boolean(),
  accessToken: z.string(),
  refreshToken: z.string(),
  created: Timestamp,
  lastVerified: Timestamp.nullable(),
  signupSource: z.string().nullable(),
  limited: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** Calls that send a code (by email or SMS) answer this, whether or not the account exists. */
export const SentResult = z.object({ sent: z.literal(true) });

export const CheckBody = z.object({ login });
export const CheckResult = z.object({
  // Only the public handle: the check runs before anyone has proved who they are (no names).
  user: z.object({ userName: z.string() }).nullable(),
  hasPassword: z.boolean(),
  isVerified: z.boolean(),
  hasPhone: z.boolean(),
  isOAuth: z.boolean(),
});
export type CheckResult = z.infer<typeof CheckResult>;

export const SignupBody = z.object({
  email: text(EMAIL_MAX_LENGTH),
  userName: text(64),
  password,
  firstName: PersonName.pipe(z.string().min(1)),
  lastName: PersonName.pipe(z.string().min(1)),
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
  /** A class code: the new account joins that class as a pending student (docs/classes.md). */
  classCode: text(32).optional(),
  numberOfStudents: z.number().int().min(1).max(100_000).optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/**
 * POST /users/signup/engagement (spec/001 §7 "create account from engagement"): the signup body
 * and the engagement that brought the person: `booth:{username}`, `resource:{id}`, `poll:{id}`,
 * `campaign:{id}` or a campaign's bare id (rules/engagement.ts). `utmSource` and `referralCode`
 * are signup's own fields.
 */
export const SignupEngagementBody = SignupBody.extend({
  trackingId: z.string().trim().min(1).max(ENGAGEMENT_MAX_LENGTH).refine(isEngagementId, {
    message: 'not a tracking id (booth:{username}, resource:{id}, poll:{id}, campaign:{id})',
  }),
});
export type SignupEngagementBody = z.infer<typeof SignupEngagementBody>;

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
/** `{phone}` sends a code; `{phone, code}` logs in. */
export const SmsLoginResult = z.union([LoginResult, SentResult]);

export const RefreshBody = z.object({ username: text(254).optional(), token: z.string().min(1).max(512) });
export const LogoutBody = z.object({ token: z.string().max(512).optional() }).default({});

/** GET /users/current: the person, with the referral code they may share. */
export const CurrentUserResult = z.object({ user: SelfUser, referralCode: z.string() });

export const ResetPasswordBody = z.object({
  email: text(EMAIL_MAX_LENGTH).min(1),
  code: z.string().trim().max(12).optional(),
  password: password.optional(),
});
/** `{email}` sends a code; `{email, code, password}` sets the password and logs in. */
export const ResetPasswordResult = z.union([LoginResult, SentResult]);

export const ChangePasswordBody = z.object({
  username: text(64).optional(),
  password,
  oldPassword: password,
});
export const ChangeEmailBody = z.object({ email: text(EMAIL_MAX_LENGTH).min(1), password });
export const CreatePasswordBody = z.object({ password });
/** Calls that change the person's own account answer the person as they now are. */
export const SelfUserResult = z.object({ user: SelfUser });

export const UniqueQuery = z.object({ field: z.enum(['email', 'userName']), value: text(EMAIL_MAX_LENGTH) });
export const UniqueResult = z.object({ unique: z.boolean() });

export const TokenBody = z.object({ token: z.string().max(2048) });
export const AcceptInviteBody = z.object({
  token: z.string().max(2048),
  username: text(64),
  password,
  receiveEmails: z.boolean().default(false),
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
  birthDate: z.string().max(10).optional(),
});
export type AcceptInviteBody = z.input<typeof AcceptInviteBody>;
/** The new account's login result, and where the web app goes next (the invited board, or home). */
export const AcceptInviteResult = LoginResult.extend({ redirect: z.string() });

export const InviteBody = z.object({
  email: text(EMAIL_MAX_LENGTH).min(1),
  projectID: z.coerce.number().int().min(0).optional(),
  message: text(1000).optional(),
});
export const InviteResult = z.object({ invite: z.object({ email: z.string(), expiresAt: Timestamp }) });

export const LastVerifiedResult = z.object({ isVerified: z.boolean() });

const tag = 'accounts';

/** Accounts and sessions (spec/000 §4 Session; spec/001 §7 Users; api.md "Accounts"). */
export const authEndpoints = {
  check: endpoint({ method: 'POST', path: '/users/check', body: CheckBody, result: CheckResult, tag }),
  signup: endpoint({
    method: 'POST',
    path: '/users/signup',
    body: SignupBody,
    result: LoginResult,
    status: 201,
    tag,
  }),
  /** The same rules, errors and answer as signup; the engagement is recorded with the account. */
  signupEngagement: endpoint({
    method: 'POST',
    path: '/users/signup/engagement',
    body: SignupEngagementBody,
    result: LoginResult,
    status: 201,
    tag,
  }),
  verify: endpoint({ method: 'POST', path: '/users/verify', body: VerifyBody, result: LoginResult, tag }),
  resendCode: endpoint({
    method: 'POST',
    path: '/users/verify/resend',
    body: ResendCodeBody,
    result: SentResult,
    tag,
  }),
  login: endpoint({ method: 'POST', path: '/users/login', body: LoginBody, result: LoginResult, tag }),
  smsLogin: endpoint({
    method: 'POST',
    path: '/users/login/sms',
    body: SmsLoginBody,
    result: SmsLoginResult,
    tag,
  }),
  refresh: endpoint({ method: 'POST', path: '/users/refresh', body: RefreshBody, result: LoginResult, tag }),
  /** Answers with or without a body (api.md: a route may be called with none). */
  logout: endpoint({
    method: 'POST',
    path: '/users/logout',
    body: LogoutBody.nullish(),
    result: Success,
    tag,
  }),
  current: endpoint({ method: 'GET', path: '/users/current', result: CurrentUserResult, tag }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/password/reset',
    body: ResetPasswordBody,
    result: ResetPasswordResult,
    tag,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/users/changePassword',
    body: ChangePasswordBody,
    result: LoginResult,
    tag,
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/users/changeEmail',
    body: ChangeEmailBody,
    result: SelfUserResult,
    tag,
  }),
  createPassword: endpoint({
    method: 'POST',
    path: '/users/createPassword',
    body: CreatePasswordBody,
    result: SelfUserResult,
    tag,
  }),
  unique: endpoint({ method: 'GET', path: '/users/unique', query: UniqueQuery, result: UniqueResult, tag }),
  invite: endpoint({
    method: 'POST',
    path: '/users/invite',
    body: InviteBody,
    result: InviteResult,
    status: 201,
    tag,
  }),
  acceptInvite: endpoint({
    method: 'POST',
    path: '/users/acceptInvite',
    body: AcceptInviteBody,
    result: AcceptInviteResult,
    tag,
  }),
  limitedLogin: endpoint({
    method: 'POST',
    path: '/users/limitedLogin',
    body: TokenBody,
    result: LoginResult,
    tag,
  }),
  checkLastVerified: endpoint({
    method: 'POST',
    path: '/users/checkLastVerified',
    body: TokenBody,
    result: LastVerifiedResult,
    tag,
  }),
};
