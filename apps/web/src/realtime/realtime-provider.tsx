import type { ServerMessage } from '@makerboard/shared';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { api, tokens } from '../api/http.ts';
import { queryClient as appQueryClient } from '../api/query-client.ts';
import { adoptSession, autoLogout, forgetSessionLocally } from '../api/session.ts';
import { sessionStore } from '../api/session-store.ts';
import type { SocketClient } from './socket-client.ts';
import { connectTabSync } from './tab-session.ts';
import { tabChannel } from './tab-sync.ts';
import { requestVersionCheck } from './version-signal.ts';

const SocketContext = createContext<SocketClient | null>(null);

/** The app's socket, or null outside the provider (tests, embeds): live views then stay still. */
export function useSocket(): SocketClient | null {
  return useContext(SocketContext);
}

/** A refused token is refreshed at most this often (a limited token is always refused). */
const AUTH_REFRESH_GAP_MS = 60_000;

export interface AppSocketHooks {
  /** After a forced logout (spec/001 §4): where the app goes, e.g. the logout target. */
  onForcedLogout?: () => void;
}

/** The app's tab sync (pb-vms): its session store, its cache, its login check. */
function connectAppTabs(onLoggedOutElsewhere: () => void): () => void {
  return connectTabSync({
    channel: tabChannel(),
    queryClient: appQueryClient,
    session: sessionStore,
    forgetLocally: forgetSessionLocally,
    adopt: adoptSession,
    onLoggedOutElsewhere,
  });
}

/**
 * Wires a socket client to the session: identity follows the session's token, a forced logout for
 * this user runs the ordinary automatic logout, a version message triggers the version check.
 * Returns the teardown.
 */
export function connectAppSocket(client: SocketClient, hooks: AppSocketHooks = {}): () => void {
  let uuid = sessionStore.get().user?.uuid ?? null;
  let lastRefresh = 0;

  const offSession = sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.uuid ?? null;
    // Another person on the same token-bearing socket (impersonation): start over with a clean socket.
    if (uuid && next && uuid !== next) client.reconnect();
    else client.tokenChanged();
    uuid = next;
  });

  const offAuth = client.on('authFailed', () => {
    const pair = tokens.get();
    if (pair.limited || !pair.refreshToken || Date.now() - lastRefresh < AUTH_REFRESH_GAP_MS) return;
    lastRefresh = Date.now();
    // An expired access token: refresh it, then identify again (a refused refresh logs out).
    api.refresh().then(
      () => client.tokenChanged(),
      () => {},
    );
  });

  const offMessage = client.on('message', (message: ServerMessage) => {
    if (message.action === 'logout' && message.type === 'user') {
      const me = sessionStore.get().user?.uuid;
      // autoLogout() keeps a limited login (spec/001 §4) and returns false then.
      if (me && message.uuid === me && autoLogout()) hooks.onForcedLogout?.();
    } else if (message.action === 'update' && message.type === 'version') {
      requestVersionCheck();
    }
  });

  client.start();
  return () => {
    offSession();
    offAuth();
    offMessage();
    client.stop();
  };
}

/** Starts the live socket once for the whole app (the shell mounts it). */
export function RealtimeProvider({
  children,
  onForcedLogout,
  client: given,
  tabSync = false,
}: {
  children: ReactNode /** Tests pass a client on a fake socket. */;
  client?: SocketClient;
  /** Keep this tab in step with the browser's other tabs (the app sets it; tests mostly do not). */
  tabSync?: boolean;
} & AppSocketHooks) {
  // The socket's code loads after the first screen: nothing on it waits for live updates, and every
  // user of the socket takes it when it comes (useSocket may answer null until then).
  const [client, setClient] = useState<SocketClient | null>(given ?? null);
  useEffect(() => {
    if (given) return;
    let gone = false;
    void import('./socket-client.ts').then(({ SocketClient }) => {
      if (!gone) setClient(new SocketClient({ getToken: () => tokens.get().accessToken }));
    });
    return () => {
      gone = true;
    };
  }, [given]);
  const forced = useRef(onForcedLogout);
  forced.current = onForcedLogout;
  useEffect(
    () => (client ? connectAppSocket(client, { onForcedLogout: () => forced.current?.() }) : undefined),
    [client],
  );
  // A logout in another tab lands here where a forced logout would.
  useEffect(() => (tabSync ? connectAppTabs(() => forced.current?.()) : undefined), [tabSync]);
  return <SocketContext.Provider value={client}>{children}</SocketContext.Provider>;
}
