import { SHARED_STATE_KEY } from '@makerboard/shared/constants';

/**
 * Cross-tab shared state (spec/000 §9, spec/001 §9: "shared-state storage key for tab sync: pb-vms").
 * The tabs of one browser share their cookies, hence their session, but each holds its own view
 * model in memory. What must agree across them travels as small messages through localStorage under
 * `pb-vms`: writing the key fires a `storage` event in every OTHER tab of the origin (never in the
 * writer), and the key keeps the last message for a tab opened later. See docs/decisions.md
 * "Live updates".
 */
export type TabMessage =
  /** This browser's signed-in person is now `uuid` (a login), or nobody (a logout). */
  | { kind: 'session'; uuid: string | null }
  /** A person's unread notification count after they marked some read in a tab. */
  | { kind: 'unread'; username: string; count: number }
  /** A tab found a server version beyond the update threshold (spec/001 §4): every tab shows the notice. */
  | { kind: 'update'; version: number };

/** What is stored under `pb-vms`: the last message, who wrote it and a nonce (a repeat still fires). */
export interface TabEnvelope {
  v: 1;
  from: string;
  nonce: string;
  at: number;
  message: TabMessage;
}

/** The storage a tab writes to and hears from; the browser's localStorage by default. */
export interface TabTransport {
  read(): string | null;
  write(value: string): void;
  /** Calls back with the new value when ANOTHER tab wrote the key. */
  listen(onValue: (value: string | null) => void): () => void;
}

export function localStorageTransport(win: Window = window): TabTransport {
  return {
    read() {
      try {
        return win.localStorage.getItem(SHARED_STATE_KEY);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        win.localStorage.setItem(SHARED_STATE_KEY, value);
      } catch {
        // Storage full or refused (private mode): the tabs simply do not hear each other.
      }
    },
    listen(onValue) {
      const handler = (event: StorageEvent) => {
        if (event.key === SHARED_STATE_KEY && event.storageArea === win.localStorage) onValue(event.newValue);
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
  };
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

function isMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.kind) {
    case 'session':
      return m.uuid === null || typeof m.uuid === 'string';
    case 'unread':
      return typeof m.username === 'string' && Number.isSafeInteger(m.count) && (m.count as number) >= 0;
    case 'update':
      return typeof m.version === 'number' && Number.isFinite(m.version);
    default:
      return false;
  }
}

/** Reads an envelope; anything malformed (another app's value, an old format) is ignored. */
export function decodeEnvelope(value: string | null): TabEnvelope | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<TabEnvelope>;
    if (parsed?.v !== 1 || typeof parsed.from !== 'string' || !isMessage(parsed.message)) return null;
    return parsed as TabEnvelope;
  } catch {
    return null;
  }
}

export interface TabChannel {
  /** This tab's id. */
  readonly id: string;
  /** Tells every other tab. */
  post(message: TabMessage): void;
  /** Hears what other tabs post. */
  on(listener: (message: TabMessage) => void): () => void;
  /** The last message any tab posted (also one from before this tab opened), or null. */
  last(): TabMessage | null;
  close(): void;
}

export function createTabChannel(transport: TabTransport = localStorageTransport()): TabChannel {
  const id = randomId();
  const listeners = new Set<(message: TabMessage) => void>();
  const stop = transport.listen((value) => {
    const envelope = decodeEnvelope(value);
    if (!envelope || envelope.from === id) return;
    for (const listener of [...listeners]) listener(envelope.message);
  });
  return {
    id,
    post(message) {
      const envelope: TabEnvelope = { v: 1, from: id, nonce: randomId(), at: Date.now(), message };
      transport.write(JSON.stringify(envelope));
    },
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    last: () => decodeEnvelope(transport.read())?.message ?? null,
    close() {
      listeners.clear();
      stop();
    },
  };
}

/** The app's channel (one per tab), created on first use. */
let appChannel: TabChannel | null = null;
export function tabChannel(): TabChannel {
  appChannel ??= createTabChannel();
  return appChannel;
}

/** Posts on the app's channel when there is a window (never in tests without one). */
export function tellOtherTabs(message: TabMessage): void {
  if (typeof window === 'undefined') return;
  tabChannel().post(message);
}
