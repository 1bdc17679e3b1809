import type { CheckResult, LoginResult, SelfUser, SignupBody } from '@makerboard/shared';
import type { z } from 'zod';
import { api } from './http.ts';

/** Account and people calls (api.md "Accounts" and "People"). One place for every /users path. */

export type CheckAccountResult = z.infer<typeof CheckResult>;

export interface PublicProfile {
  userName: string;
  firstName: string;
  lastName: string;
  fullName: string;
  userType: string;
  avatarUrl: string | null;
  occupation: string;
  about: string;
  skills: string[];
  interests: number[];
  handles: { platform: string; handle: string }[];
  counts: Record<string, number>;
  isSelf: boolean;
  memberSince: string | undefined;
}

/**
 * Reads GET /users/{username}/profile: `{user, profile: {occupation, about, skills, interests, badges},
 * handles, isSelf, memberSince, counts?}`; fields missing from older shapes fall back to empty.
 */
export function normaliseProfile(raw: unknown): PublicProfile {
  const outer = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const user = (outer.user && typeof outer.user === 'object' ? outer.user : outer) as Record<string, unknown>;
  const details = (
    outer.profile && typeof outer.profile === 'object'
      ? outer.profile
      : user.profile && typeof user.profile === 'object'
        ? user.profile
        : {}
  ) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  const firstName = str(user.firstName);
  const lastName = str(user.lastName);
  return {
    userName: str(user.userName),
    firstName,
    lastName,
    fullName: str(user.fullName) || `${firstName} ${lastName}`.trim(),
    userType: str(user.userType) || 'standard',
    avatarUrl: typeof user.avatarUrl === 'string' ? user.avatarUrl : null,
    occupation: str(details.occupation),
    about: str(details.about),
    skills: list<string>(details.skills),
    interests: list<number>(details.interests),
    handles: list<{ platform: string; handle: string }>(outer.handles ?? user.handles),
    counts: (outer.counts && typeof outer.counts === 'object' ? outer.counts : {}) as Record<string, number>,
    isSelf: outer.isSelf === true,
    memberSince: str(outer.memberSince) || str(user.createdAt) || undefined,
  };
}

export const usersApi = {
  check: (login: string) =>
    api.request<CheckAccountResult>('/users/check', { method: 'POST', body: { login }, skipAuthRetry: true }),
  login: (login: string, password: string) =>
    api.requestWithHeaders<LoginResult>('/users/login', {
      method: 'POST',
      body: {
        ...(login.includes('@') ? { email: login } : { username: login }),
        password,
        loginSource: 'web',
      },
      skipAuthRetry: true,
    }),
  verify: (username: string, code: string) =>
    api.requestWithHeaders<LoginResult>('/users/verify', {
      method: 'POST',
      body: { username, code },
      skipAuthRetry: true,
    }),
  resendCode: (username: string) =>
    api.request<unknown>('/users/verify/resend', { method: 'POST', body: { username }, skipAuthRetry: true }),
  signup: (body: Partial<SignupBody>) =>
    api.requestWithHeaders<LoginResult>('/users/signup', { method: 'POST', body, skipAuthRetry: true }),
  smsSendCode: (phone: string) =>
    api.request<unknown>('/users/login/sms', { method: 'POST', body: { phone }, skipAuthRetry: true }),
  smsLogin: (phone: string, code: string) =>
    api.requestWithHeaders<LoginResult>('/users/login/sms', {
      method: 'POST',
      body: { phone, code },
      skipAuthRetry: true,
    }),
  /** POST /users/acceptInvite: makes the invited account from an invitation link (spec/001 §7 Users). */
  acceptInvite: (body: { token: string; username: string; password: string; receiveEmails: boolean }) =>
    api.requestWithHeaders<LoginResult & { redirect?: string }>('/users/acceptInvite', {
      method: 'POST',
      body,
      skipAuthRetry: true,
    }),
  limitedLogin: (token: string) =>
    api.requestWithHeaders<LoginResult>('/users/limitedLogin', {
      method: 'POST',
      body: { token },
      skipAuthRetry: true,
    }),
  logout: (refreshToken: string) =>
    api.request<unknown>('/users/logout', {
      method: 'POST',
      body: refreshToken ? { token: refreshToken } : {},
      skipAuthRetry: true,
    }),
  current: () => api.request<{ user: SelfUser; referralCode?: string | null }>('/users/current'),
  resetRequest: (email: string) =>
    api.request<unknown>('/users/password/reset', { method: 'POST', body: { email }, skipAuthRetry: true }),
  resetConfirm: (email: string, code: string, password: string) =>
    api.request<unknown>('/users/password/reset', {
      method: 'POST',
      body: { email, code, password },
      skipAuthRetry: true,
    }),
  unique: (field: 'email' | 'userName', value: string, signal?: AbortSignal) =>
    api.request<{ unique: boolean }>('/users/unique', { query: { field, value }, signal }),
  profile: async (username: string) =>
    normaliseProfile(await api.request<unknown>(`/users/${encodeURIComponent(username)}/profile`)),
  updateProfile: (username: string, body: Record<string, unknown>) =>
    api.request<unknown>(`/users/${encodeURIComponent(username)}/profile`, { method: 'PUT', body }),
  settings: () => api.request<{ settings: Record<string, unknown> }>('/users/settings'),
  updateSettings: (settings: Record<string, unknown>) =>
    api.request<{ settings: Record<string, unknown> }>('/users/settings', {
      method: 'PUT',
      body: { settings },
    }),
  /** Ends every other session and returns a new pair (in the body and the token headers). */
  changePassword: (username: string, password: string, oldPassword: string) =>
    api.requestWithHeaders<Partial<LoginResult>>('/users/changePassword', {
      method: 'PUT',
      body: { username, password, oldPassword },
    }),
  changeEmail: (email: string, password: string) =>
    api.request<unknown>('/users/changeEmail', { method: 'PUT', body: { email, password } }),
  trackSignup: (body: Record<string, unknown>) =>
    api.request<unknown>('/users/signup/track', { method: 'POST', body }),
  impersonate: (username: string) =>
    api.requestWithHeaders<LoginResult>(`/admin/impersonate/${encodeURIComponent(username)}`, {
      method: 'POST',
    }),
};

export const userKeys = {
  profile: (username: string) => ['users', 'profile', username] as const,
  settings: ['users', 'settings'] as const,
  unique: (field: string, value: string) => ['users', 'unique', field, value] as const,
};
