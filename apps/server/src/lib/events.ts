import { EventEmitter } from 'node:events';
import type { SocketChildType } from '@makerboard/shared';

/**
 * A domain event (architecture.md): `{type, action, id, childType, childTypeID, uuid}`, emitted
 * after the transaction that made it commits. In-process for now; the realtime issue carries them
 * to sockets and to other instances through the pub/sub adapter.
 */
export interface DomainEvent {
  type: 'project' | 'user' | 'conversation' | 'notification' | 'fair' | 'judging';
  action: 'add' | 'update' | 'delete' | 'logout' | 'new';
  id: number;
  /** What changed inside it; live messages carry it as their `childType` (shared/api/realtime.ts). */
  childType?: SocketChildType | undefined;
  childTypeID?: number | undefined;
  uuid?: string | undefined;
  /** The person whose own view changed (their like or bookmark): their cached flags are dropped. */
  actorId?: number | undefined;
  /** Whom a conversation event is addressed to (participants' uuids): they hear it without subscribing. */
  to?: string[] | undefined;
  /**
   * A user logout that spares one session family: the browser that changed the password keeps its
   * new session, so its own sockets (identified with that family's tokens) are not told to log out.
   */
  exceptFamily?: string | undefined;
}

export class DomainEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(100);
  #writes = 0;

  emit(event: DomainEvent): void {
    this.#writes++;
    this.#emitter.emit('event', event);
  }

  /**
   * How many changes this instance has seen: every event (made here or arriving from another
   * instance) and every write request it answered (`wrote`). An answer kept under this number is
   * never served after a change (lib/kept-answers.ts).
   */
  get writes(): number {
    return this.#writes;
  }

  /** A request that changed something is being answered (app.ts calls it for every write). */
  wrote(): void {
    this.#writes++;
  }

  /** Events made on this instance (they are also published to the others). */
  on(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }

  /** Events made here or on another instance: for caches, which must forget either way. */
  onAny(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    this.#emitter.on('remote', listener);
    return () => {
      this.#emitter.off('event', listener);
      this.#emitter.off('remote', listener);
    };
  }

  /** An event that another instance made, arriving through the pub/sub adapter. */
  receiveRemote(event: DomainEvent): void {
    this.#writes++;
    this.#emitter.emit('remote', event);
  }
}

/**
 * Hot public lists cached in the process (quality.md allows it), emptied by any board event so
 * that a change shows at once on this instance. Entries also expire, which bounds how stale another
 * instance can be until events cross instances.
 */
export class ListCache<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T> }>();
  #pendingClear: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    const value = load();
    this.#entries.set(key, { at: Date.now(), value });
    // A failed load is not cached.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    clearTimeout(this.#pendingClear);
    this.#pendingClear = undefined;
    this.#entries.clear();
  }

  /**
   * Empties the cache `ms` from the first call, however many calls come meanwhile: for changes
   * that may show a moment late (a like or a comment changes a card's counts), so that a busy board
   * rebuilds the lists at most once per `ms` instead of once per change. A `clear` meanwhile makes
   * it unneeded: everything read after a change committed shows it.
   */
  clearWithin(ms: number): void {
    this.#pendingClear ??= setTimeout(() => this.clear(), ms).unref();
  }

  /** Drops the entries whose key starts with the prefix (one board's pages). */
  forget(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}

const boardCaches = new WeakMap<DomainEvents, ListCache<unknown>>();

/**
 * Board pages (the board, its sections, its comments) as everyone sees them, keyed by
 * `{boardId}|…`: a board's event forgets that board's entries; a person's change forgets all
 * (their name shows on many boards).
 */
export function boardCache(events: DomainEvents): ListCache<unknown> {
  let cache = boardCaches.get(events);
  if (!cache) {
    const created = new ListCache<unknown>(60_000, 2000);
    events.onAny((event) => {
      if (event.type === 'project') created.forget(`${event.id}|`);
      if (event.type === 'user') created.clear();
    });
    boardCaches.set(events, created);
    cache = created;
  }
  return cache;
}

/** An answer serialised once and sent as it is (a cached visitor page). */
export class RawJson {
  constructor(readonly body: string) {}
}

/**
 * The answer every visitor gets from a cached page (`{result}`), serialised the first time and kept
 * on the page itself, so it lasts exactly as long as the page does.
 */
export async function visitorAnswer(
  page: { visitor?: RawJson },
  result: () => unknown | Promise<unknown>,
): Promise<RawJson> {
  page.visitor ??= new RawJson(JSON.stringify({ result: await result() }));
  return page.visitor;
}
