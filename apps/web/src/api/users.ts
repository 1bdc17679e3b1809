import type {
  adminEndpoints,
  authEndpoints,
  BodyOf,
  contactEndpoints,
  PublicUser,
  ResultOf,
  userEndpoints,
} from '@makerboard/shared';
import { call, callWithHeaders } from './endpoint.ts';

/**
 * Account and people calls (api.md "Accounts" and "People"), typed by the shared endpoints: one
 * place for every /users path the session and the account screens use. Endpoints are imported
 * as types only: this module is on the first screen, and zod stays out of its bundle.
 */

type Auth = typeof authEndpoints;
type Users = typeof userEndpoints;
type Contact = typeof contactEndpoints;
type Admin = typeof adminEndpoints;

export type CheckAccountResult = ResultOf<Auth['check']>;
export type SignupInput = BodyOf<Auth['signup']>;
export type AcceptInviteResult = ResultOf<Auth['acceptInvite']>;
export type ProfileResult = ResultOf<Users['profile']>;
export type Settings = ResultOf<Users['settings']>['settings'];

/**
 * A profile as the profile screens read it: the person's public fields, with the profile texts,
 * handles and counts beside them.
 */
export type PublicProfile = PublicUser &
  ProfileResult['profile'] &
  Pick<ProfileResult, 'handles' | 'counts' | 'isSelf' | 'memberSince' | 'canMessage'>;

/** Flattens GET /users/{username}/profile for the profile screens. */
export function flattenProfile({
  user,
  profile,
  handles,
  counts,
  isSelf,
  memberSince,
  canMessage,
}: ProfileResult): PublicProfile {
  return {
    id: user.id,
    uuid: user.uuid,
    userName: user.userName,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    avatarUrl: user.avatarUrl,
    ...profile,
    handles,
    counts,
    isSelf,
    memberSince,
    canMessage,
  };
}

/** Calls made without a session answer 401 for a wrong password, not for an expired token. */
const anonymous = { skipAuthRetry: true } as const;

export const usersApi = {
  check: (login: string) =>
    call<Auth['check']>({ method: 'POST', path: '/users/check' }, { body: { login }, ...anonymous }),
  login: (login: string, password: string) =>
    callWithHeaders<Auth['login']>(
      { method: 'POST', path: '/users/login' },
      {
        body: {
          ...(login.includes('@') ? { email: login } : { username: login }),
          password,
          loginSource: 'web',
        },
        ...anonymous,
      },
    ),
  verify: (username: string, code: string) =>
    callWithHeaders<Auth['verify']>(
      { method: 'POST', path: '/users/verify' },
      { body: { username, code }, ...anonymous },
    ),
  resendCode: (username: string) =>
    call<Auth['resendCode']>(
      { method: 'POST', path: '/users/verify/resend' },
      { body: { username }, ...anonymous },
    ),
  signup: (body: SignupInput) =>
    callWithHeaders<Auth['signup']>({ method: 'POST', path: '/users/signup' }, { body, ...anonymous }),
  /** Signup from an engagement (a booth, a resource, a poll, a campaign): the same answer. */
  signupEngagement: (body: BodyOf<Auth['signupEngagement']>) =>
    callWithHeaders<Auth['signupEngagement']>(
      { method: 'POST', path: '/users/signup/engagement' },
      { body, ...anonymous },
    ),
  smsSendCode: (phone: string) =>
    call<Auth['smsLogin']>({ method: 'POST', path: '/users/login/sms' }, { body: { phone }, ...anonymous }),
  smsLogin: (phone: string, code: string) =>
    callWithHeaders<Auth['smsLogin']>(
      { method: 'POST', path: '/users/login/sms' },
      { body: { phone, code }, ...anonymous },
    ),
  /** POST /users/acceptInvite: makes the invited account from an invitation link (spec/001 §7 Users). */
  acceptInvite: (body: BodyOf<Auth['acceptInvite']>) =>
    callWithHeaders<Auth['acceptInvite']>(
      { method: 'POST', path: '/users/acceptInvite' },
      { body, ...anonymous },
    ),
  limitedLogin: (token: string) =>
    callWithHeaders<Auth['limitedLogin']>(
      { method: 'POST', path: '/users/limitedLogin' },
      { body: { token }, ...anonymous },
    ),
  logout: (refreshToken: string) =>
    call<Auth['logout']>(
      { method: 'POST', path: '/users/logout' },
      { body: refreshToken ? { token: refreshToken } : {}, ...anonymous },
    ),
  current: () => call<Auth['current']>({ method: 'GET', path: '/users/current' }),
  resetRequest: (email: string) =>
    call<Auth['resetPassword']>(
      { method: 'POST', path: '/users/password/reset' },
      { body: { email }, ...anonymous },
    ),
  resetConfirm: (email: string, code: string, password: string) =>
    call<Auth['resetPassword']>(
      { method: 'POST', path: '/users/password/reset' },
      { body: { email, code, password }, ...anonymous },
    ),
  unique: (field: 'email' | 'userName', value: string, signal?: AbortSignal) =>
    call<Auth['unique']>({ method: 'GET', path: '/users/unique' }, { query: { field, value }, signal }),
  profile: async (username: string) =>
    flattenProfile(
      await call<Users['profile']>(
        { method: 'GET', path: '/users/:username/profile' },
        { params: { username } },
      ),
    ),
  updateProfile: (username: string, body: BodyOf<Users['updateProfile']>) =>
    call<Users['updateProfile']>(
      { method: 'PUT', path: '/users/:username/profile' },
      { params: { username }, body },
    ),
  settings: () => call<Users['settings']>({ method: 'GET', path: '/users/settings' }),
  updateSettings: (settings: BodyOf<Users['updateSettings']>['settings']) =>
    call<Users['updateSettings']>({ method: 'PUT', path: '/users/settings' }, { body: { settings } }),
  /** Ends every other session and returns a new pair (in the body and the token headers). */
  changePassword: (username: string, password: string, oldPassword: string) =>
    callWithHeaders<Auth['changePassword']>(
      { method: 'PUT', path: '/users/changePassword' },
      { body: { username, password, oldPassword } },
    ),
  /** A first password for an account made without one (a school or social login). */
  createPassword: (password: string) =>
    call<Auth['createPassword']>({ method: 'POST', path: '/users/createPassword' }, { body: { password } }),
  changeEmail: (email: string, password: string) =>
    call<Auth['changeEmail']>({ method: 'PUT', path: '/users/changeEmail' }, { body: { email, password } }),
  trackSignup: (body: BodyOf<Contact['trackSignup']>) =>
    call<Contact['trackSignup']>({ method: 'POST', path: '/users/signup/track' }, { body }),
  impersonate: (username: string) =>
    callWithHeaders<Admin['impersonate']>(
      { method: 'POST', path: '/admin/impersonate/:username' },
      { params: { username } },
    ),
};

export const userKeys = {
  profiles: ['users', 'profile'] as const,
  profile: (username: string) => ['users', 'profile', username] as const,
  settings: ['users', 'settings'] as const,
  unique: (field: string, value: string) => ['users', 'unique', field, value] as const,
};
