import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
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
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `mb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
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
