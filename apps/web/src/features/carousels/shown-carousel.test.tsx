import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { ShownCarousel } from './components/shown-carousel.tsx';

beforeAll(() => withScreenTexts(async () => null));
afterEach(() => vi.unstubAllGlobals());

const carousel = {
  id: 3,
  name: 'Home',
  delay: 5000,
  isDefault: true,
  categoryIDs: [],
  banners: [{ id: 9, title: 'Science Day is coming', imageUrl: '/banner.png', linkUrl: null }],
};

function show() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ShownCarousel below={<p>the feed</p>} placeholder={<p>loading the feed</p>} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Issue 17: home's feed moved down when its banners came in (a layout shift); it now appears with them.
describe('the banners above home’s feed', () => {
  it('shows the placeholder, not the feed, until the carousel is known; then the banners above the feed', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    show();
    expect(screen.getByText('loading the feed')).toBeTruthy();
    expect(screen.queryByText('the feed')).toBeNull();
    answer(
      new Response(JSON.stringify({ result: { carousel } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const feed = await screen.findByText('the feed');
    const banner = await screen.findByText('Science Day is coming');
    expect(screen.queryByText('loading the feed')).toBeNull();
    // The banner comes first in the page, the feed after it.
    expect(banner.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the feed alone when there is no carousel or its call fails', async () => {
    stubServer(() => ({ status: 500, body: { messages: ['Internal error'], code: 'INTERNAL' } }));
    show();
    expect(await screen.findByText('the feed')).toBeTruthy();
    expect(screen.queryByText('loading the feed')).toBeNull();
    expect(screen.queryByText('Science Day is coming')).toBeNull();
  });
});
