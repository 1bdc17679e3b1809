import { currentLanguage } from '../i18n/index.ts';
import { createApiClient } from './client.ts';
import { maintenanceMode } from './flag-store.ts';
import { eventForPath } from './partner.ts';
import { getSessionId } from './session-id.ts';
import { sessionStore } from './session-store.ts';
import { createTokenStore } from './tokens.ts';

export const tokens = createTokenStore();

/** Set by the session module: what to do when the refresh token is refused. */
export const authHooks: { onRefreshRejected: () => void } = { onRefreshRejected: () => {} };

/** The app's one API client: every call goes through here (spec/001 §4). */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  tokens,
  maintenance: maintenanceMode,
  getLanguage: currentLanguage,
  getEvent: () => eventForPath(window.location.pathname),
  getSessionId: () => getSessionId(),
  getUsername: () => sessionStore.get().user?.userName ?? sessionStore.get().pendingUsername ?? undefined,
  onRefreshRejected: () => authHooks.onRefreshRejected(),
});
