import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocketClient, { type WebSocket } from 'ws';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { listOutbox } from '../src/modules/dev/dev.service.ts';

export const STRONG_PASSWORD = 'Tinker-Bolt-42';

/**
 * A database for one test file: in-memory PGlite by default, or a fresh PostgreSQL database
 * (created from TEST_DATABASE_URL, dropped afterwards) when that variable is set, as in CI.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase(loadDataDir ? { loadDataDir } : {});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `mb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 5 });
  await database.migrate();
  return {
    url: target.toString(),
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
  /** One request to this app (see `call`). */
  call: BoundCall;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Sent as Accept-Language (the language of messages and mails). */
  language?: string;
  headers?: Record<string, string>;
}

/**
 * An answer: the injected response (statusCode, headers, raw body text) with its status and its
 * body parsed as JSON in `data`, typed by the caller (e.g. `call<{ result: Board }>`).
 */
// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely unless typed; the assertions check their shape.
export type Answer<T = any> = LightMyRequestResponse & { status: number; data: T };

// biome-ignore lint/suspicious/noExplicitAny: as Answer.
export type BoundCall = <T = any>(
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  options?: CallOptions,
) => Promise<Answer<T>>;

/**
 * The one request helper of the server tests: `method url` with an optional bearer token and
 * JSON body, answering the status and the parsed body. A test's own app offers it as `t.call`.
 */
// biome-ignore lint/suspicious/noExplicitAny: as Answer.
export async function call<T = any>(
  on: { app: FastifyInstance },
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const response = await on.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  let parsed: { value: T } | undefined;
  return Object.defineProperties(response, {
    status: { value: response.statusCode, enumerable: true },
    data: {
      enumerable: false,
      get: () => {
        parsed ??= { value: JSON.parse(response.body) as T };
        return parsed.value;
      },
    },
  }) as Answer<T>;
}

/** Gives an app built outside createTestApp (its own config or database) the `call` of a TestApp. */
export function asTestApp(parts: Omit<TestApp, 'call'>): TestApp {
  const t: TestApp = {
    ...parts,
    call: (method, url, token, payload, options) => call(t, method, url, token, payload, options),
  };
  return t;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildOptions, 'config' | 'database'>> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', ...env },
    {
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
      dataDir: mkdtempSync(path.join(tmpdir(), 'mb-test-')),
      ...options.config,
    },
  );
  const { config: _ignored, ...rest } = options;
  const app = await buildApp({ config, database, ...rest });
  await app.ready();
  return asTestApp({
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely; the assertions check their shape.
export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

let counter = 0;
export function uniqueName(prefix = 'maker'): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  const userName = (overrides.userName as string) ?? uniqueName();
  return {
    email: `${uniqueName('mail')}@example.org`,
    userName,
    password: STRONG_PASSWORD,
    firstName: 'Test',
    lastName: 'Maker',
    userType: 'standard',
    birthDate: '2000-01-01',
    receiveEmails: true,
    certifications: {
      ownWork: true,
      over12OrParent: true,
      parentPresent: true,
      positiveConduct: true,
      riskAcceptance: true,
      disclaimer: true,
    },
    ...overrides,
  };
}

/** The newest 6-digit code sent to an address, read from the dev outbox. */
export async function latestCode(database: Database, to: string): Promise<string> {
  const messages = await listOutbox(database.db);
  const message = messages.find((m) => m.to.toLowerCase() === to.toLowerCase());
  const match = message && /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1]!;
}

export interface Session {
  userName: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  userId: number;
  uuid: string;
}

/** Signs a person up and verifies them through the API, as a newcomer would. */
export async function signupAndVerify(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Session> {
  const body = signupBody(overrides);
  const signup = await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = await latestCode(t.database, body.email);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/users/verify',
    payload: { username: body.userName, code },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const result = json(verify).result;
  return {
    userName: body.userName,
    email: body.email,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    userId: result.user.id,
    uuid: result.user.uuid,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Makes an existing user an admin (or other role) directly: there is no self-service path to a role. */
export async function grantRole(t: TestApp, userName: string, role: string): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await t.database.db.execute(
    sql`update users set roles = array_append(roles, ${role}) where lower(user_name) = ${userName.toLowerCase()}`,
  );
}

/** Logs in with the password again (fresh roles in the token). */
export async function login(t: TestApp, userName: string, password = STRONG_PASSWORD): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: userName, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const r = json(response).result;
  return {
    userName,
    email: r.user.email,
    accessToken: r.accessToken,
    refreshToken: r.refreshToken,
    userId: r.user.id,
    uuid: r.user.uuid,
  };
}

/**
 * Waits until a condition holds (an eventual effect: a socket message, a job's result), checking
 * every `interval` ms and failing after `timeout` ms; answers the first value that is neither
 * false, null nor undefined. Never a fixed sleep.
 */
export async function until<T>(
  check: () => T | Promise<T>,
  {
    timeout = 5000,
    interval = 10,
    what = 'a condition',
  }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<Exclude<T, false | null | undefined>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== false && value !== null && value !== undefined)
      return value as Exclude<T, false | null | undefined>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export type SocketMessage = Record<string, unknown>;

export interface TestSocket {
  ws: WebSocket;
  /** Every frame received, in order, from the first (the server's version greeting) on. */
  inbox: SocketMessage[];
  send: (message: object) => void;
  /** The first message matching, waiting for it if it has not arrived yet. */
  next: (match: (message: SocketMessage) => boolean, timeout?: number) => Promise<SocketMessage>;
  /** Identifies with a token; answers the auth reply (`{action: 'auth', ok}`). */
  auth: (token: string) => Promise<SocketMessage>;
  /** Follows a topic; answers the subscribe reply. */
  subscribe: (type: 'project' | 'conversation', id: number) => Promise<SocketMessage>;
  /**
   * For "nothing arrived": waits for the sentinel (a message the test caused after the one that
   * must not come), then answers every message matching `unwanted` received so far. One socket's
   * frames arrive in order, so whatever was sent before the sentinel is here by then: no
   * sleeping for "long enough".
   */
  before: (
    sentinel: (message: SocketMessage) => boolean,
    unwanted: (message: SocketMessage) => boolean,
  ) => Promise<SocketMessage[]>;
  /** Resolves with the close code once the server or the test closed it. */
  closed: Promise<number>;
  close: () => void;
}

/**
 * Opens /ws on a test app (in process, through Fastify's injectWS) or on a listening server
 * (`ws://…` URL, over TCP), with an inbox that records every frame from the first one on.
 */
export async function openSocket(
  target: { app: FastifyInstance } | string,
  token?: string,
): Promise<TestSocket> {
  const inbox: SocketMessage[] = [];
  const record = (socket: WebSocket) =>
    socket.on('message', (data: Buffer) => inbox.push(JSON.parse(data.toString()) as SocketMessage));
  let ws: WebSocket;
  if (typeof target === 'string') {
    ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocketClient(target);
      record(socket);
      socket.on('open', () => resolve(socket));
      socket.on('unexpected-response', (_request, response) =>
        reject(new Error(String(response.statusCode))),
      );
      socket.on('error', reject);
    });
  } else {
    const inject = (
      target.app as unknown as {
        injectWS: (path: string, context: object, options: object) => Promise<WebSocket>;
      }
    ).injectWS;
    // The inbox listens from the first frame on (the server greets with its version at once).
    ws = await inject.call(target.app, '/ws', {}, { onInit: record });
  }
  const closed = new Promise<number>((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve(1006);
    ws.on('close', (code: number) => resolve(code));
  });
  const next = async (match: (message: SocketMessage) => boolean, timeout = 5000) => {
    await until(() => inbox.some(match), { timeout, what: 'a socket message' });
    return inbox.find(match)!;
  };
  const send = (message: object) => ws.send(JSON.stringify(message));
  const socket: TestSocket = {
    ws,
    inbox,
    send,
    next,
    async auth(value) {
      const seen = inbox.filter((m) => m.action === 'auth').length;
      send({ action: 'auth', token: value });
      await until(() => inbox.filter((m) => m.action === 'auth').length > seen, { what: 'the auth reply' });
      return inbox.filter((m) => m.action === 'auth')[seen]!;
    },
    async subscribe(type, id) {
      send({ action: 'subscribe', type, id });
      return next((m) => m.action === 'subscribe' && m.type === type && m.id === id);
    },
    async before(sentinel, unwanted) {
      await next(sentinel);
      return inbox.filter(unwanted);
    },
    closed,
    close: () => ws.terminate(),
  };
  if (token) {
    const reply = await socket.auth(token);
    if (reply.ok !== true) throw new Error(`socket auth refused: ${JSON.stringify(reply)}`);
  }
  return socket;
}
