import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fixtures.ts';
import { boardKeys } from '../keys.ts';
import { prefetchBoard } from './prefetch-board.ts';

afterEach(() => vi.unstubAllGlobals());

/** Issue 17: a board's data is asked for while its page's code is still loading. */
describe('prefetchBoard', () => {
  it('asks for the board and its sections once, and puts both in the cache', async () => {
    const { calls } = stubServer((url) =>
      url.includes('/posts')
        ? { status: 200, body: { result: { posts: [], total: 0, hasMore: false } } }
        : { status: 200, body: { result: { project: { id: 7, title: 'Robot arm' } } } },
    );
    // As the app's client: what was read stays fresh for 30 s (api/query-client.ts).
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    prefetchBoard(client, 7);
    await vi.waitFor(() => expect(client.getQueryData(boardKeys.sections(7))).toEqual([]));
    await vi.waitFor(() =>
      expect(client.getQueryData(boardKeys.detail(7))).toMatchObject({ title: 'Robot arm' }),
    );
    prefetchBoard(client, 7);
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname).sort()).toEqual([
      '/api/projects/7',
      '/api/projects/7/posts',
    ]);
  });

  it('asks nothing for an address that names no board', () => {
    const { fetchMock } = stubServer(() => ({ status: 200, body: { result: {} } }));
    const client = new QueryClient();
    for (const id of [Number.NaN, 0, -3, 1.5]) prefetchBoard(client, id);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
