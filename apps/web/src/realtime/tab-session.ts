import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/notification-keys.ts';
import type { SessionState } from '../api/session-store.ts';
import type { TabChannel, TabMessage } from './tab-sync.ts';

/** What one tab offers the sync: its session, its cache, and how it changes them. */
export interface TabSyncDeps {
  channel: TabChannel;
  queryClient: QueryClient;
  session: { get(): SessionState; subscribe(listener: () => void): () => void };
  /** Another tab logged out (the shared cookies are gone already): forget this tab's state only. */
  forgetLocally(): void;
  /** Another tab logged in: read the person from the shared cookies (the login check). */
  adopt(): Promise<void>;
  /** After a logout told by another tab: where this tab goes (the logout target). */
  onLoggedOutElsewhere?(): void;
}

/** Who this tab is signed in as: a uuid, null when logged out, undefined while still checking. */
export function identityOf(session: SessionState): string | null | undefined {
  if (session.status === 'loggedIn') return session.user?.uuid ?? null;
  if (session.status === 'loggedOut') return null;
  return undefined;
}

/**
 * Keeps this tab in step with the other tabs of the browser (spec/000 §4, key `pb-vms`):
 * - a login or logout in one tab is told to the others: a logout resets them (and sends them to the
 *   logout target), a login makes them read the person from the shared cookies;
 * - a mark-read in one tab sets the unread count in the others (each tab's socket raises its own
 *   count on a new notification, so only the lowering is shared).
 * (An update found by one tab is heard by the update notice itself.)
 * What a tab learnt from another is never told back, so two tabs cannot echo each other.
 * Returns the teardown.
 */
export function connectTabSync(deps: TabSyncDeps): () => void {
  const { channel, queryClient, session } = deps;
  let told = identityOf(session.get());

  const offSession = session.subscribe(() => {
    const now = identityOf(session.get());
    if (now === undefined || now === told) return;
    told = now;
    channel.post({ kind: 'session', uuid: now });
  });

  const offChannel = channel.on((message: TabMessage) => {
    if (message.kind === 'session') {
      const mine = identityOf(session.get());
      told = message.uuid;
      if (message.uuid === null) {
        // Nobody signed in here (logged out, or still checking: the check finds the cookies gone).
        if (!session.get().user) return;
        deps.forgetLocally();
        deps.onLoggedOutElsewhere?.();
      } else if (mine !== message.uuid) {
        // A different person before: their cached data must not show under the new one.
        if (mine) queryClient.clear();
        void deps.adopt();
      }
    } else if (message.kind === 'unread') {
      const key = notificationKeys.unread(message.username);
      if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData<number>(key, message.count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(message.username) });
    }
  });

  return () => {
    offSession();
    offChannel();
  };
}
