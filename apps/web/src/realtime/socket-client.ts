import { type ServerMessage, SOCKET_DECODE_ERROR } from '@makerboard/shared';
/**
 * The live socket of spec/001 §4 (protocol in api.md "GET /ws"), free of React: it connects,
 * identifies itself, follows topics with reference counting and reconnects with exponential backoff.
 */

/** spec/001 §9: reconnect backoff base 250 ms (doubling, capped, unlimited attempts). */
export const RECONNECT_BASE_MS = 250;
export const RECONNECT_MAX_MS = 30_000;
/** spec/001 §4/§9: a send that finds the socket not ready retries after 500 ms, then every 3 s. */
export const SEND_RETRY_FIRST_MS = 500;
export const SEND_RETRY_NEXT_MS = 3_000;
export const DECODE_ERROR = SOCKET_DECODE_ERROR;

/** What the client needs of a WebSocket (the browser's class fits; tests inject a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;

export interface SocketLogger {
  error(...args: unknown[]): void;
}

export interface SocketClientOptions {
  /** The socket address; by default `ws(s)://<this host>/ws`. */
  url?: string | (() => string);
  /** The WebSocket class; the browser's by default. */
  WebSocket?: WebSocketConstructor;
  /** The current access token ('' when anonymous); read at every (re)connect. */
  getToken?: () => string;
  /** Where decode failures go; null re-throws them (spec/001 §4). Console by default. */
  logger?: SocketLogger | null;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export type SocketEvent = 'message' | 'reconnected' | 'authFailed';
type Listener<E extends SocketEvent> = E extends 'message' ? (message: ServerMessage) => void : () => void;

export function defaultSocketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

const topicOf = (type: string, id: number | string) => `${type}:${id}`;

export class SocketClient {
  readonly #url: () => string;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #getToken: () => string;
  readonly #logger: SocketLogger | null;
  readonly #baseDelay: number;
  readonly #maxDelay: number;

  #socket: WebSocketLike | null = null;
  #running = false;
  #attempt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** True once the open socket may carry requests: auth answered, or anonymous. */
  #identified = false;
  /** The token this socket identified with ('' = anonymous). */
  #token = '';
  #everOpened = false;
  /** Topics followed, with how many views want each. */
  readonly #topics = new Map<string, { type: string; id: number | string; count: number }>();
  /** Topics asked for (or granted) on the current socket. */
  readonly #requested = new Set<string>();
  readonly #pendingSends = new Set<ReturnType<typeof setTimeout>>();
  readonly #listeners: { [E in SocketEvent]: Set<Listener<E>> } = {
    message: new Set(),
    reconnected: new Set(),
    authFailed: new Set(),
  };

  constructor(options: SocketClientOptions = {}) {
    const url = options.url ?? defaultSocketUrl;
    this.#url = typeof url === 'string' ? () => url : url;
    this.#WebSocket = options.WebSocket;
    this.#getToken = options.getToken ?? (() => '');
    this.#logger = options.logger === undefined ? console : options.logger;
    this.#baseDelay = options.baseDelayMs ?? RECONNECT_BASE_MS;
    this.#maxDelay = options.maxDelayMs ?? RECONNECT_MAX_MS;
  }

  /** True while the socket is open and identified. */
  get ready(): boolean {
    return this.#identified && this.#socket?.readyState === OPEN;
  }

  /** The topics followed, as `type:id`. */
  get topics(): string[] {
    return [...this.#topics.keys()];
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#connect();
  }

  /** Closes for good (until start() again); pending sends are dropped, subscriptions are kept. */
  stop(): void {
    this.#running = false;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    for (const timer of this.#pendingSends) clearTimeout(timer);
    this.#pendingSends.clear();
    this.#drop();
  }

  /** Reconnects now (a different person, or back to anonymous). */
  reconnect(): void {
    if (!this.#running) return;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.#attempt = 0;
    this.#drop();
    this.#connect();
  }

  /**
   * Call when the token may have changed: a new token is sent as `auth` on the open socket; losing
   * the token (logout) reconnects anonymous, since a socket cannot shed its identity.
   */
  tokenChanged(): void {
    const token = this.#getToken();
    if (token === this.#token || !this.#running) return;
    if (!token) {
      this.reconnect();
      return;
    }
    this.#token = token;
    if (this.#socket?.readyState === OPEN) this.#raw({ action: 'auth', token });
  }

  on<E extends SocketEvent>(event: E, listener: Listener<E>): () => void {
    const set = this.#listeners[event] as Set<Listener<E>>;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /**
   * Sends once the socket is open and identified; until then it retries after 500 ms, then every
   * 3 s (spec/001 §4). Resolves when sent; never rejects (a stop() drops it).
   */
  send(message: object): Promise<void> {
    return new Promise((resolve) => {
      const attempt = (tries: number) => {
        if (this.ready) {
          this.#raw(message);
          resolve();
          return;
        }
        const timer = setTimeout(
          () => {
            this.#pendingSends.delete(timer);
            attempt(tries + 1);
          },
          tries === 0 ? SEND_RETRY_FIRST_MS : SEND_RETRY_NEXT_MS,
        );
        this.#pendingSends.add(timer);
      };
      attempt(0);
    });
  }

  /**
   * Follows a topic; returns the matching unsubscribe. Counted: a second view of the same topic
   * sends nothing (a duplicate subscribe is skipped), the last one to leave unsubscribes.
   */
  subscribe(type: string, id: number | string): () => void {
    const topic = topicOf(type, id);
    const entry = this.#topics.get(topic);
    if (entry) entry.count += 1;
    else {
      this.#topics.set(topic, { type, id, count: 1 });
      this.#request(topic);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.unsubscribe(type, id);
    };
  }

  unsubscribe(type: string, id: number | string): void {
    const topic = topicOf(type, id);
    const entry = this.#topics.get(topic);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    this.#topics.delete(topic);
    if (this.#requested.delete(topic) && this.#socket?.readyState === OPEN) {
      this.#raw({ action: 'unsubscribe', type, id });
    }
  }

  #request(topic: string): void {
    const entry = this.#topics.get(topic);
    if (!entry || !this.ready || this.#requested.has(topic)) return;
    this.#requested.add(topic);
    this.#raw({ action: 'subscribe', type: entry.type, id: entry.id });
  }

  #raw(message: object): void {
    this.#socket?.send(JSON.stringify(message));
  }

  #emit<E extends SocketEvent>(event: E, ...args: Parameters<Listener<E>>): void {
    for (const listener of [...(this.#listeners[event] as Set<Listener<E>>)]) {
      try {
        (listener as (...a: unknown[]) => void)(...args);
      } catch (error) {
        if (this.#logger) this.#logger.error('Socket listener failed', error);
        else throw error;
      }
    }
  }

  #connect(): void {
    const Impl = this.#WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
    if (!Impl) return;
    let socket: WebSocketLike;
    try {
      socket = new Impl(this.#url());
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#identified = false;
    this.#requested.clear();
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#attempt = 0;
      this.#token = this.#getToken();
      if (this.#token) this.#raw({ action: 'auth', token: this.#token });
      else this.#onIdentified();
    };
    socket.onmessage = (event) => {
      if (this.#socket === socket) this.#onFrame(event.data);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#identified = false;
      this.#requested.clear();
      this.#scheduleReconnect();
    };
    // An error is followed by close, which reconnects.
    socket.onerror = () => {};
  }

  /** Forgets the current socket without triggering its reconnect. */
  #drop(): void {
    const socket = this.#socket;
    this.#socket = null;
    this.#identified = false;
    this.#requested.clear();
    if (!socket) return;
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.onerror = null;
    try {
      socket.close(1000, 'client closing');
    } catch {
      // Closing a socket that is still connecting may throw in some browsers.
    }
  }

  #scheduleReconnect(): void {
    if (!this.#running || this.#reconnectTimer) return;
    const delay = Math.min(this.#baseDelay * 2 ** this.#attempt, this.#maxDelay);
    this.#attempt += 1;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#running) this.#connect();
    }, delay);
  }

  #onIdentified(): void {
    const first = !this.#identified;
    this.#identified = true;
    for (const topic of this.#topics.keys()) this.#request(topic);
    if (first) {
      if (this.#everOpened) this.#emit('reconnected');
      this.#everOpened = true;
    }
  }

  #onFrame(data: unknown): void {
    let message: ServerMessage;
    try {
      const parsed: unknown = JSON.parse(typeof data === 'string' ? data : String(data));
      if (
        typeof parsed !== 'object' ||
        parsed === null ||
        typeof (parsed as ServerMessage).action !== 'string'
      )
        throw new Error('not a socket message');
      message = parsed as ServerMessage;
    } catch (error) {
      if (this.#logger) {
        this.#logger.error(DECODE_ERROR, error);
        return;
      }
      throw error;
    }
    if (message.action === 'auth') {
      if (!message.ok && this.#token) this.#emit('authFailed');
      // Identified either way: a refused token leaves an anonymous socket. Topics refused while
      // anonymous are asked again now.
      this.#onIdentified();
    } else if (message.action === 'subscribe' && message.ok === false) {
      this.#requested.delete(topicOf(String(message.type), String(message.id)));
    }
    this.#emit('message', message);
  }
}
