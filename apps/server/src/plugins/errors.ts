import { isMessageKey, type MessageKey, translate } from '@makerboard/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { requestLanguage } from '../lib/language.ts';

function send(
  reply: FastifyReply,
  status: number,
  messages: string[],
  code: string,
  fields?: Record<string, string>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fields ? { messages, code, fields } : { messages, code });
}

/** How long clients wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_SECONDS = 5;

/** Connection failures of PostgreSQL (refused, reset, shut down, starting up), not query errors. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        message,
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * What a 5xx logs: the error's kind, the statement that failed (a database error's SQL, without
 * its parameters) and where in the code; never the request's values, which a database error's
 * message and parameters would otherwise carry into the logs in full.
 */
export function describeFailure(error: unknown): Record<string, unknown> {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    query?: string;
    stack?: string;
    cause?: unknown;
  };
  const cause = e.cause as { code?: string; name?: string } | undefined;
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .slice(0, 8)
    .map((line) => line.trim());
  return {
    name: e.name ?? 'Error',
    ...(e.code ? { code: e.code } : {}),
    ...(cause?.code ? { causeCode: cause.code } : {}),
    ...(typeof e.query === 'string' ? { query: e.query.slice(0, 500) } : {}),
    frames,
  };
}

/**
 * An answer given before the request's body was read (a refused upload: too large, wrong type, not
 * signed in) closes the connection: the unread rest of the body would otherwise be read as the
 * next request on a kept-alive connection, which then never gets its answer.
 */
export function closeUnreadConnections(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete && !reply.hasHeader('connection')) reply.header('connection', 'close');
  });
}

interface Failure {
  status: number;
  messages: string[];
  code: string;
  fields?: Record<string, string> | undefined;
}

/** What an error answers, whatever the envelope: its status, its messages (translated), its code. */
function failureOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Failure {
  const language = requestLanguage(request);
  const plain = (status: number, code: MessageKey, params?: Record<string, string | number>) => ({
    status,
    messages: [translate(language, code, params)],
    code,
  });
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      messages: error.messages(language),
      code: error.key,
      fields: error.fields,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      fields[field || 'body'] ??= issue.message ?? 'invalid';
    }
    const names = Object.keys(fields);
    // A rule of ours names its message key (e.g. NAME_INVALID): that message leads, translated.
    const own = names.map((n) => fields[n]!).filter(isMessageKey);
    const summary = `${translate(language, 'VALIDATION_FAILED')}: ${names.map((n) => `${n} (${fields[n]})`).join(', ')}`;
    const messages = [...own.map((key) => translate(language, key)), summary];
    return { status: 400, messages, code: 'VALIDATION_FAILED', fields };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return plain(400, 'INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return plain(413, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return plain(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (error.statusCode === 429) {
    const seconds = Number(reply.getHeader('retry-after') ?? 60);
    return plain(429, 'RATE_LIMITED', { seconds });
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') return plain(400, 'INVALID_JSON');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return plain(error.statusCode, 'INVALID_REQUEST');
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or restarting: tell clients to come back, not that we broke.
    reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    return plain(503, 'DATABASE_UNAVAILABLE');
  }
  request.log.error({ failure: describeFailure(error), route: request.routeOptions.url }, 'unhandled error');
  return plain(500, 'INTERNAL');
}

/** One error envelope for the main API (api.md): `{messages: [text], code}`; a 500 never leaks a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, messages, code, fields } = failureOf(error, request, reply);
    return send(reply, status, messages, code, fields);
  });
}

/**
 * The second API's error body (api.md, spec/001 §3 "the single message field on v2"):
 * `{message, code}`, with `fields` on a validation error. Installed in the scope of the v2 routes
 * only, so the main API keeps its own envelope.
 */
export function installV2ErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = failureOf(error, request, reply);
    return sendV2(reply, failure);
  });
}

/** A v2 error answer. */
export function sendV2(reply: FastifyReply, { status, messages, code, fields }: Failure) {
  // A validation error leads with its summary, which names the fields that failed.
  const message = code === 'VALIDATION_FAILED' ? messages.join('. ') : (messages[0] ?? code);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fields ? { message, code, fields } : { message, code });
}

/** The v2 answer of a path the second API does not have. */
export function v2NotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendV2(reply, {
    status: 404,
    messages: [translate(requestLanguage(request), 'NOT_FOUND')],
    code: 'NOT_FOUND',
  });
}
