import type { Role } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors.ts';

/**
 * Who may call a route, declared on every route as `config.access` (quality.md): a route without
 * one fails at start-up, and the authorisation matrix test walks the list of routes.
 * - public: anyone, signed in or not
 * - limited: any valid access token, including the limited one of an unverified signup
 * - user: a verified, full session
 * - roles: a verified session holding one of the roles of the token's role claim
 *
 * On top of it a route may declare object-level rules (`config.object`): which thing a parameter
 * names and what the caller must be allowed on it (see ObjectRule). One guard resolves them.
 */
export type Access = 'public' | 'limited' | 'user' | { roles: readonly Role[] };

/**
 * An object-level rule: the parameter `key` (of the path unless `from` says otherwise) names a
 * thing of `kind` (a board, a comment, a person, a conversation, later a fair or a class), and the
 * caller must be allowed `need` on it. The kind's module defines what each need means
 * (`ObjectGuards.define`).
 */
export interface ObjectRule {
  kind: string;
  key: string;
  need: string;
  from?: 'params' | 'query' | 'body';
}

/** What a kind says of one of its needs, for the guard and for the authorisation matrix. */
export interface NeedInfo {
  /**
   * How a refusal is answered: 404 where the caller may not learn that the thing exists (someone
   * else's conversation, a private board), 403 where they may see it but not do this.
   */
  refusal: 403 | 404;
  /** True when anyone who may see the thing passes (reading a public board, its comments…). */
  open?: boolean;
}

export interface ObjectKind<T = unknown> {
  /** The needs this kind knows, each with how a refusal is answered. */
  needs: Record<string, NeedInfo>;
  /**
   * Loads the thing named by `value` and checks the need. Throws the AppError of a refusal (404
   * when it does not exist or may not be known). What it returns is handed to the route handler.
   * `resolved` holds what the route's rules declared before this one resolved, by kind: a need
   * that depends on another thing of the path reads it there (removing a member needs the right
   * on the board or the section the path names first).
   */
  resolve: (
    request: FastifyRequest,
    value: unknown,
    need: string,
    resolved: Readonly<Record<string, unknown>>,
  ) => Promise<T>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    object?: ObjectRule | readonly ObjectRule[];
  }
  interface FastifyRequest {
    /** What the route's object rules resolved, by kind (see `objectOf`). */
    objects: Record<string, unknown> | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  objects: readonly ObjectRule[];
}

/** The object kinds of this app; modules define theirs when they register their routes. */
export class ObjectGuards {
  readonly #kinds = new Map<string, ObjectKind>();

  define<T>(kind: string, definition: ObjectKind<T>): void {
    if (this.#kinds.has(kind)) throw new Error(`object kind ${kind} is defined twice`);
    this.#kinds.set(kind, definition as ObjectKind);
  }

  kind(kind: string): ObjectKind | undefined {
    return this.#kinds.get(kind);
  }

  /** The declared meaning of a rule's need; a rule naming an unknown kind or need fails at start. */
  need(rule: ObjectRule): NeedInfo {
    const info = this.#kinds.get(rule.kind)?.needs[rule.need];
    if (!info) throw new Error(`object rule ${rule.kind}:${rule.need} is not defined`);
    return info;
  }
}

export const rulesOf = (config: { object?: ObjectRule | readonly ObjectRule[] } | undefined) =>
  config?.object === undefined
    ? []
    : Array.isArray(config.object)
      ? config.object
      : [config.object as ObjectRule];

/** What a route's object rule of `kind` resolved to (set by the guard before the handler runs). */
export function objectOf<T>(request: FastifyRequest, kind: string): T {
  const value = request.objects?.[kind];
  if (value === undefined) throw new Error(`no object rule of kind ${kind} on ${request.routeOptions.url}`);
  return value as T;
}

export function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config?.access;
}

export function checkAccess(request: FastifyRequest): void {
  const access = accessOf(request);
  if (access === undefined) throw new AppError(500, 'INTERNAL');
  if (access === 'public') return;
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (access === 'limited') return;
  if (auth.limited) throw forbidden();
  if (access === 'user') return;
  if (!access.roles.some((role) => auth.roles.includes(role))) throw forbidden();
}

/**
 * Routes that plugins register for us: the OpenAPI pages under /api/docs and the web app's static
 * files (a path with a file extension). They are public by nature; everything else must declare.
 */
function isPluginOwned(url: string): boolean {
  return url.startsWith('/api/docs') || (!url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(url));
}

/** Registers the onRoute check: every route declares its rule, and the registry lists them. */
export function installAccessControl(
  app: FastifyInstance,
  registry: RouteAccess[],
  guards: ObjectGuards,
): void {
  app.decorateRequest('objects', null);
  const pending: { rule: ObjectRule; route: string }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are generated by Fastify from GET routes and share their config.
    if (methods.every((m) => m === 'HEAD')) return;
    if (access === undefined && isPluginOwned(route.url)) {
      route.config = { ...route.config, access: 'public' };
      for (const method of methods)
        if (method !== 'HEAD') registry.push({ method, url: route.url, access: 'public', objects: [] });
      return;
    }
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule (config.access)`);
    }
    const objects = rulesOf(route.config);
    for (const rule of objects) pending.push({ rule, route: `${methods.join(',')} ${route.url}` });
    for (const method of methods)
      if (method !== 'HEAD') registry.push({ method, url: route.url, access, objects });
  });
  // Kinds are defined by the modules as they register, so rules are checked once all are in.
  app.addHook('onReady', async () => {
    for (const { rule, route } of pending) {
      try {
        guards.need(rule);
      } catch (error) {
        throw new Error(`${route}: ${(error as Error).message}`);
      }
    }
  });
}

/** Where each source of a rule's value is validated: the route schema's part of the same name. */
const SCHEMA_PART = { params: 'params', query: 'querystring', body: 'body' } as const;

/**
 * Enforces each route's rules. The coarse rule runs on request, right after the token is read and
 * before the body is parsed or validated, so that a visitor learns nothing about a route's input.
 * Object rules run next, before the input is validated, so that a stranger learns nothing of a
 * thing they may not see from how its route judges their input (a private board is a 404 whatever
 * is sent). The values the rules read are parsed by their part of the route's schema first; a rule
 * whose part is invalid leaves its answer to validation (400), while the rules reading valid parts
 * still run (a route naming a board in its path and a section in its body is a 404 on a private
 * board whatever the body holds).
 */
export function enforceAccess(app: FastifyInstance, guards: ObjectGuards): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    checkAccess(request);
  });
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const rules = rulesOf(request.routeOptions.config);
    if (rules.length === 0) return;
    const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
    /** Each part the rules read, parsed once: its values, or null when validation will refuse it. */
    const parsed: Partial<Record<'params' | 'query' | 'body', Record<string, unknown> | null>> = {};
    for (const rule of rules) {
      const where: 'params' | 'query' | 'body' = rule.from ?? 'params';
      if (parsed[where] !== undefined) continue;
      const part = schema[SCHEMA_PART[where]] as {
        safeParse?: (v: unknown) => { success: boolean; data?: unknown };
      };
      const raw = request[where] ?? {};
      const result: { success: boolean; data?: unknown } = part?.safeParse
        ? part.safeParse(raw)
        : { success: true, data: raw };
      parsed[where] = result.success ? ((result.data ?? {}) as Record<string, unknown>) : null;
    }
    const objects: Record<string, unknown> = {};
    for (const rule of rules) {
      const where: 'params' | 'query' | 'body' = rule.from ?? 'params';
      const values = parsed[where];
      if (!values) continue;
      objects[rule.kind] = await guards
        .kind(rule.kind)!
        .resolve(request, values[rule.key], rule.need, objects);
    }
    request.objects = objects;
  });
}
