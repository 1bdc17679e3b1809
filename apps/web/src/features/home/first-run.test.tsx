import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { FirstRunChecklist } from './first-run.tsx';

beforeAll(() => withScreenTexts(async () => null));

const counts = {
  projects: 0,
  stories: 1,
  discussions: 0,
  contributions: 0,
  following: 0,
  followers: 0,
  pins: 0,
};

describe('first steps on home (issue 16, item 11)', () => {
  it('ticks what the account has done (a story is a first board) and links the rest', async () => {
    const user = makeUser({ userName: 'olive', userType: 'standard', avatarUrl: null });
    stubServer((url) =>
      url.includes('/users/olive/profile')
        ? {
            status: 200,
            body: {
              result: {
                user,
                profile: { occupation: '', about: '', skills: [], interests: [], badges: [] },
                handles: [],
                counts,
                isSelf: true,
                memberSince: '2026-11-26T00:00:00.000Z',
              },
            },
          }
        : { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } },
    );
    const router = createMemoryRouter([{ path: '/', element: <FirstRunChecklist user={user} /> }]);
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
    expect(screen.getByText(/Start your first board/).textContent).toContain('(done)');
    expect(screen.getByRole('link', { name: 'Add a profile picture' }).getAttribute('href')).toBe(
      '/profile/olive/settings',
    );
  });
});
