import type { SelfUser } from '@makerboard/shared';
import { useSyncExternalStore } from 'react';

/** spec/000 §4 Session: logged out → user known but unverified → verified with a token (logged in). */
export type SessionStatus = 'checking' | 'loggedOut' | 'unverified' | 'loggedIn';

export interface SessionState {
  status: SessionStatus;
  user: SelfUser | null;
  referralCode: string | null;
  /** The account waiting for its verification code (after signup, or an unverified login). */
  pendingUsername: string | null;
  /** True once the first login check has finished. */
  checked: boolean;
}

export const INITIAL_SESSION: SessionState = {
  status: 'checking',
  user: null,
  referralCode: null,
  pendingUsername: null,
  checked: false,
};

/** Logged in requires a user, verified, and a token. */
export function deriveStatus(user: SelfUser | null, hasToken: boolean): SessionStatus {
  if (!user) return 'loggedOut';
  return user.verified && hasToken ? 'loggedIn' : 'unverified';
}

let state: SessionState = INITIAL_SESSION;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => state,
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  },
  reset(patch: Partial<SessionState> = {}) {
    state = { ...INITIAL_SESSION, status: 'loggedOut', checked: true, ...patch };
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function isLoggedIn(session: SessionState = state): boolean {
  return session.status === 'loggedIn';
}
