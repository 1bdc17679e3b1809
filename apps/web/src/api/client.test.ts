import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, buildUrl, createApiClient } from './client.ts';
import { ApiError, MAINTENANCE_MESSAGE, UNKNOWN_ERROR } from './errors.ts';
import { createFlagStore } from './flag-store.ts';
import type { TokenPair, TokenStore } from './tokens.ts';

function memoryTokens(initial: TokenPair = { accessToken: '', refreshToken: '' }): TokenStore {
  let pair = { ...initial };
  return {
    get: () => ({ ...pair }),
    set: (next) => {
      pair = { ...next };
    },
    clear: () => {
      pair = { accessToken: '', refreshToken: '' };
    },
    startImpersonation: () => {},
    endImpersonation: () => null,
    isImpersonating: () => false,
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Call = { url: string; init: RequestInit; headers: Record<string, string> };

function setup(tokens: TokenStore, responder: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      init: init ?? {},
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return responder(call, calls.length - 1);
  });
  const maintenance = createFlagStore(false);
  const onRefreshRejected = vi.fn();
  const deps: ApiClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    tokens,
    maintenance,
    getLanguage: () => 'de',
    getEvent: () => 'acme',
    getSessionId: () => 'session-1',
    getUsername: () => 'ada',
    onRefreshRejected,
  };
  return { client: createApiClient(deps), calls, maintenance, onRefreshRejected, fetchMock };
}

describe('call layer headers', () => {
  it('sends the bearer only when the token is non-empty, else the anonymous session id', async () => {
    const tokens = memoryTokens();
    const { client, calls } = setup(tokens, () => json(200, { result: { ok: true } }));
    await client.request('/users/current');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['X-Session-ID']).toBe('session-1');
    tokens.set({ accessToken: 'abc', refreshToken: 'r' });
    await client.request('/users/current');
    expect(calls[1]!.headers.Authorization).toBe('Bearer abc');
    expect(calls[1]!.headers['X-Session-ID']).toBeUndefined();
  });

  it('sends X-Event and Accept-Language, and unwraps the result envelope', async () => {
    const { client, calls } = setup(memoryTokens(), () => json(200, { result: { version: 5 } }));
    await expect(client.request('/version')).resolves.toEqual({ version: 5 });
    expect(calls[0]!.url).toBe('/api/version');
    expect(calls[0]!.headers['X-Event']).toBe('acme');
    expect(calls[0]!.headers['Accept-Language']).toBe('de');
  });

  it('repeats array query values as keys', () => {
    expect(buildUrl('/api', '/poll/project', { projectIDs: [1, 2], skip: undefined, q: 'a b' })).toBe(
      '/api/poll/project?projectIDs=1&projectIDs=2&q=a+b',
    );
  });
});

describe('errors', () => {
  it('uses the first entry of messages', async () => {
    const { client } = setup(memoryTokens(), () => json(400, { messages: ['First', 'Second'], code: 'X' }));
    await expect(client.request('/x')).rejects.toMatchObject({ message: 'First', status: 400, code: 'X' });
  });

  it('falls back to message, then to "Unknown Error"', async () => {
    const a = setup(memoryTokens(), () => json(409, { message: 'Single' }));
    await expect(a.client.request('/x')).rejects.toMatchObject({ message: 'Single', status: 409 });
    const b = setup(memoryTokens(), () => new Response('<html>oops</html>', { status: 500 }));
    await expect(b.client.request('/x')).rejects.toMatchObject({ message: UNKNOWN_ERROR, status: 500 });
  });

  it('reports "Unknown Error" with status 0 when no response arrives', async () => {
    const { client } = setup(memoryTokens(), () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR, status: 0 });
  });
});

describe('401: refresh and retry once', () => {
  let tokens: TokenStore;
  beforeEach(() => {
    tokens = memoryTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
  });

  it('refreshes with {username, token} and retries the request with the new token', async () => {
    const { client, calls } = setup(tokens, (call) => {
      if (call.url === '/api/users/refresh') {
        return json(200, { result: { accessToken: 'new', refreshToken: 'refresh-2' } });
      }
      return call.headers.Authorization === 'Bearer new' ? json(200, { result: { id: 1 } }) : json(401, {});
    });
    await expect(client.request('/projects/1')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/projects/1', '/api/users/refresh', '/api/projects/1']);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ username: 'ada', token: 'refresh-1' });
    expect(tokens.get()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-2' });
  });

  it('takes the new pair from the authorization and refresh-token headers', async () => {
    const { client } = setup(tokens, (call) =>
      call.url === '/api/users/refresh'
        ? json(200, { result: {} }, { authorization: 'Bearer from-header', 'refresh-token': 'refresh-h' })
        : call.headers.Authorization === 'Bearer from-header'
          ? json(200, { result: 'ok' })
          : json(401, {}),
    );
    await expect(client.request('/x')).resolves.toBe('ok');
    expect(tokens.get()).toMatchObject({ accessToken: 'from-header', refreshToken: 'refresh-h' });
  });

  it('does not loop: a second 401 after the refresh goes to the caller', async () => {
    const { client, calls } = setup(tokens, (call) =>
      call.url === '/api/users/refresh'
        ? json(200, { result: { accessToken: 'new', refreshToken: 'r2' } })
        : json(401, { messages: ['Please log in to continue'], code: 'UNAUTHORIZED' }),
    );
    await expect(client.request('/x')).rejects.toMatchObject({
      status: 401,
      message: 'Please log in to continue',
    });
    expect(calls).toHaveLength(3);
  });

  it('rejects to the caller with the refresh error when the refresh fails', async () => {
    const { client, calls, onRefreshRejected } = setup(tokens, (call) =>
      call.url === '/api/users/refresh'
        ? json(401, { messages: ['Invalid refresh token'], code: 'INVALID_REFRESH_TOKEN' })
        : json(401, {}),
    );
    await expect(client.request('/x')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid refresh token',
    });
    expect(calls).toHaveLength(2);
    expect(onRefreshRejected).toHaveBeenCalledTimes(1);
  });

  it('retries without refreshing when the token was not set before but is set now', async () => {
    const anonymous = memoryTokens();
    const { client, calls } = setup(anonymous, (call, index) => {
      if (index === 0) {
        anonymous.set({ accessToken: 'fresh', refreshToken: 'r' });
        return json(401, {});
      }
      return call.headers.Authorization === 'Bearer fresh' ? json(200, { result: 1 }) : json(401, {});
    });
    await expect(client.request('/x')).resolves.toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/x']);
  });

  it('without any token a 401 goes straight to the caller', async () => {
    const { client, calls } = setup(memoryTokens(), () => json(401, { messages: ['No'] }));
    await expect(client.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s (refresh tokens rotate)', async () => {
    const { client, calls } = setup(tokens, (call) => {
      if (call.url === '/api/users/refresh')
        return json(200, { result: { accessToken: 'new', refreshToken: 'r2' } });
      return call.headers.Authorization === 'Bearer new' ? json(200, { result: 'ok' }) : json(401, {});
    });
    await Promise.all([client.request('/a'), client.request('/b'), client.request('/c')]);
    expect(calls.filter((c) => c.url === '/api/users/refresh')).toHaveLength(1);
  });
});

describe('503: maintenance mode', () => {
  it('turns maintenance on, then fails every request locally', async () => {
    const { client, maintenance, fetchMock } = setup(memoryTokens(), () => json(503, {}));
    await expect(client.request('/x')).rejects.toMatchObject({ status: 503, message: MAINTENANCE_MESSAGE });
    expect(maintenance.get()).toBe(true);
    await expect(client.request('/y')).rejects.toMatchObject({
      message: MAINTENANCE_MESSAGE,
      code: 'MAINTENANCE',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    maintenance.set(false);
    await expect(client.request('/z')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
