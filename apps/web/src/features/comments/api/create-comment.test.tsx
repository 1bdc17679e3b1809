import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateComment } from './create-comment.ts';

/**
 * A comment whose answer was lost (the connection dropped after the server stored it) is sent
 * again with the same Idempotency-Key, so the server answers the first comment instead of storing
 * a second (docs/decisions.md "Idempotency keys").
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const created = {
  result: { comment: { id: 7, body: 'Nice build', user: { userName: 'ada' } }, autoSubscribed: false },
};

describe('posting a comment', () => {
  it('sends it again with the same key when the answer was lost, and no more', async () => {
    const keys: (string | null)[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).endsWith('/comments')) return new Response('{"result":{}}', { status: 200 });
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(created), { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCreateComment({ boardId: 3 }), { wrapper });
    act(() => result.current.mutate({ body: 'Nice build', anonymous: false }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 4000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each new comment its own key, and does not resend one the server refused', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!String(url).endsWith('/comments')) return new Response('{"result":{}}', { status: 200 });
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return new Response(JSON.stringify({ messages: ['Profanity'], code: 'PROFANITY' }), { status: 400 });
      }),
    );
    const { result } = renderHook(() => useCreateComment({ boardId: 3 }), { wrapper });
    act(() => result.current.mutate({ body: 'one', anonymous: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate({ body: 'two', anonymous: false }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
