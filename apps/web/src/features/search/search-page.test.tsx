import type { Board } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { SearchPage } from './components/search-page.tsx';

beforeAll(() => withScreenTexts(async () => null));
afterAll(() => changeLanguage('en'));

function makeBoard(overrides: Partial<Board> = {}): Board {
  return {
    id: 7,
    type: 'story',
    title: 'Line-following robot',
    description: 'A robot car that follows tape.',
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
    isEditable: false,
    canAddSection: false,
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
    memberRole: null,
    liked: false,
    subscribed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const board = makeBoard({ title: 'Line-following robot <b>v2</b>' });
const found = {
  projects: [board],
  users: [],
  totalProjects: 1,
  totalUsers: 0,
  total: 1,
  hasMore: false,
  highlights: [
    {
      id: 7,
      title: 'Line-following <mark>robot</mark> &lt;b&gt;v2&lt;/b&gt;',
      snippet: 'A <mark>robot</mark> car that follows tape &amp; turns.',
    },
  ],
};
const nothing = { projects: [], users: [], totalProjects: 0, totalUsers: 0, total: 0, hasMore: false };

/** The search page at `/search-results/{q}`, the server answering `answer(q)`. */
function renderSearch(q: string, answer: (q: string) => object) {
  stubServer((url) => {
    const asked = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    return { status: 200, body: { result: answer(asked) } };
  });
  const router = createMemoryRouter([{ path: '/search-results/:searchQuery', element: <SearchPage /> }], {
    initialEntries: [`/search-results/${encodeURIComponent(q)}`],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('search results (issue 16, item 9)', () => {
  it('marks the words that matched in the title and a piece of the description, as text', async () => {
    renderSearch('robots', () => found);
    const link = await screen.findByRole('link', { name: 'Line-following robot <b>v2</b>' });
    const marks = within(link).getAllByText('robot', { selector: 'mark' });
    expect(marks).toHaveLength(1);
    // The markup of a title is shown as letters, never read as HTML.
    expect(link.querySelector('b')).toBeNull();
    const snippet = screen.getByText(
      (_, element) => element?.textContent === 'A robot car that follows tape & turns.',
      {
        selector: 'p',
      },
    );
    expect(snippet.querySelector('mark')?.textContent).toBe('robot');
  });

  it('suggests other words when nothing is found, and the suggestion finds the board', async () => {
    const router = renderSearch('robbots', (q) =>
      q === 'robot' ? found : { ...nothing, suggestion: 'robot' },
    );
    await screen.findByText('Nothing found for “robbots”.');
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'robot' }));
    expect(router.state.location.pathname).toBe('/search-results/robot');
    await screen.findByRole('link', { name: 'Line-following robot <b>v2</b>' });
    expect(
      (screen.getByRole('textbox', { name: 'Search boards and people' }) as HTMLInputElement).value,
    ).toBe('robot');
  });

  it('says "Did you mean" in German and French', async () => {
    await changeLanguage('de');
    renderSearch('robbots', () => ({ ...nothing, suggestion: 'robot' }));
    expect(await screen.findByText('Meinten Sie:')).toBeTruthy();
    await changeLanguage('fr');
    expect(await screen.findByText('Vouliez-vous dire :')).toBeTruthy();
    await changeLanguage('en');
  });
});
