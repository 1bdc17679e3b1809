import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from '@makerboard/shared';
import type { ApiResponse, QueryValue } from './client.ts';
import { api } from './http.ts';

/** What a call sends: the endpoint's params, query and body, typed by its schemas. */
export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal | undefined;
  /**
   * Do not refresh and retry on a 401: calls made without a session (login, signup, the
   * pre-auth check) answer 401 for a wrong password, not for an expired token.
   */
  skipAuthRetry?: boolean;
  /** Headers of this call (an `Idempotency-Key`: api/idempotency.ts). */
  headers?: Record<string, string> | undefined;
}

function request<E extends Endpoint>(
  endpoint: { method: E['method']; path: E['path'] },
  input: CallInput<E>,
) {
  return api.requestWithHeaders<ResultOf<E>>(pathOf(endpoint.path, input.params), {
    method: endpoint.method,
    ...(input.query ? { query: input.query as Record<string, QueryValue> } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.skipAuthRetry ? { skipAuthRetry: true } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
  });
}

/**
 * Calls one endpoint of the shared contract (packages/shared/src/api), typed by it: the path
 * pattern and method must be the endpoint's own (a typo or a moved route fails to compile), and
 * the params, query, body and answer are the `z.infer` types of its schemas. Endpoints are
 * imported with `import type`, so the schemas stay out of the web bundle:
 *
 *   import type { commentEndpoints } from '@makerboard/shared';
 *   type Api = typeof commentEndpoints;
 *   call<Api['get']>({ method: 'GET', path: '/comments/:id' }, { params: { id } });
 */
export async function call<E extends Endpoint>(
  endpoint: { method: E['method']; path: E['path'] },
  input: CallInput<E> = {},
): Promise<ResultOf<E>> {
  return (await request(endpoint, input)).result;
}

/**
 * The same call, with the answer's status and headers: login-type answers carry the token pair in
 * the `authorization` and `refresh-token` headers too (api.md).
 */
export function callWithHeaders<E extends Endpoint>(
  endpoint: { method: E['method']; path: E['path'] },
  input: CallInput<E> = {},
): Promise<ApiResponse<ResultOf<E>>> {
  return request(endpoint, input);
}

/** An endpoint's path pattern with its `:params` filled in (encoded). */
export function pathOf(pattern: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_all, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${pattern}: missing :${key}`);
    return encodeURIComponent(String(value));
  });
}
