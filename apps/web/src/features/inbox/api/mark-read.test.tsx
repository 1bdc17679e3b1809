import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../api/notification-keys.ts';
import { inboxKeys } from '../keys.ts';
import { getUnread } from './get-unread.ts';
import { useMarkRead } from './mark-read.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify({ result: body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('reading a conversation (the inbox badge)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the count of the read when an older count answers after it', async () => {
    // The badge's count was asked for when a message came (1 unread then) and answers late.
    let answerCount: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/conversations/unread'))
          return new Promise<Response>((resolve, reject) => {
            answerCount = resolve;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          });
        return json({ read: true, unread: 0, totalUnread: 0 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    void client
      .fetchQuery({ queryKey: inboxKeys.unread(), queryFn: ({ signal }) => getUnread(signal) })
      .catch(() => {});
    await waitFor(() => expect(client.isFetching({ queryKey: inboxKeys.unread() })).toBe(1));
    const { result } = renderHook(() => useMarkRead(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(7);
    });
    answerCount(json({ total: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(inboxKeys.unread())).toBe(0);
  });

  it("asks the bell again, whoever's it is (the session may not have named its person yet)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ read: true, unread: 0, totalUnread: 0 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(notificationKeys.unread('ada'), 3);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkRead(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(7);
    });
    expect(client.getQueryState(notificationKeys.unread('ada'))?.isInvalidated).toBe(true);
  });
});
