import type { PartnerResource } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { resetSession } from '../../api/session.ts';
import { sessionStore } from '../../api/session-store.ts';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { CollectPage } from '../pins/components/collect-page.tsx';
import { GatedDownload } from '../resources/components/resource-card.tsx';
import AccountModals from './account-modals.tsx';
import { SignupFlow } from './signup-flow.tsx';

// The account screens' texts load with them (i18n/screens.ts), as the app loads them.
beforeAll(() => withScreenTexts(async () => null));

function renderFlow(onDone = vi.fn()) {
  const router = createMemoryRouter([{ path: '/home', element: <SignupFlow onDone={onDone} /> }], {
    initialEntries: ['/home'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, birthDate = '2001-04-02') {
  await user.type(screen.getByLabelText(/First name/), 'Grace');
  await user.type(screen.getByLabelText(/Last name/), 'Hopper');
  await user.type(screen.getByLabelText(/Email address/), 'grace@example.org');
  await user.type(screen.getByLabelText(/^Username/), 'grace_h');
  const [password, repeat] = document.querySelectorAll<HTMLInputElement>('input[type=password]');
  await user.type(password!, 'Tinker-Bolt42');
  await user.type(repeat!, 'Tinker-Bolt42');
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: birthDate } });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('signup flow', () => {
  it('rejects an age under 13 before anything is sent', async () => {
    const { calls } = stubServer(() => ({ status: 200, body: { result: { unique: true } } }));
    renderFlow();
    const user = userEvent.setup();
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 12);
    await fillAccount(user, tooYoung.toISOString().slice(0, 10));
    expect(await screen.findByText('You must be at least 13 years old to join')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/users/signup')).toHaveLength(0);
  });

  it('asks for a missing date of birth instead of calling the person too young', async () => {
    stubServer(() => ({ status: 200, body: { result: { unique: true } } }));
    renderFlow();
    const user = userEvent.setup();
    await fillAccount(user, '');
    expect(await screen.findByText('Enter your date of birth.')).toBeTruthy();
    expect(screen.queryByText('You must be at least 13 years old to join')).toBeNull();
  });

  it('needs every certification: "You must agree to the disclaimer to continue"', async () => {
    const { calls } = stubServer((url) => {
      if (url.startsWith('/api/users/unique')) return { status: 200, body: { result: { unique: true } } };
      if (url === '/api/users/signup') {
        return {
          status: 201,
          body: {
            result: {
              user: makeUser({ userName: 'grace_h', verified: false }),
              verified: false,
              hasPassword: true,
              accessToken: 'limited',
              refreshToken: 'limited-r',
              created: '2026-01-01',
              lastVerified: null,
              signupSource: 'web',
              limited: true,
            },
          },
        };
      }
      return { status: 200, body: { result: {} } };
    });
    renderFlow();
    const user = userEvent.setup();
    await fillAccount(user);
    await screen.findByText('Before you join, please confirm each of the following:');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to the disclaimer to continue')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/users/signup')).toHaveLength(0);

    // The pledge's terms and privacy policy are links to those pages (new tab: the signup stays).
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('target')).toBe('_blank');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/We've sent a 6-digit code to/)).toBeTruthy();
    // Each code box says which digit it is (they were all "PinInput" or all the same label).
    const boxes = screen.getAllByRole('textbox', { name: /digit \d of 6$/ });
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.getAttribute('aria-label')).toMatch(/, digit 1 of 6$/);
    const body = calls.find((c) => c.url === '/api/users/signup')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'grace@example.org',
      userName: 'grace_h',
      firstName: 'Grace',
      lastName: 'Hopper',
      userType: 'standard',
      birthDate: '2001-04-02',
      certifications: {
        ownWork: true,
        over12OrParent: true,
        parentPresent: true,
        positiveConduct: true,
        riskAcceptance: true,
        disclaimer: true,
      },
    });
  });

  it('says when the username is taken (live uniqueness check)', async () => {
    stubServer(() => ({ status: 200, body: { result: { unique: false } } }));
    renderFlow();
    await userEvent.setup().type(screen.getByLabelText(/^Username/), 'ada');
    await waitFor(() => expect(screen.getByText('This username is already taken')).toBeTruthy(), {
      timeout: 5000,
    });
  });
});

describe('signup from an engagement (spec/001 §7)', () => {
  const limited = (userName: string, verified = false) => ({
    user: makeUser({ userName, verified }),
    verified,
    hasPassword: true,
    accessToken: verified ? 'full' : 'limited',
    refreshToken: 'r',
    created: '2026-01-01',
    lastVerified: null,
    signupSource: 'web',
    ...(verified ? {} : { limited: true }),
  });

  it("says where the person signs up from, calls the engagement signup and, once verified, leaves them on the booth's page", async () => {
    const { calls } = stubServer((url) => {
      if (url.startsWith('/api/users/unique')) return { status: 200, body: { result: { unique: true } } };
      if (url === '/api/users/signup/engagement')
        return { status: 201, body: { result: limited('grace_h') } };
      if (url === '/api/users/verify') return { status: 200, body: { result: limited('grace_h', true) } };
      return { status: 200, body: { result: {} } };
    });
    const router = createMemoryRouter(
      [{ path: '/booth/:username', element: <AccountModals modal="signup" /> }],
      { initialEntries: ['/booth/ada?modal=signup&engagement=booth:ada'] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText(/You are signing up from ada's booth\./)).toBeTruthy();
    const user = userEvent.setup();
    await fillAccount(user);
    await screen.findByText('Before you join, please confirm each of the following:');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/We've sent a 6-digit code to/)).toBeTruthy();
    const body = calls.find((c) => c.url === '/api/users/signup/engagement')?.body;
    expect(body).toMatchObject({ trackingId: 'booth:ada', userName: 'grace_h', email: 'grace@example.org' });
    expect(calls.some((c) => c.url === '/api/users/signup')).toBe(false);
    // The server recorded the signup's tracking with the account: the browser sends none of its own.
    expect(calls.some((c) => c.url === '/api/users/signup/track')).toBe(false);
    const boxes = screen.getAllByRole('textbox', { name: /digit \d of 6$/ });
    await user.click(boxes[0]!);
    await user.paste('123456');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/booth/ada'),
    );
  });

  it('ignores an engagement that is not a tracking id: a plain signup, home afterwards', async () => {
    stubServer(() => ({ status: 200, body: { result: { unique: true } } }));
    const router = createMemoryRouter(
      [{ path: '/booth/:username', element: <AccountModals modal="signup" /> }],
      { initialEntries: ['/booth/ada?modal=signup&engagement=board:1'] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByLabelText(/First name/);
    expect(screen.queryByText(/You are signing up from/)).toBeNull();
  });

  it("a booth's page offers someone without an account the signup from that booth", async () => {
    sessionStore.set({ status: 'loggedOut', checked: true });
    stubServer((url) =>
      url.startsWith('/api/user/ada/pin') || url.startsWith('/api/users/ada/pin')
        ? { status: 200, body: { result: { pin: { url: 'https://example.org/pin.png', questions: [] } } } }
        : { status: 200, body: { result: {} } },
    );
    const router = createMemoryRouter([{ path: '/booth/:username', element: <CollectPage /> }], {
      initialEntries: ['/booth/ada'],
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/booth/ada?modal=signup&engagement=booth%3Aada');
    expect(screen.getByRole('link', { name: 'I have an account: log in' }).getAttribute('href')).toBe(
      '/loginPage?redirect=%2Fbooth%2Fada',
    );
  });

  it("a resource's download offers someone without an account the signup from that resource", async () => {
    sessionStore.set({ status: 'loggedOut', checked: true });
    const resource = { id: 5, title: 'Solar kit', questions: [] } as unknown as PartnerResource;
    const router = createMemoryRouter(
      [{ path: '/resources', element: <GatedDownload resource={resource} /> }],
      {
        initialEntries: ['/resources'],
      },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect((await screen.findByRole('link', { name: 'New here? Sign up' })).getAttribute('href')).toBe(
      '/resource/5?modal=signup&engagement=resource%3A5',
    );
    expect(screen.getByRole('link', { name: 'Sign in to download' })).toBeTruthy();
  });
});
