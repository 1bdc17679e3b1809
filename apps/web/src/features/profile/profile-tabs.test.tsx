import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { ProjectsTab } from './profile-tabs.tsx';

// The profile's texts load with it (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));

function show(isSelf: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <ProjectsTab username="sam" isSelf={isSelf} /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const boardsAsked = (calls: { url: string }[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/users/sam/projects'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

describe('my boards with filters (spec/000 §2, §9: profile/{username}/projects)', () => {
  it('asks for the filter and the submission status picked, and both together', async () => {
    const server = stubServer(() => ({
      status: 200,
      body: { result: { projects: [], total: 0, hasMore: false } },
    }));
    show(true);
    expect(await screen.findByText(/You have no boards here yet/)).toBeTruthy();
    expect(boardsAsked(server.calls).at(-1)).toMatchObject({ filter: 'viewall' });
    const user = userEvent.setup();
    for (const [label, value] of [
      ['Private', 'private'],
      ['Public', 'public'],
      ['Anonymous', 'anonymous'],
      ['Templates', 'templates'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'Show' }));
      await user.click(await screen.findByRole('option', { name: label, hidden: true }));
      await waitFor(() => expect(boardsAsked(server.calls).at(-1)).toMatchObject({ filter: value }));
    }
    for (const [label, value] of [
      ['Pending', 'pending'],
      ['Resubmitted', 'resubmitted'],
      ['Declined', 'declined'],
      ['Approved', 'approved'],
      ['Submitted', 'submitted'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'Submission status' }));
      await user.click(await screen.findByRole('option', { name: label, hidden: true }));
      await waitFor(() =>
        expect(boardsAsked(server.calls).at(-1)).toMatchObject({ filter: 'templates', status: value }),
      );
    }
  });

  it('shows no filters on another person’s boards and asks for all of them', async () => {
    const server = stubServer(() => ({
      status: 200,
      body: { result: { projects: [], total: 0, hasMore: false } },
    }));
    show(false);
    expect(await screen.findByText('No public boards yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
    expect(boardsAsked(server.calls)).toEqual([expect.objectContaining({ filter: 'viewall' })]);
    expect(boardsAsked(server.calls)[0]).not.toHaveProperty('status');
  });
});
