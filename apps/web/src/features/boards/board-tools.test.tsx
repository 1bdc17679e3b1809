import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Board } from '@makerboard/shared';
import { stubServer } from '../../test/fixtures.ts';
import { earnsCertificate } from './api/board-certificate.ts';
import { BoardSearch } from './components/board-search.tsx';
import { CategoryPicker } from './components/category-picker.tsx';
import { CertificateButton } from './components/certificate-button.tsx';

// Search inside a board, suggested categories and the certificate button (issue 18 item 2).

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/story/7'] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const board = (overrides: Partial<Board>) =>
  ({
    id: 7,
    submitted: false,
    completedPostCount: 0,
    memberRole: null,
    metadata: { likes: 0, subscribers: 0, comments: 0, posts: 3, views: 0 },
    ...overrides,
  }) as Board;

describe('search inside a board', () => {
  it('asks once there are words and lists the sections found, each a link to it', async () => {
    const { calls } = stubServer((url) =>
      url.includes('/projects/7/search')
        ? {
            status: 200,
            body: {
              result: {
                posts: [{ id: 31, title: 'Idea', excerpt: 'Use foil and plastic wrap.', priority: 0 }],
                total: 1,
                hasMore: false,
              },
            },
          }
        : { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } },
    );
    renderWith(<BoardSearch boardId={7} />);
    const box = screen.getByRole('searchbox', { name: 'Search this board' });
    await userEvent.type(box, 'foil');
    const link = await screen.findByRole('link', { name: 'Idea' });
    expect(link.getAttribute('href')).toBe('#section-31');
    expect(screen.getByText('Use foil and plastic wrap.')).toBeTruthy();
    expect(screen.getByText('1 section found')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/projects/7/search?q=foil'))).toBe(true);
    expect(calls.some((c) => /q=f(&|$)/.test(c.url))).toBe(false);
  });

  it('says so when no section holds the words', async () => {
    stubServer(() => ({ status: 200, body: { result: { posts: [], total: 0, hasMore: false } } }));
    renderWith(<BoardSearch boardId={7} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this board' }), 'zebra');
    expect(await screen.findByText('No section holds “zebra”.')).toBeTruthy();
  });
});

describe('suggested categories in the category picker', () => {
  it('offers the categories that fit the words, and a click adds one', async () => {
    const { calls } = stubServer((url) =>
      url.includes('/projects/suggestCategories')
        ? {
            status: 200,
            body: {
              result: {
                categories: [
                  { id: 21, slug: 'renewable-energy', parentID: 5, name: 'Renewable energy', score: 14 },
                  { id: 3, slug: 'physics', parentID: 1, name: 'Physics', score: 2 },
                ],
              },
            },
          }
        : { status: 200, body: { result: { categories: [] } } },
    );
    const onChange = vi.fn();
    renderWith(
      <CategoryPicker
        value={[3]}
        onChange={onChange}
        suggestFrom={{ title: 'Solar oven', description: 'Cooking with sunlight', tags: ['solar'] }}
      />,
    );
    const add = await screen.findByRole('button', { name: 'Add the category Renewable energy' });
    // A category already chosen is not offered again.
    expect(screen.queryByRole('button', { name: 'Add the category Physics' })).toBeNull();
    await userEvent.click(add);
    expect(onChange).toHaveBeenCalledWith([3, 21]);
    const asked = calls.find((c) => c.url.includes('/projects/suggestCategories'));
    expect(asked?.body).toMatchObject({ title: 'Solar oven', tags: ['solar'] });
  });
});

describe('certificate', () => {
  it('is earned by a submitted board, a board whose sections are all Completed, or an award', () => {
    expect(earnsCertificate(board({}), 0)).toBe(false);
    expect(earnsCertificate(board({ submitted: true }), 0)).toBe(true);
    expect(earnsCertificate(board({ completedPostCount: 3 }), 0)).toBe(true);
    expect(earnsCertificate(board({}), 1)).toBe(true);
  });

  it('the button shows to the team and on a completed board; a refusal is shown', async () => {
    stubServer(() => ({
      status: 409,
      body: {
        messages: ['A certificate comes when the board is completed or wins an award'],
        code: 'CERTIFICATE_NOT_EARNED',
      },
    }));
    renderWith(<CertificateButton board={board({ memberRole: 'owner' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'A certificate comes when the board is completed or wins an award',
      ),
    );
  });

  it('hides the button from others while the board has not earned one', () => {
    renderWith(<CertificateButton board={board({})} />);
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });
});
