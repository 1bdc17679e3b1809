import { z } from 'zod';

/**
 * The HTTP contract, one endpoint at a time (api.md). Each endpoint names its method, its path under
 * `/api` (Fastify's `:param` style), the zod schemas of its params, query and body, and the schema of
 * what it answers under `result`. The server registers its routes from these descriptors (the type
 * provider validates what comes in and serialises what goes out by them), the OpenAPI document is
 * generated from them (`docs/openapi.json`), and the web app types its calls with `z.infer` of them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** The path under the API prefix (or the root: `base`), e.g. `/projects/:id/comments`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads beyond the common ones (`Idempotency-Key`). */
  headers?: z.ZodType;
  /**
   * What the success answer carries under `result`. `null` for an answer that is not the JSON
   * envelope (a file, a page, a stream): `produces` then names its content type.
   */
  result: z.ZodType | null;
  /** The success status: 200 unless stated (201 for most creations). */
  status?: 200 | 201;
  /** Content type of a non-JSON answer (`result: null`). */
  produces?: string;
  /** The OpenAPI tag, usually the domain. */
  tag: string;
  summary?: string;
  /**
   * Where `path` lies: under the API prefix (`api`, the default), or at the site's root (`root`:
   * the health checks and metrics of api.md "Conventions", the dev outbox page).
   */
  base?: 'api' | 'root';
  /**
   * The answer is the result itself, without the `{result}` envelope: load balancers and
   * orchestrators read a probe's answer as it is (`/healthz`, `/readyz`).
   */
  bare?: boolean;
  /**
   * Failure statuses that answer with the result's own shape instead of the error body: a
   * readiness probe's 503 still says what it found.
   */
  otherStatuses?: readonly number[];
  /**
   * The error body the endpoint answers with: the main API's `{messages, code}` (the default), or
   * the second API's `{message, code}` (api.md "Conventions": paths under `/api/v2`).
   */
  errors?: 'v2';
}

/** Declares an endpoint; the literal types are kept so that callers are typed by it. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/**
 * The `Idempotency-Key` header (IETF draft-ietf-httpapi-idempotency-key-header) of the creations
 * a client may retry after a lost answer (a comment, a message): the same key from the same person
 * answers what the first request made, and never makes a second (docs/decisions.md).
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'IDEMPOTENCY_KEY_INVALID')
    .optional()
    .meta({ description: 'Up to 255 visible ASCII characters, unique per creation (a UUID is a good key).' }),
});

/** The API prefix of api.md: every path of an endpoint lies under it unless its `base` is `root`. */
export const API_PREFIX = '/api';

/** The path an endpoint is served at, from the site's root (`/api/users/check`, `/healthz`). */
export const urlOf = (e: Pick<Endpoint, 'path' | 'base'>): string =>
  e.base === 'root' ? e.path : `${API_PREFIX}${e.path}`;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the endpoint answers under `result`, as JSON carries it. */
export type ResultOf<E extends Endpoint> = Out<E['result']>;
/** What a caller sends, before defaults are applied. */
export type BodyOf<E extends Endpoint> = In<E['body']>;
export type QueryOf<E extends Endpoint> = In<E['query']>;
export type ParamsOf<E extends Endpoint> = In<E['params']>;

/** The success envelope of api.md: `{result}`. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result });
}

/** Main API error body (api.md): `{messages: [text], code}`; validation errors add which fields failed. */
export const ApiError = z
  .object({
    messages: z.array(z.string()).min(1),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof ApiError>;

/** Second API error body (api.md): `{message, code}`; validation errors add which fields failed. */
export const V2Error = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'V2Error' });
export type V2Error = z.infer<typeof V2Error>;

/** Where the second API's paths lie under the API prefix: `/api/v2/partners`. */
export const V2_PREFIX = '/v2';

/**
 * A link given by a person (a partner's website, a banner's target, a logo): a full `https://`
 * address only, so that no `javascript:` or `data:` address ever reaches a page (spec/000 §3
 * Region, docs/decisions.md "Partners and regions").
 */
export const HttpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'URL_HTTPS_ONLY');

/**
 * An image given by a person: an `https://` address, or a path of this site's own API (a stored
 * logo or upload, `/api/…`), which the pages' content policy lets the browser load.
 */
export const ImageRef = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) =>
      /^\/api\/[A-Za-z0-9/_.~%=&?-]+$/.test(value)
        ? !value.includes('..')
        : HttpsUrl.safeParse(value).success,
    'URL_HTTPS_ONLY',
  );

/** The largest id PostgreSQL's `integer` holds: a larger one could never name anything. */
export const MAX_ID = 2_147_483_647;
/** A numeric id in a path, query or body. */
export const Id = z.coerce.number().int().positive().max(MAX_ID);
export const IdParams = z.object({ id: Id });
/** An address segment (a slug, a partner's name): lower-case letters, digits and inner dashes. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** People are addressed by username in paths (api.md "Ids"). */
export const UserName = z.string().min(1).max(64);
export const UserNameParams = z.object({ username: UserName });

/** An ISO 8601 timestamp as the server sends it. */
export const Timestamp = z.string().meta({ format: 'date-time' });

/** `{ok: true}`-style answers of calls that change something and have nothing else to say. */
export const Success = z.object({ success: z.literal(true) });
