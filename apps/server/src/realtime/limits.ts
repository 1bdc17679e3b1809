/**
 * What one socket, one address and one account may make the server hold or do (quality.md: an
 * outsider must not be able to take the server down through the socket). Excess is answered with
 * an error frame or a close (code 1008, policy violation), never with memory.
 */
export interface SocketLimits {
  /** Topics one socket may follow at once: a page follows a board or a conversation or two. */
  subscriptionsPerSocket: number;
  /** Subscribes of one socket waiting to be authorised (each costs a database read). */
  pendingPerSocket: number;
  /** Frames one socket may send: a sustained rate per second and a burst. */
  framesPerSecond: number;
  frameBurst: number;
  /** Open sockets per client address (a class behind one school router shares one). */
  socketsPerAddress: number;
  /** Open sockets per signed-in account (its tabs and devices). */
  socketsPerAccount: number;
  /** Bytes queued for a socket that does not read: beyond, it is closed instead of buffered. */
  maxBufferedBytes: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  subscriptionsPerSocket: 200,
  pendingPerSocket: 200,
  framesPerSecond: 20,
  frameBurst: 60,
  socketsPerAddress: 100,
  socketsPerAccount: 30,
  maxBufferedBytes: 1024 * 1024,
};

/**
 * The limits multiplied by `RATE_LIMIT_FACTOR` (load tests open thousands of sockets from one
 * address); the per-socket subscription bounds and the send buffer stay as they are.
 */
export function scaled(limits: SocketLimits, factor: number): SocketLimits {
  const times = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    ...limits,
    framesPerSecond: times(limits.framesPerSecond),
    frameBurst: times(limits.frameBurst),
    socketsPerAddress: times(limits.socketsPerAddress),
    socketsPerAccount: times(limits.socketsPerAccount),
  };
}

/** Close code for a socket that broke a limit (RFC 6455 policy violation); clients do not retry at once. */
export const POLICY_VIOLATION = 1008;

/** A token bucket: `take()` is false once the burst is spent faster than the rate refills it. */
export class FrameBudget {
  #tokens: number;
  #at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  take(): boolean {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
