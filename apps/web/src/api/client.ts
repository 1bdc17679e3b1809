import type { authEndpoints, ResultOf } from '@makerboard/shared';
import { ApiError, errorFromBody, MAINTENANCE_MESSAGE, UNKNOWN_ERROR } from './errors.ts';
import type { FlagStore } from './flag-store.ts';
import { type TokenStore, tokensFromResponse } from './tokens.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Do not refresh and retry on 401 (the refresh call itself, and calls that expect a 401). */
  skipAuthRetry?: boolean;
  /** Headers of this call (an `Idempotency-Key`). */
  headers?: Record<string, string> | undefined;
}

export interface ApiResponse<T> {
  result: T;
  status: number;
  headers: Headers;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  tokens: TokenStore;
  maintenance: FlagStore;
  getLanguage: () => string;
  getEvent: () => string;
  getSessionId: () => string;
  /** The username sent with a refresh (spec/001 §7 refresh: username, token). */
  getUsername: () => string | undefined;
  /** Called when the refresh failed because the refresh token is no longer good. */
  onRefreshRejected?: (error: ApiError) => void;
  baseUrl?: string;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Refreshes the token pair; concurrent callers share one refresh (refresh tokens rotate). */
  refresh(): Promise<void>;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Arrays travel as repeated keys (api.md).
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * The call layer of spec/001 §4 and §8: headers, refresh-and-retry-once on 401, maintenance mode on
 * 503, and error objects with a message and a status.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api';
  let pendingRefresh: Promise<void> | null = null;

  async function send(path: string, options: RequestOptions, accessToken: string): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': deps.getLanguage(),
      'X-Event': deps.getEvent(),
      // A call's own headers win: the build check names the event of the path being navigated to.
      ...options.headers,
    };
    // Bearer only when a token is non-empty; the anonymous session id is the fallback identity.
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    else headers['X-Session-ID'] = deps.getSessionId();
    const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
    if (options.signal) init.signal = options.signal;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    try {
      return await deps.fetch(buildUrl(baseUrl, path, options.query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(UNKNOWN_ERROR, 0);
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text().catch(() => '');
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  async function settle<T>(response: Response): Promise<ApiResponse<T>> {
    const body = await readBody(response);
    if (response.status === 503) {
      deps.maintenance.set(true);
      const error = errorFromBody(503, body);
      throw error.message === UNKNOWN_ERROR ? new ApiError(MAINTENANCE_MESSAGE, 503, 'MAINTENANCE') : error;
    }
    if (!response.ok) throw errorFromBody(response.status, body);
    const result =
      body && typeof body === 'object' && 'result' in body ? (body as { result: T }).result : (body as T);
    return { result, status: response.status, headers: response.headers };
  }

  async function doRefresh(): Promise<void> {
    const { refreshToken, limited } = deps.tokens.get();
    if (!refreshToken) throw new ApiError('Invalid refresh token', 401, 'INVALID_REFRESH_TOKEN');
    try {
      const response = await send(
        '/users/refresh',
        { method: 'POST', body: { username: deps.getUsername(), token: refreshToken } },
        '',
      );
      const { result, headers } = await settle<ResultOf<(typeof authEndpoints)['refresh']>>(response);
      const pair = tokensFromResponse(headers, result);
      if (!pair) throw new ApiError('Invalid refresh token', 401, 'INVALID_REFRESH_TOKEN');
      deps.tokens.set({ ...pair, refreshToken: pair.refreshToken || refreshToken, limited: !!limited });
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 401 || error.status === 400 || error.status === 403)
      ) {
        deps.onRefreshRejected?.(error);
      }
      throw error;
    }
  }

  function refresh(): Promise<void> {
    pendingRefresh ??= doRefresh().finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  async function requestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    if (deps.maintenance.get()) throw new ApiError(MAINTENANCE_MESSAGE, 503, 'MAINTENANCE');
    const before = deps.tokens.get().accessToken;
    let response = await send(path, options, before);
    if (response.status === 401 && !options.skipAuthRetry) {
      const now = deps.tokens.get().accessToken;
      if (now && now !== before) {
        // The token was set (a login, or another request's refresh) while this request was on its
        // way: retry it with the new token instead of refreshing again.
        response = await send(path, options, now);
      } else if (deps.tokens.get().refreshToken) {
        // Refresh once and retry once; a second 401 goes to the caller (no loop).
        await refresh();
        response = await send(path, options, deps.tokens.get().accessToken);
      }
    }
    return settle<T>(response);
  }

  return {
    requestWithHeaders,
    async request<T>(path: string, options?: RequestOptions) {
      return (await requestWithHeaders<T>(path, options)).result;
    },
    refresh,
  };
}
