import type { AcceptInviteBody, LoginResult, SelfUser } from '@makerboard/shared';
import { LOGIN_CHECK_THROTTLE_MS } from '@makerboard/shared/constants';
import { changeLanguage, isLanguage } from '../i18n/index.ts';
import { newBoards } from '../realtime/new-boards.ts';
import { checkCurrentUser } from './current-user.ts';
import { ApiError } from './errors.ts';
import { authHooks, tokens } from './http.ts';
import { forgetReadData } from './offline-cache.ts';
import { withPartner } from './partner.ts';
import { queryClient } from './query-client.ts';
import { randomKey } from './session-id.ts';
import { deriveStatus, sessionStore } from './session-store.ts';
import { throttlePromise } from './throttle.ts';
import { tokensFromResponse } from './tokens.ts';
import { markSignupTracked, readReferralCode, readTracking, trackSignupOnce } from './tracking.ts';
import { type AcceptInviteResult, type SignupInput, usersApi } from './users.ts';

/** Session actions of spec/000 §4. Screens call these; the state lives in session-store. */

function applyUser(user: SelfUser, referralCode?: string | null) {
  const hasToken = !!tokens.get().accessToken;
  sessionStore.set({
    user,
    status: deriveStatus(user, hasToken),
    pendingUsername: user.verified ? null : user.userName,
    checked: true,
    ...(referralCode !== undefined ? { referralCode } : {}),
  });
}

/** The saved language wins over this browser's choice (language detection order). */
function applySavedLanguage(user: SelfUser | null, settings?: Record<string, unknown>) {
  const saved = settings?.language ?? user?.settings?.language ?? user?.language;
  if (isLanguage(saved)) void changeLanguage(saved);
}

let pendingSettings: Promise<Record<string, unknown> | null> | null = null;

/** Settings load only with a token and share one pending request; failures resolve with null. */
export function loadSettings(): Promise<Record<string, unknown> | null> {
  if (!tokens.get().accessToken) return Promise.resolve(null);
  pendingSettings ??= usersApi
    .settings()
    .then((result) => result.settings ?? null)
    .catch(() => null)
    .finally(() => {
      pendingSettings = null;
    });
  return pendingSettings;
}

/** Follow-up loading after a verified login. */
async function afterVerifiedLogin(user: SelfUser) {
  applySavedLanguage(user);
  const settings = await loadSettings();
  if (settings) applySavedLanguage(user, settings);
}

/** Stores what a login-type call returned and moves the session on. */
export async function applyLoginResult(result: LoginResult, headers: Headers): Promise<LoginResult> {
  const pair = tokensFromResponse(headers, result);
  if (pair) tokens.set({ ...pair, limited: pair.limited || (!result.verified && !!pair.accessToken) });
  loginCheck.reset();
  applyUser({ ...result.user, verified: result.verified && result.user.verified !== false });
  if (result.verified) {
    queryClient.removeQueries();
    forgetReadData();
    await afterVerifiedLogin(result.user);
  }
  return result;
}

/** Resets nearly all state: tokens, session, cached data. Language and tracking stay. */
export function resetSession() {
  tokens.clear();
  loginCheck.reset();
  queryClient.clear();
  forgetReadData();
  newBoards.clear();
  sessionStore.reset();
}

/**
 * Another tab of this browser logged out (spec/000 §4, shared through `pb-vms`): the shared cookies
 * are already gone, so only this tab's state is reset; its cookies are left alone, since another
 * tab may already have stored a new login in them.
 */
export function forgetSessionLocally() {
  loginCheck.reset();
  queryClient.clear();
  forgetReadData();
  newBoards.clear();
  sessionStore.reset();
}

/** Another tab logged in: read the person from the shared cookies now. */
export async function adoptSession(): Promise<void> {
  loginCheck.reset();
  await loginCheck();
}

/** An automatic logout (current-user 401/404, refused refresh) is skipped while a limited login is active. */
export function autoLogout(): boolean {
  if (tokens.get().limited) return false;
  resetSession();
  return true;
}
authHooks.onRefreshRejected = () => {
  autoLogout();
};

async function runLoginCheck(): Promise<void> {
  const { accessToken, refreshToken } = tokens.get();
  if (!accessToken && !refreshToken) {
    sessionStore.set({ checked: true, status: 'loggedOut', user: null });
    return;
  }
  try {
    const outcome = await checkCurrentUser(usersApi.current);
    if (outcome.kind === 'user') {
      const first = !sessionStore.get().user;
      applyUser(outcome.user, outcome.referralCode);
      if (first && outcome.user.verified) void afterVerifiedLogin(outcome.user);
    } else if (!autoLogout()) {
      sessionStore.set({ checked: true, status: sessionStore.get().user ? 'unverified' : 'loggedOut' });
    }
  } catch {
    // Network trouble or maintenance: keep the tokens and what we know; never block navigation.
    const { user } = sessionStore.get();
    sessionStore.set({
      checked: true,
      status: user ? deriveStatus(user, !!tokens.get().accessToken) : 'loggedOut',
    });
  }
}

/** The login check, throttled to once per 3 s; the router awaits it before every navigation. */
export const loginCheck = throttlePromise(runLoginCheck, LOGIN_CHECK_THROTTLE_MS);

/** Login first resets state; a verified login runs follow-up loading, otherwise the user must verify. */
export async function login(loginName: string, password: string): Promise<LoginResult> {
  resetSession();
  const { result, headers } = await usersApi.login(loginName, password);
  return applyLoginResult(result, headers);
}

export async function verifyAccount(username: string, code: string): Promise<LoginResult> {
  const { result, headers } = await usersApi.verify(username, code);
  if (!result.verified) throw new ApiError('Unable to verify your account', 400, 'UNABLE_TO_VERIFY');
  return applyLoginResult(result, headers);
}

export async function smsLogin(phone: string, code: string): Promise<LoginResult> {
  resetSession();
  const { result, headers } = await usersApi.smsLogin(phone, code);
  // With a code the answer is a login result; `{sent}` answers a call without one.
  if (!('accessToken' in result)) throw new ApiError('Unable to log you in', 401, 'UNABLE_TO_LOG_IN');
  return applyLoginResult(result, headers);
}

/** An account made from an invitation link is verified at once (the link proved the address). */
export async function acceptInvite(body: AcceptInviteBody): Promise<AcceptInviteResult> {
  resetSession();
  const { result, headers } = await usersApi.acceptInvite(body);
  await applyLoginResult(result, headers);
  return result;
}

/** Signup sets the user unverified with a limited token; the code from the email finishes it. */
/**
 * Signs up. With `trackingId` (the engagement the dialog was opened from: `booth:ada`,
 * `resource:12`…) the account is made by POST /users/signup/engagement, which records the
 * signup's tracking with the account itself: the browser's own tracking call is then not sent.
 */
export async function signup(body: SignupInput, path: string, trackingId?: string): Promise<LoginResult> {
  resetSession();
  const tracking = readTracking();
  const referralCode = readReferralCode();
  const send = (input: SignupInput) =>
    trackingId ? usersApi.signupEngagement({ ...input, trackingId }) : usersApi.signup(input);
  const { result, headers } = await send({
    ...body,
    signupSource: body.signupSource ?? 'web',
    ...(tracking.utmSource ? { utmSource: tracking.utmSource } : {}),
    ...(tracking.utmMedium ? { utmMedium: tracking.utmMedium } : {}),
    ...(tracking.utmCampaign ? { utmCampaign: tracking.utmCampaign } : {}),
    ...(tracking.utmTerm ? { utmTerm: tracking.utmTerm } : {}),
    ...(tracking.utmContent ? { utmContent: tracking.utmContent } : {}),
    ...(referralCode ? { referralCode } : {}),
  });
  const applied = await applyLoginResult(result, headers);
  sessionStore.set({ pendingUsername: result.user.userName });
  if (trackingId) markSignupTracked();
  else void trackSignupOnce(usersApi.trackSignup, { userId: result.user.id, path });
  return applied;
}

/** The path logout sends the browser to: home with a random key and the logout flag (spec/000 §2). */
export function logoutTarget(pathname: string): string {
  return withPartner(`/home?k=${randomKey()}&logout=true`, pathname);
}

/** Logs out on the server (best effort), resets nearly all state and returns where to go. */
export async function logout(pathname: string): Promise<string> {
  const { refreshToken } = tokens.get();
  try {
    if (tokens.get().accessToken || refreshToken) await usersApi.logout(refreshToken);
  } catch {
    // The local logout happens whatever the server says.
  }
  resetSession();
  return logoutTarget(pathname);
}

/** Admin impersonation: keep the admin's pair, swap in the other user's. */
export async function impersonate(username: string, returnPath: string): Promise<void> {
  const { result, headers } = await usersApi.impersonate(username);
  const pair = tokensFromResponse(headers, result);
  if (!pair) throw new ApiError('Invalid token', 400, 'INVALID_TOKEN');
  tokens.startImpersonation(pair, returnPath);
  queryClient.clear();
  loginCheck.reset();
  applyUser(result.user);
}

/** Ends impersonation, restoring the admin's pair; returns the path to go back to. */
export async function exitImpersonation(): Promise<string | null> {
  const returnPath = tokens.endImpersonation();
  if (returnPath === null) return null;
  queryClient.clear();
  sessionStore.reset({ checked: false, status: 'checking' });
  loginCheck.reset();
  await loginCheck();
  return returnPath;
}

export function isImpersonating(): boolean {
  return tokens.isImpersonating();
}

/** Changing the password ends every other session; the answer carries the new pair, kept here. */
export async function changePassword(username: string, password: string, oldPassword: string): Promise<void> {
  const { result, headers } = await usersApi.changePassword(username, password, oldPassword);
  const pair = tokensFromResponse(headers, result ?? {});
  if (pair) tokens.set({ ...pair, limited: false });
}

/** Re-reads the current user now (after a profile or email change). */
export async function refreshCurrentUser(): Promise<void> {
  loginCheck.reset();
  await loginCheck();
}
