import type { Region } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { RegionEditor } from './components/region-editor.tsx';

// The regions screens' texts load with them (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const REGION: Region = {
  id: 7,
  key: 'north-coast',
  name: 'North Coast',
  image: null,
  provinceDetailsID: 2,
  banners: [{ id: 31, title: 'Spring fair', imageUrl: 'https://img.example/spring.png', linkUrl: null }],
  sponsors: [{ id: 41, name: 'Harbour Labs', imageUrl: null, url: 'https://harbour.example' }],
};

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RegionEditor region={REGION} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the region editor (spec/000 §2 "a region editor for banners and sponsors")', () => {
  it('adds a banner and a sponsor with their addresses, and removes one of each', async () => {
    const { calls } = stubServer((url, init) => {
      if (init.method === 'POST' && url.endsWith('/banners'))
        return { status: 201, body: { result: { banner: { id: 32 } } } };
      if (init.method === 'POST' && url.endsWith('/sponsors'))
        return { status: 201, body: { result: { sponsor: { id: 42 } } } };
      if (init.method === 'DELETE') return { status: 200, body: { result: { success: true } } };
      return { status: 200, body: { result: { region: REGION } } };
    });
    const user = userEvent.setup();
    renderEditor();
    const editor = screen.getByRole('region', { name: 'Edit banners and sponsors' });

    await user.type(within(editor).getByLabelText(/Banner title/), 'Open day');
    await user.type(within(editor).getByLabelText(/Picture address/), '  https://img.example/open.png ');
    await user.click(within(editor).getByRole('button', { name: 'Add the banner' }));
    await user.type(within(editor).getByLabelText(/Sponsor name/), 'Tide Robotics');
    await user.type(within(editor).getByLabelText(/Website/), 'https://tide.example');
    await user.click(within(editor).getByRole('button', { name: 'Add the sponsor' }));
    await user.click(within(editor).getByRole('button', { name: 'Remove Spring fair' }));
    await user.click(within(editor).getByRole('button', { name: 'Remove Harbour Labs' }));

    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([
      {
        url: '/api/regions/7/banners',
        method: 'POST',
        body: { title: 'Open day', imageUrl: 'https://img.example/open.png', linkUrl: null },
      },
      {
        url: '/api/regions/7/sponsors',
        method: 'POST',
        body: { name: 'Tide Robotics', imageUrl: null, url: 'https://tide.example' },
      },
      { url: '/api/regions/7/banners/31', method: 'DELETE', body: undefined },
      { url: '/api/regions/7/sponsors/41', method: 'DELETE', body: undefined },
    ]);
    // A banner that was added empties its form for the next one.
    expect(within(editor).getByLabelText(/Banner title/)).toHaveProperty('value', '');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    stubServer(() => ({
      status: 400,
      body: { messages: ['Links must start with https://'], code: 'URL_INVALID' },
    }));
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText(/Banner title/), 'Open day');
    await user.type(screen.getByLabelText(/Picture address/), 'http://img.example/open.png');
    await user.click(screen.getByRole('button', { name: 'Add the banner' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Links must start with https://');
    expect(screen.getByLabelText(/Banner title/)).toHaveProperty('value', 'Open day');
  });

  it('is translated (de, fr)', async () => {
    stubServer(() => ({ status: 200, body: { result: { region: REGION } } }));
    await changeLanguage('de');
    renderEditor();
    expect(screen.getByRole('region', { name: 'Banner und Sponsoren bearbeiten' })).toBeTruthy();
    cleanup();
    await changeLanguage('fr');
    renderEditor();
    expect(screen.getByRole('region', { name: 'Modifier les bannières et les sponsors' })).toBeTruthy();
  });
});
