import { type ServerMessage, SOCKET_DECODE_ERROR } from '@makerboard/shared';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context.ts';
import type { DomainEvent } from '../lib/events.ts';
import { type Viewer, visitor } from '../lib/viewer.ts';
import { canView } from '../modules/projects/projects.policy.ts';
import { findProject, memberRole } from '../modules/projects/projects.repository.ts';
import { mayFollowConversation } from './conversation-access.ts';
import { mayFollowFair, mayFollowJudging } from './fair-access.ts';
import { FrameBudget, POLICY_VIOLATION, SOCKET_LIMITS, type SocketLimits, scaled } from './limits.ts';

/**
 * A frame as it arrives: any JSON object. The well-formed ones are the shared `ClientMessage`;
 * everything else is answered with an error frame, never trusted.
 */
interface IncomingFrame {
  action?: unknown;
  type?: unknown;
  id?: unknown;
  token?: unknown;
}

interface Client {
  socket: WebSocket;
  /** The client address it connected from (sockets per address are bounded). */
  address: string;
  budget: FrameBudget;
  /** Subscribes are authorised one after another; `queued` counts those waiting. */
  chain: Promise<void>;
  queued: number;
  viewer: Viewer;
  uuid: string | null;
  /** The session family of the token it identified with. */
  family: string | null;
  subscriptions: Set<string>;
  /** Subscriptions being authorised; true when an unsubscribe came meanwhile. */
  pending: Map<string, boolean>;
}

export const DECODE_ERROR = SOCKET_DECODE_ERROR;

/**
 * Sockets and what they follow. A subscription is authorised when it is made: nobody follows a
 * private board they are not in. What is addressed to a person (a forced logout) reaches their
 * authenticated sockets without subscribing.
 */
export class SocketHub {
  readonly #clients = new Set<Client>();
  readonly #byTopic = new Map<string, Set<Client>>();
  readonly #byAddress = new Map<string, number>();
  readonly #byAccount = new Map<number, number>();

  constructor(
    private readonly ctx: AppContext,
    readonly limits: SocketLimits = scaled(SOCKET_LIMITS, ctx.config.rateLimitFactor),
  ) {}

  /** Whether another socket from this address is let in (checked before the upgrade: a 429). */
  admits(address: string): boolean {
    return (this.#byAddress.get(address) ?? 0) < this.limits.socketsPerAddress;
  }

  get size(): number {
    return this.#clients.size;
  }

  /**
   * Who has a live socket on this instance (spec/001 §7 Users: online count): signed-in people,
   * each counted once however many tabs they hold, and anonymous sockets.
   */
  online(): { count: number; signedIn: number; visitors: number } {
    let visitors = 0;
    for (const client of this.#clients) if (!client.viewer.userId) visitors += 1;
    const signedIn = this.#byAccount.size;
    return { count: signedIn + visitors, signedIn, visitors };
  }

  attach(socket: WebSocket, address = ''): void {
    if (!this.admits(address)) {
      socket.close(POLICY_VIOLATION, 'Too many connections');
      return;
    }
    this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
    const client: Client = {
      socket,
      address,
      budget: new FrameBudget(this.limits.framesPerSecond, this.limits.frameBurst),
      chain: Promise.resolve(),
      queued: 0,
      viewer: visitor,
      uuid: null,
      family: null,
      subscriptions: new Set(),
      pending: new Map(),
    };
    this.#clients.add(client);
    // The server's version on every (re)connect: a client built before it checks for an update.
    this.#send(client, { action: 'update', type: 'version', id: this.ctx.config.version });
    socket.on('message', (data, isBinary) => {
      // A socket that sends faster than anyone clicks is closed, not queued.
      if (!client.budget.take()) {
        this.#send(client, { action: 'error', message: 'Too many messages' });
        client.socket.close(POLICY_VIOLATION, 'Too many messages');
        return;
      }
      void this.#onMessage(client, isBinary ? null : data.toString());
    });
    socket.on('close', () => this.#detach(client));
    socket.on('error', () => this.#detach(client));
  }

  #detach(client: Client): void {
    if (!this.#clients.delete(client)) return;
    const left = (this.#byAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.#byAddress.set(client.address, left);
    else this.#byAddress.delete(client.address);
    this.#leaveAccount(client);
    for (const topic of client.subscriptions) this.#byTopic.get(topic)?.delete(client);
  }

  #send(client: Client, message: ServerMessage): void {
    this.#write(client, JSON.stringify(message));
  }

  /** Sends unless the socket has stopped reading: its queue is bounded, so it is closed instead. */
  #write(client: Client, data: string | Buffer): void {
    if (client.socket.readyState !== 1) return;
    if (client.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      client.socket.close(POLICY_VIOLATION, 'Not reading');
      return;
    }
    client.socket.send(data, { binary: false });
  }

  #leaveAccount(client: Client): void {
    const userId = client.viewer.userId;
    if (!userId) return;
    const left = (this.#byAccount.get(userId) ?? 1) - 1;
    if (left > 0) this.#byAccount.set(userId, left);
    else this.#byAccount.delete(userId);
  }

  async #onMessage(client: Client, text: string | null): Promise<void> {
    let message: IncomingFrame;
    try {
      message = JSON.parse(text ?? '') as IncomingFrame;
      if (typeof message !== 'object' || message === null) throw new Error('not an object');
    } catch {
      this.#send(client, { action: 'error', message: DECODE_ERROR });
      return;
    }
    try {
      if (message.action === 'auth') await this.#auth(client, message.token);
      else if (message.action === 'subscribe') this.#enqueue(client, message.type, message.id);
      else if (message.action === 'unsubscribe') this.#unsubscribe(client, message.type, message.id);
      else if (message.action === 'ping') this.#send(client, { action: 'pong' });
      else this.#send(client, { action: 'error', message: 'Unknown action' });
    } catch {
      this.#send(client, { action: 'error', message: 'Request failed' });
    }
  }

  async #auth(client: Client, token: unknown): Promise<void> {
    const claims = typeof token === 'string' ? await this.ctx.signer.verify(token) : null;
    const state = claims ? await this.ctx.sessions.state(Number(claims.sub), claims.fam) : null;
    const ok =
      !!claims &&
      !!state &&
      !state.disabled &&
      state.epoch === claims.ep &&
      !state.familyRevoked &&
      !claims.lim;
    if (ok && (this.#byAccount.get(Number(claims.sub)) ?? 0) >= this.limits.socketsPerAccount) {
      this.#send(client, { action: 'auth', ok: false, message: 'Too many connections' });
      client.socket.close(POLICY_VIOLATION, 'Too many connections');
      return;
    }
    if (ok) {
      this.#leaveAccount(client);
      client.viewer = { userId: Number(claims.sub), roles: state.roles };
      this.#byAccount.set(client.viewer.userId!, (this.#byAccount.get(client.viewer.userId!) ?? 0) + 1);
      client.uuid = claims.uuid;
      client.family = claims.fam;
      this.#join(client, `user:${claims.uuid}`);
    }
    this.#send(client, { action: 'auth', ok });
  }

  /**
   * Subscribes are authorised one at a time per socket (each reads the database), and at most
   * `pendingPerSocket` wait; a socket following `subscriptionsPerSocket` topics follows no more.
   */
  #enqueue(client: Client, type: unknown, rawId: unknown): void {
    const id = Number(rawId);
    const topic = `${String(type)}:${id}`;
    // A duplicate subscribe is skipped (spec/001 §4), also while the first is being authorised.
    if (client.subscriptions.has(topic) || client.pending.has(topic)) return;
    const full =
      client.subscriptions.size + client.queued >= this.limits.subscriptionsPerSocket ||
      client.queued >= this.limits.pendingPerSocket;
    if (full) {
      this.#send(client, {
        action: 'subscribe',
        type: type as ServerMessage['type'],
        id,
        ok: false,
        message: 'Too many subscriptions',
      });
      return;
    }
    client.pending.set(topic, false);
    client.queued += 1;
    client.chain = client.chain
      .then(() => this.#subscribe(client, type, id, topic))
      .catch(() => this.#send(client, { action: 'error', message: 'Request failed' }))
      .finally(() => {
        client.queued -= 1;
        client.pending.delete(topic);
      });
  }

  async #subscribe(client: Client, type: unknown, id: number, topic: string): Promise<void> {
    if (client.socket.readyState !== 1) return;
    let ok = false;
    try {
      if (type === 'project' && Number.isSafeInteger(id) && id > 0) {
        const board = await findProject(this.ctx.database.db, id);
        const role = board ? await memberRole(this.ctx.database.db, id, client.viewer.userId) : null;
        ok = !!board && canView(board, client.viewer, role);
      } else if (type === 'fair' && Number.isSafeInteger(id) && id > 0) {
        ok = await mayFollowFair(this.ctx.database.db, id, client.viewer);
      } else if (type === 'judging' && Number.isSafeInteger(id) && id > 0) {
        ok = await mayFollowJudging(this.ctx.database.db, id, client.viewer);
      } else if (type === 'conversation' && Number.isSafeInteger(id) && id > 0) {
        // Public topics for anyone signed in; any other conversation for its participants only.
        ok = await mayFollowConversation(this.ctx.database.db, id, client.viewer);
      }
    } finally {
      // An unsubscribe that arrived while this was checked wins.
      if (client.pending.get(topic) === true) ok = false;
      client.pending.delete(topic);
    }
    if (ok) this.#join(client, topic);
    // The type is echoed as the client sent it, so that it can match the answer to its request.
    this.#send(client, { action: 'subscribe', type: type as ServerMessage['type'], id, ok });
  }

  #join(client: Client, topic: string): void {
    client.subscriptions.add(topic);
    const set = this.#byTopic.get(topic) ?? new Set<Client>();
    this.#byTopic.set(topic, set);
    set.add(client);
  }

  #unsubscribe(client: Client, type: unknown, rawId: unknown): void {
    const topic = `${String(type)}:${Number(rawId)}`;
    if (client.pending.has(topic)) client.pending.set(topic, true);
    client.subscriptions.delete(topic);
    this.#byTopic.get(topic)?.delete(client);
    this.#send(client, {
      action: 'unsubscribe',
      type: type as ServerMessage['type'],
      id: Number(rawId),
      ok: true,
    });
  }

  /** Delivers one domain event to the sockets that may hear it. */
  async deliver(event: DomainEvent): Promise<void> {
    if (event.type === 'notification') {
      // A person's new notification: their unread count goes up by one (spec/001 §4). `update`:
      // their notifications changed otherwise (grouped in place, read elsewhere), so the client
      // asks for the count and the list again rather than guess.
      const action = event.action === 'new' ? 'new' : 'update';
      for (const client of this.#byTopic.get(`user:${event.uuid}`) ?? []) {
        this.#send(client, { action, type: 'notification' });
      }
      return;
    }
    if (event.type === 'user' && event.childType === 'upload' && event.uuid) {
      // A video's phase changed (spec/000 §4): its owner's sockets hear it, e.g. in the editor.
      const text = JSON.stringify({
        action: 'update',
        type: 'upload',
        id: event.childTypeID,
      } satisfies ServerMessage);
      for (const client of this.#byTopic.get(`user:${event.uuid}`) ?? []) this.#write(client, text);
      return;
    }
    if (event.type === 'user') {
      if (event.action !== 'logout' || !event.uuid) return;
      for (const client of this.#byTopic.get(`user:${event.uuid}`) ?? []) {
        // The session that asked for it (a password change) stays signed in in its own tabs.
        if (event.exceptFamily && client.family === event.exceptFamily) continue;
        this.#send(client, { action: 'logout', type: 'user', uuid: event.uuid });
      }
      return;
    }
    if (event.type === 'conversation') {
      await this.#deliverConversation(event);
      return;
    }
    if (event.type === 'judging') {
      // A judge scored (issue 11 item 6): the fair's organisers and the judge hear it on their own
      // sockets, and whoever follows the fair's judging (organisers only) on the `judging` topic.
      const data = Buffer.from(
        JSON.stringify({
          action: event.action,
          type: 'judging',
          id: event.id,
          childType: event.childType,
          childTypeID: event.childTypeID,
        } satisfies ServerMessage),
      );
      const reached = new Set<Client>();
      for (const uuid of event.to ?? [])
        for (const client of this.#byTopic.get(`user:${uuid}`) ?? []) reached.add(client);
      for (const client of this.#byTopic.get(`judging:${event.id}`) ?? []) reached.add(client);
      for (const client of reached) this.#write(client, data);
      return;
    }
    if (event.type === 'fair') {
      // A card moved between a fair's review lists: its staff's open screens hear it.
      const data = Buffer.from(
        JSON.stringify({
          action: event.action,
          type: 'fair',
          id: event.id,
          childType: event.childType,
          childTypeID: event.childTypeID,
          uuid: event.uuid,
        } satisfies ServerMessage),
      );
      for (const client of this.#byTopic.get(`fair:${event.id}`) ?? []) this.#write(client, data);
      return;
    }
    if (event.type !== 'project') return;
    const subscribers = this.#byTopic.get(`project:${event.id}`);
    if (!subscribers?.size) return;
    if (event.action === 'update' && !event.childType) await this.#recheck(event.id, subscribers);
    const message: ServerMessage = {
      action: event.action,
      type: 'project',
      id: event.id,
      childType: event.childType,
      childTypeID: event.childTypeID,
      uuid: event.uuid,
    };
    // Encoded once for every follower: a board with thousands of open pages costs one JSON and one
    // UTF-8 conversion, not one per socket.
    const data = Buffer.from(JSON.stringify(message));
    for (const client of subscribers) this.#write(client, data);
  }

  /**
   * A conversation event reaches its participants' authenticated sockets without subscribing
   * (api.md /ws), and the sockets that follow the conversation; each socket hears it once.
   * Membership changes first drop the followers who may no longer read it.
   */
  async #deliverConversation(event: DomainEvent): Promise<void> {
    const topic = `conversation:${event.id}`;
    const followers = this.#byTopic.get(topic);
    if (followers?.size && event.childType === 'user') {
      for (const client of [...followers]) {
        if (!(await mayFollowConversation(this.ctx.database.db, event.id, client.viewer))) {
          followers.delete(client);
          client.subscriptions.delete(topic);
        }
      }
    }
    const targets = new Set<Client>(followers ?? []);
    for (const uuid of event.to ?? [])
      for (const client of this.#byTopic.get(`user:${uuid}`) ?? []) targets.add(client);
    if (targets.size === 0) return;
    const text = JSON.stringify({
      action: event.action,
      type: 'conversation',
      id: event.id,
      childType: event.childType,
      childTypeID: event.childTypeID,
      uuid: event.uuid,
    } satisfies ServerMessage);
    for (const client of targets) this.#write(client, text);
  }

  /** A board turned private drops the subscribers who may no longer see it. */
  async #recheck(id: number, subscribers: Set<Client>): Promise<void> {
    const board = await findProject(this.ctx.database.db, id);
    if (board && !board.isPrivate && !board.isDraft) return;
    for (const client of [...subscribers]) {
      const role = board ? await memberRole(this.ctx.database.db, id, client.viewer.userId) : null;
      if (!board || !canView(board, client.viewer, role)) {
        subscribers.delete(client);
        client.subscriptions.delete(`project:${id}`);
      }
    }
  }

  /** Graceful shutdown: close every socket with "service restart", a hint to reconnect. */
  closeAll(): void {
    for (const client of this.#clients) client.socket.close(1012, 'restarting');
  }
}
