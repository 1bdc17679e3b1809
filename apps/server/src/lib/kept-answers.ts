import { type DomainEvents, ListCache } from './events.ts';

/**
 * Large answers that many screens read at once (a fair's results, its judging floor, its boards
 * ready to judge: 100-250 KB each), built and serialised once and kept for a second (issue 15).
 * The key carries the instance's count of changes (`DomainEvents.writes`), so any write this
 * instance answers, and any event it hears, makes the next read build afresh: whoever changed
 * something reads their change at once. What this instance cannot hear of (another instance's
 * write without an event) shows within `ttlMs`.
 */
export class KeptAnswers {
  readonly #cache: ListCache<unknown>;

  constructor(
    private readonly events: DomainEvents,
    ttlMs = 1000,
    maxEntries = 50,
  ) {
    this.#cache = new ListCache<unknown>(ttlMs, maxEntries);
  }

  get<T>(key: string, build: () => Promise<T>): Promise<T> {
    return this.#cache.get(`${this.events.writes}|${key}`, build) as Promise<T>;
  }
}
