import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from '@makerboard/shared';
import type { QueryValue } from './client.ts';
import { api } from './http.ts';

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
export function call<E extends Endpoint>(
  endpoint: { method: E['method']; path: E['path'] },
  input: {
    params?: ParamsOf<E>;
    query?: QueryOf<E>;
    body?: BodyOf<E>;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<ResultOf<E>> {
  return api.request<ResultOf<E>>(pathOf(endpoint.path, input.params), {
    method: endpoint.method,
    ...(input.query ? { query: input.query as Record<string, QueryValue> } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
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
