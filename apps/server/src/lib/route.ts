import { API_PREFIX, ApiError, type Endpoint, envelope, type ResultOf, V2Error } from '@makerboard/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { Access, ObjectRule } from './access.ts';
import { RawJson } from './events.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as the endpoint's schemas have parsed it. */
export type RequestOf<E extends Endpoint> = FastifyRequest & {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The common headers, and those the endpoint declares as its schema parsed them. */
  headers: FastifyRequest['headers'] & (E['headers'] extends z.ZodType ? z.output<E['headers']> : unknown);
};

/**
 * What a handler gives back: the `result` of the envelope, or the bytes of an envelope already
 * serialised (a cached page), or the reply when it answered itself (a page for a browser that
 * asked for one). Endpoints without a JSON result send their answer themselves and return the reply.
 */
export type HandlerResult<E extends Endpoint> = E['result'] extends z.ZodType
  ? ResultOf<E> | RawJson | FastifyReply
  : FastifyReply;

export interface RouteRules {
  access: Access;
  /** Object-level rules resolved by the guard before the handler (lib/access.ts). */
  object?: ObjectRule | readonly ObjectRule[];
  /**
   * Per-route rate limit (@fastify/rate-limit), keyed by the client address unless stated. `max`
   * may depend on the key (a class code's own bucket at signup); `hook: 'preHandler'` counts after
   * the body is read and validated, for a key taken from the body.
   */
  rateLimit?: {
    max: number | ((request: FastifyRequest, key: string) => Promise<number>);
    timeWindow: number;
    keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
    hook?: 'onRequest' | 'preHandler';
  };
  /** Kept out of the OpenAPI document (development helpers). */
  hide?: boolean;
  /** Fastify route options the contract does not cover (body limits of uploads, websocket…). */
  extra?: Pick<RouteShorthandOptions, 'bodyLimit' | 'websocket'> & Record<string, unknown>;
}

/** The error answer of every route, for the OpenAPI document. */
const errors = { '4XX': ApiError, '5XX': ApiError };
/** The second API's error answer (api.md): `{message, code}`. */
const v2Errors = { '4XX': V2Error, '5XX': V2Error };

/** A non-JSON answer in the OpenAPI document: its content type with a binary body. */
const binary = (type: string) => ({
  description: 'The file or page itself',
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

/**
 * A result serialised as the route would send it (its schema's encoding, in the envelope), for an
 * answer kept and sent as it is (lib/kept-answers.ts).
 */
export function serialised<E extends Endpoint>(endpoint: E, result: ResultOf<E>): RawJson {
  if (!endpoint.result) throw new Error(`${endpoint.method} ${endpoint.path} answers no result`);
  const schema = endpoint.bare ? endpoint.result : envelope(endpoint.result);
  return new RawJson(JSON.stringify(z.encode(schema, endpoint.bare ? result : { result })));
}

/**
 * Registers one endpoint of the contract: its schemas (input checked, output serialised and checked
 * by its schema), its access rules and its handler. The handler returns the `result`; this wraps
 * it in the envelope with the endpoint's status (a handler may set another with `reply.code`).
 * The scope must be the one of the endpoint's `base` (the API prefix, or the root).
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  rules: RouteRules,
  handler: (request: RequestOf<E>, reply: FastifyReply) => Promise<HandlerResult<E>>,
): void {
  const prefix = endpoint.base === 'root' ? '' : API_PREFIX;
  if (app.prefix !== prefix) {
    throw new Error(`${endpoint.method} ${endpoint.path} belongs under '${prefix}', not '${app.prefix}'`);
  }
  const status = endpoint.status ?? 200;
  const response: Record<string, unknown> = { ...(endpoint.errors === 'v2' ? v2Errors : errors) };
  if (endpoint.result) {
    const ok = endpoint.bare ? endpoint.result : envelope(endpoint.result);
    response[200] = ok;
    response[status] = ok;
    for (const other of endpoint.otherStatuses ?? []) response[other] = ok;
  } else {
    response[status] = binary(endpoint.produces ?? 'application/octet-stream');
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...rules.extra,
    config: {
      access: rules.access,
      ...(rules.object ? { object: rules.object } : {}),
      ...(rules.rateLimit ? { rateLimit: rules.rateLimit } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(rules.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response,
    },
    handler: async (request, reply) => {
      reply.code(status);
      const result = await handler(request as RequestOf<E>, reply);
      // A handler that answered itself (a file, a stream) hands back the reply, which `await`
      // resolves to nothing once it is sent: nothing more may be sent then.
      if (reply.sent || result === reply) return reply;
      if (!endpoint.result) return result;
      if (result instanceof RawJson) return reply.type('application/json; charset=utf-8').send(result.body);
      return endpoint.bare ? result : { result };
    },
  });
}
