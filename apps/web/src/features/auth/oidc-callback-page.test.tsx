import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { resetSession } from '../../api/session.ts';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { PENDING_LINK_KEY } from './oidc-api.ts';
import { OidcCallbackPage } from './oidc-callback-page.tsx';

// The screen's texts load with it (i18n/screens.ts), as the app loads them.
beforeAll(() => withScreenTexts(async () => null));
beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  sessionStorage.clear();
});

/** The landing screen as the server's redirect reaches it: the fragment carries the code or the refusal. */
function land(fragment: string) {
  window.history.replaceState(null, '', `/oauth/callback#${fragment}`);
  const router = createMemoryRouter(
    [
      { path: '/oauth/callback', element: <OidcCallbackPage /> },
      { path: '/loginPage', element: <p>login page</p> },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: ['/oauth/callback'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('the OIDC landing screen (issue 14)', () => {
  it('explains a refused login and calls nothing', async () => {
    const { calls } = stubServer(() => ({ status: 500, body: {} }));
    land('error=state');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('started in another browser'),
    );
    expect(calls).toHaveLength(0);
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Back to the login' })).toBeTruthy();
  });

  it('a new person answers the survey (spec/000 §4): every certification, then the account is made', async () => {
    const { calls } = stubServer((url) => {
      if (url === '/api/users/oauth/exchange') {
        return {
          status: 200,
          body: {
            result: {
              status: 'signup',
              provider: 'Test School',
              email: 'sam@school.example',
              firstName: 'Sam',
              lastName: 'Student',
            },
          },
        };
      }
      return { status: 400, body: { messages: ['This username is already taken'], code: 'USERNAME_IN_USE' } };
    });
    land('code=one-time');
    expect(await screen.findByRole('heading', { name: 'Finish your sign-up' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { code: 'one-time' } });
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Sam');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'sam_s');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2011-02-03' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to the disclaimer to continue')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/users/oauth/signup')).toHaveLength(0);
    for (const box of screen.getAllByRole('checkbox').slice(1)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/users/oauth/signup')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/users/oauth/signup')?.body).toMatchObject({
      code: 'one-time',
      userName: 'sam_s',
      birthDate: '2011-02-03',
      certifications: { ownWork: true, disclaimer: true },
    });
    // The server's refusal shows in the form.
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
  });

  it('an address with an account asks its owner to log in before linking', async () => {
    stubServer(() => ({
      status: 200,
      body: { result: { status: 'link', provider: 'Test School', email: 'ada@example.org' } },
    }));
    const router = land('code=link-code');
    expect(await screen.findByText(/already a Makerboard account for ada@example.org/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in to link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginPage'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/oauth/callback?link=1')}`);
    expect(sessionStorage.getItem(PENDING_LINK_KEY)).toBe('link-code');
  });
});
