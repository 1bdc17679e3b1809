import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Board, Section } from '@makerboard/shared';
import { stubServer } from '../../test/fixtures.ts';
import { CommentsPanel, commentKeys } from '../comments/index.ts';
import { feedParams, HomeFeed } from '../home/home-feed.tsx';
import { applyReaction, useBoardReaction } from './api/board-reactions.ts';
import { useCommentCounts } from './api/comment-counts.ts';
import { getBoard } from './api/get-board.ts';
import { moveItem } from './api/move-section.ts';
import { prefetchHomeFeed } from './api/prefetch-board.ts';
import { BoardDetailsEditor } from './components/board-details-form.tsx';
import { BoardGrid } from './components/board-grid.tsx';
import { DescriptionField } from './components/description-field.tsx';
import { SectionsList } from './components/sections-list.tsx';
import { boardKeys } from './keys.ts';

function makeBoard(overrides: Partial<Board> = {}): Board {
  return {
    id: 7,
    type: 'story',
    title: 'Solar feeder',
    description: 'A feeder',
    user: null,
    anonymous: false,
    primaryCategoryID: 1,
    categories: [],
    tags: [],
    coverImageUrl: null,
    metadata: { likes: 3, subscribers: 1, comments: 0, posts: 3, views: 0 },
    isPrivate: false,
    isHidden: false,
    isLocked: false,
    isDraft: false,
    isEditable: true,
    canAddSection: true,
    isPinned: false,
    isFeatured: false,
    isTemplate: false,
    BlueRibbon: false,
    customPostOrder: false,
    isOnline: false,
    submitted: false,
    milestonePostCount: 0,
    completedPostCount: 0,
    projectStatus: { status: 0 },
    templateID: null,
    templateSettings: {},
    year: 2026,
    phase: null,
    region: null,
    fairID: null,
    memberRole: 'owner',
    liked: false,
    subscribed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function makeSection(id: number, title: string, priority: number): Section {
  return {
    id,
    projectID: 7,
    priority,
    title,
    body: `<p>${title} text</p>`,
    anonymous: false,
    edited: false,
    isPrivate: false,
    metadata: { likes: 0, comments: 0, attachment: 0 },
    attachments: [],
    postStatus: 'Draft',
    maxAttachments: 10,
    maxWords: 2000,
    postFeatures: { canEdit: true, canDelete: true, canReturn: false, name: title },
    project: { displaySwoosh: false, swooshBackground: null, caption: null },
    user: null,
    liked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function renderWith(ui: ReactNode, client = newClient()) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/story/7'] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

/** Re-renders the sections with whatever the cache holds (as the board page does). */
function SectionsHarness({ client, editing = true }: { client: QueryClient; editing?: boolean }) {
  const sections = useQuery(
    { queryKey: boardKeys.sections(7), queryFn: () => [] as Section[], enabled: false },
    client,
  );
  return (
    <SectionsList
      board={makeBoard()}
      sections={sections.data ?? []}
      editing={editing}
      loggedIn
      onVisitorAction={() => {}}
    />
  );
}

function DescriptionHarness({ text }: { text: string }) {
  return <DescriptionField value={text} onChange={() => {}} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home feed', () => {
  it('maps each tab to the sort, and the filtered routes to tag, category or template', () => {
    expect(feedParams('popular', {})).toEqual({ sort: 'popular' });
    expect(feedParams('newest', { tag: 'solar' })).toEqual({ sort: 'newest', tag: 'solar' });
    expect(feedParams('featured', { category: 'science' })).toEqual({
      sort: 'featured',
      category: 'science',
    });
    expect(feedParams('recommended', { id: '21744' })).toEqual({ sort: 'recommended', templateID: 21744 });
    expect(feedParams('recommended', { id: 'x' })).toEqual({ sort: 'recommended' });
  });

  it('asks GET /projects with the tab and filter, and pages with "load more"', async () => {
    const { calls } = stubServer((url) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      return {
        status: 200,
        body: {
          result: {
            projects: [makeBoard({ id: offset + 1, title: `Board ${offset + 1}` })],
            total: 2,
            hasMore: offset === 0,
          },
        },
      };
    });
    renderWith(<HomeFeed tab="popular" filter={{ category: 'science' }} loggedIn={false} empty={null} />);
    expect(await screen.findByRole('link', { name: 'Board 1' })).toBeTruthy();
    const first = new URL(calls[0]!.url, 'http://x');
    expect(first.pathname).toBe('/api/projects');
    expect(first.searchParams.get('sort')).toBe('popular');
    expect(first.searchParams.get('category')).toBe('science');
    expect(first.searchParams.get('offset')).toBe('0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Board 2' })).toBeTruthy();
    expect(new URL(calls[1]!.url, 'http://x').searchParams.get('offset')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is asked for by its route before home renders, and the feed shows that answer without asking again', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: { result: { projects: [makeBoard({ id: 1, title: 'Board 1' })], total: 1, hasMore: false } },
    }));
    // Fresh for 30 s, as the app's query client keeps answers (api/query-client.ts).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetchHomeFeed(client, new URL('http://x/tag/solar?tab=newest'), { tag: 'solar' });
    await waitFor(() => expect(calls).toHaveLength(1));
    const asked = new URL(calls[0]!.url, 'http://x');
    expect(asked.searchParams.get('sort')).toBe('newest');
    expect(asked.searchParams.get('tag')).toBe('solar');
    renderWith(<HomeFeed tab="newest" filter={{ tag: 'solar' }} loggedIn={false} empty={null} />, client);
    expect(await screen.findByRole('link', { name: 'Board 1' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    // A visitor's bookmarks are not asked for (that tab asks them to sign up); an unknown tab is the default.
    prefetchHomeFeed(newClient(), new URL('http://x/home?tab=bookmarked'), {});
    prefetchHomeFeed(newClient(), new URL('http://x/home?tab=nonsense'), {});
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(new URL(calls[1]!.url, 'http://x').searchParams.get('sort')).toBe('recommended');
  });

  it('loads the first covers of a list at once and first, the rest lazily', async () => {
    const covered = (id: number) =>
      makeBoard({ id, title: `Board ${id}`, coverImageUrl: `/files/${id}.png` });
    renderWith(<BoardGrid boards={[covered(1), covered(2), covered(3)]} eagerCovers={2} />);
    await screen.findByRole('link', { name: 'Board 3' });
    const covers = Array.from(document.querySelectorAll('article img'));
    expect(covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('shows visitors a sign-up prompt on the bookmarked tab and asks the server nothing', () => {
    const { fetchMock } = stubServer(() => ({ status: 200, body: { result: {} } }));
    renderWith(<HomeFeed tab="bookmarked" filter={{}} loggedIn={false} empty={null} />);
    expect(screen.getByRole('heading', { name: 'Keep the boards you love' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('board reactions', () => {
  it('moves the count by one, never below 0, and only when the flag changes', () => {
    const board = makeBoard({ metadata: { likes: 0, subscribers: 0, comments: 0, posts: 0, views: 0 } });
    expect(applyReaction(board, 'like', true).metadata.likes).toBe(1);
    expect(applyReaction(board, 'like', false)).toBe(board);
    expect(applyReaction({ ...board, liked: true }, 'like', false).metadata.likes).toBe(0);
    expect(applyReaction(board, 'subscribe', true)).toMatchObject({
      subscribed: true,
      metadata: { subscribers: 1 },
    });
  });

  it('counts a like at once, keeps the server count, and rolls back when refused', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubServer(() => ({ status: 200, body: {} }));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise((resolve) => {
            answer = ({ status, body }) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'Content-Type': 'application/json' },
                }),
              );
          }),
      ),
    );
    const client = newClient();
    client.setQueryData(boardKeys.detail(7), makeBoard());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBoardReaction(7), { wrapper });
    act(() => result.current.mutate({ kind: 'like', on: true }));
    await waitFor(() => expect(client.getQueryData<Board>(boardKeys.detail(7))?.metadata.likes).toBe(4));
    expect(client.getQueryData<Board>(boardKeys.detail(7))?.liked).toBe(true);
    act(() => answer({ status: 200, body: { result: { liked: true, likes: 10, count: 10 } } }));
    await waitFor(() => expect(client.getQueryData<Board>(boardKeys.detail(7))?.metadata.likes).toBe(10));

    act(() => result.current.mutate({ kind: 'like', on: false }));
    await waitFor(() => expect(client.getQueryData<Board>(boardKeys.detail(7))?.metadata.likes).toBe(9));
    act(() => answer({ status: 500, body: { messages: ['Nope'], code: 'X' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<Board>(boardKeys.detail(7))).toMatchObject({
      liked: true,
      metadata: { likes: 10 },
    });
  });
});

describe('comments', () => {
  it('never counts a comment twice when its live message refreshed the board first', async () => {
    // The server's board already counts the new comment (the live message's read landed before the
    // POST's answer): the +1 is followed by a read that puts the server's number back.
    const { calls } = stubServer((url) =>
      url.endsWith('/projects/7')
        ? {
            status: 200,
            body: { project: makeBoard({ metadata: { ...makeBoard().metadata, comments: 2 } }) },
          }
        : { status: 200, body: {} },
    );
    const client = newClient();
    client.setQueryData(
      boardKeys.detail(7),
      makeBoard({ metadata: { ...makeBoard().metadata, comments: 2 } }),
    );
    const Probe = () => {
      useQuery({
        queryKey: boardKeys.detail(7),
        queryFn: () => getBoard(7),
        staleTime: Number.POSITIVE_INFINITY,
      });
      return null;
    };
    renderWith(<Probe />, client);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCommentCounts(7), { wrapper });
    act(() => result.current(1));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/projects/7'))).toBe(true));
    await waitFor(() => expect(client.getQueryData<Board>(boardKeys.detail(7))?.metadata.comments).toBe(2));
  });

  it('shows the server message when a comment is refused, and keeps the text', async () => {
    stubServer((url, init) => {
      if (init.method === 'POST')
        return { status: 400, body: { messages: ['Profanity in comment'], code: 'PROFANITY' } };
      if (url.includes('/comments'))
        return { status: 200, body: { result: { comments: [], total: 0, hasMore: false } } };
      return { status: 404, body: {} };
    });
    renderWith(<CommentsPanel boardId={7} loggedIn onVisitorAction={() => {}} />);
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Write a comment');
    await user.type(box, 'some rude words');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Profanity in comment');
    expect((box as HTMLTextAreaElement).value).toBe('some rude words');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(alert.id);
  });
});

describe('publishing', () => {
  it('shows the server message when PUT /projects/{id} refuses to publish', async () => {
    const { calls } = stubServer((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/api/projects/7'))
        return {
          status: 400,
          body: { messages: ['A project must contain at least one section'], code: 'SECTION_REQUIRED' },
        };
      if (url.includes('/categories'))
        return {
          status: 200,
          body: { result: { categories: [{ id: 1, name: 'Science', slug: 'science', parentID: 0 }] } },
        };
      return { status: 200, body: { result: {} } };
    });
    const board = makeBoard({
      isDraft: true,
      categories: [{ id: 1, slug: 'science', parentID: 0, name: 'Science' }],
    });
    renderWith(<BoardDetailsEditor board={board} sectionCount={1} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your board' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('A project must contain at least one section');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ draft: false });
  });

  it('asks who should see the board, and says where it now appears (issue 16, item 6)', async () => {
    const { calls } = stubServer((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/api/projects/7'))
        return {
          status: 200,
          body: { result: { project: makeBoard({ isDraft: false, isPrivate: false }) } },
        };
      if (url.includes('/categories'))
        return {
          status: 200,
          body: { result: { categories: [{ id: 1, name: 'Science', slug: 'science', parentID: 0 }] } },
        };
      return { status: 200, body: { result: {} } };
    });
    const board = makeBoard({
      isDraft: true,
      isPrivate: true,
      categories: [{ id: 1, slug: 'science', parentID: 0, name: 'Science' }],
    });
    renderWith(<BoardDetailsEditor board={board} sectionCount={1} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your board' });
    // A private draft starts at "Only its members": nothing opens up without a choice.
    expect(within(dialog).getByRole('radio', { name: /Only its members/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: /Everyone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(/Your board now appears on Explore, in search and on your profile/),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ draft: false, isPrivate: false });
  });
});

describe('section comments', () => {
  it('opens a section thread collapsed under the card and posts a comment with postID', async () => {
    const existing = {
      id: 50,
      projectID: null,
      postID: 1,
      parentID: null,
      body: 'Nice spark',
      anonymous: false,
      user: null,
      metadata: { likes: 0, replies: 0, attachment: 0 },
      liked: false,
      isMine: false,
      edited: false,
      createdAt: '2026-01-02T00:00:00.000Z',
    };
    const { calls } = stubServer((url, init) => {
      if (init.method === 'POST' && url.endsWith('/api/comments'))
        return { status: 201, body: { result: { comment: { ...existing, id: 51, body: 'Great start' } } } };
      if (url.includes('/api/posts/1/comments'))
        return { status: 200, body: { result: { comments: [existing], total: 1, hasMore: false } } };
      return { status: 200, body: { result: {} } };
    });
    const client = newClient();
    client.setQueryData(boardKeys.sections(7), [
      { ...makeSection(1, 'Spark', 0), metadata: { likes: 0, comments: 1, attachment: 0 } },
    ]);
    renderWith(<SectionsHarness client={client} />, client);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Comments (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((c) => c.url.includes('/comments'))).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Nice spark')).toBeTruthy();
    const box = screen.getByLabelText('Comment on “Spark”');
    await user.type(box, 'Great start');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/comments$/);
    expect(post.body).toEqual({ comment: 'Great start', anonymous: false, postID: 1 });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    // The section's count moves, and its thread lies under the board's comments key (live updates).
    expect(client.getQueryData<Section[]>(boardKeys.sections(7))?.[0]?.metadata.comments).toBe(2);
    expect(client.getQueryCache().findAll({ queryKey: commentKeys.board(7) }).length).toBe(1);
  });
});

describe('section reorder', () => {
  it('moveItem moves one item and closes ranks', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('moves a section down by keyboard: PUT /posts/{id}/priority and the new order at once', async () => {
    const { calls } = stubServer((url) =>
      url.includes('/priority')
        ? { status: 200, body: { result: { order: [2, 1, 3] } } }
        : { status: 200, body: { result: {} } },
    );
    const sections = [makeSection(1, 'Spark', 0), makeSection(2, 'Build', 1), makeSection(3, 'Learn', 2)];
    const client = newClient();
    client.setQueryData(boardKeys.sections(7), sections);
    renderWith(<SectionsHarness client={client} />, client);
    const user = userEvent.setup();
    const down = screen.getByRole('button', { name: 'Move “Spark” down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/posts/1/priority'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/api/posts/1/priority'))!;
    expect(call).toMatchObject({ method: 'PUT', body: { priority: 1 } });
    expect(client.getQueryData<Section[]>(boardKeys.sections(7))?.map((s) => s.id)).toEqual([2, 1, 3]);
    expect(screen.getByRole('button', { name: 'Move “Spark” up' })).toBeTruthy();
    // The first section cannot move up, the last cannot move down.
    expect((screen.getByRole('button', { name: 'Move “Learn” down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('editing tools load for editors only', () => {
  it('gives an editor drag handles and a status select that sends the status', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: {
        result: { updatedPostStatus: 'Completed', previousPostStatus: 'Draft', completedPostCount: 1 },
      },
    }));
    const client = newClient();
    client.setQueryData(boardKeys.sections(7), [makeSection(1, 'Spark', 0), makeSection(2, 'Build', 1)]);
    renderWith(<SectionsHarness client={client} />, client);
    expect(await screen.findAllByRole('button', { name: 'Drag to reorder' })).toHaveLength(2);
    const select = (await screen.findAllByLabelText('Status of “Spark”')).find(
      (el) => el.tagName === 'INPUT',
    )!;
    const user = userEvent.setup();
    await user.click(select);
    // Mantine's options in jsdom: found by their text (its floating list is not laid out).
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls')!)!);
    await user.click(within(list).getByText('Completed'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/posts/updateStatus/7'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/posts/updateStatus/7'))).toMatchObject({
      method: 'PUT',
      body: { postID: 1, status: 'Completed' },
    });
  });

  it('shows a reader the sections with no handle, no status select and no move buttons', async () => {
    stubServer(() => ({ status: 200, body: { result: {} } }));
    const client = newClient();
    client.setQueryData(boardKeys.sections(7), [makeSection(1, 'Spark', 0), makeSection(2, 'Build', 1)]);
    renderWith(<SectionsHarness client={client} editing={false} />, client);
    expect(await screen.findByRole('heading', { name: 'Build' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
    expect(screen.queryAllByLabelText('Status of “Spark”')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Move “Spark” down' })).toBeNull();
  });
});

describe('returning a section to Draft', () => {
  it('gives a fair coordinator (no edit right) a Return to Draft button that sends status Draft', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: {
        result: { updatedPostStatus: 'Draft', previousPostStatus: 'Completed', completedPostCount: 0 },
      },
    }));
    const done = {
      ...makeSection(1, 'Spark', 0),
      postStatus: 'Completed' as const,
      postFeatures: { canEdit: false, canDelete: false, canReturn: true, name: 'Spark' },
    };
    const editable = { ...makeSection(2, 'Build', 1), postStatus: 'Completed' as const };
    const client = newClient();
    client.setQueryData(boardKeys.sections(7), [done, editable]);
    renderWith(<SectionsHarness client={client} />, client);
    // Only where the status select is not offered (a coordinator outside the team).
    expect(screen.queryByRole('button', { name: 'Return to Draft: “Build”' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to Draft: “Spark”' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/posts/updateStatus/7'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/posts/updateStatus/7'))).toMatchObject({
      method: 'PUT',
      body: { postID: 1, status: 'Draft' },
    });
  });
});

describe('description word counter', () => {
  it('counts words live and says when the description is over 300 words', async () => {
    const { rerender } = render(
      <MantineProvider>
        <DescriptionHarness text="one two three" />
      </MantineProvider>,
    );
    expect(screen.getByText('3 of 300 words')).toBeTruthy();
    expect(screen.queryByText('Your description is over the word limit')).toBeNull();
    rerender(
      <MantineProvider>
        <DescriptionHarness text={'word '.repeat(301)} />
      </MantineProvider>,
    );
    expect(screen.getByText('301 of 300 words')).toBeTruthy();
    expect(screen.getByText('Your description is over the word limit')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
  });
});
