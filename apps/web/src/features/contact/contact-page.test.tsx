import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { ContactPage } from './contact-page.tsx';

// These screens' texts load with them (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));

function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', Component: ContactPage }], {
    initialEntries: ['/contact'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function fill(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your email address/), email);
  await user.type(screen.getByLabelText(/Subject/), 'Hello');
  await user.type(screen.getByLabelText(/Message/), 'A question about fairs');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact page', () => {
  it('an invalid email shows "Please enter a valid email." and sends nothing', async () => {
    const { fetchMock } = stubServer(() => ({ status: 201, body: { result: { contact: { email: 'x' } } } }));
    renderContact();
    await fill('not-an-email');
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs a subject and a message', async () => {
    const { fetchMock } = stubServer(() => ({ status: 201, body: { result: {} } }));
    renderContact();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends email, subject, message, user agent, referrer and path, then shows the confirmation', async () => {
    const { calls } = stubServer(() => ({
      status: 201,
      body: { result: { contact: { email: 'ada@example.org' } } },
    }));
    renderContact();
    await fill('ada@example.org');
    expect(
      await screen.findByText("You're all set! A confirmation has been sent to your email."),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/users/createContact',
      method: 'POST',
      body: { email: 'ada@example.org', subject: 'Hello', message: 'A question about fairs', path: '/' },
    });
    expect(calls[0]!.body).toHaveProperty('user_agent');
    expect(calls[0]!.body).toHaveProperty('referrer');
  });

  it('shows "contact already exists" as "This email has been registered already."', async () => {
    stubServer(() => ({
      status: 409,
      body: { messages: ['contact already exists'], code: 'CONTACT_EXISTS' },
    }));
    renderContact();
    await fill('ada@example.org');
    expect(await screen.findByText('This email has been registered already.')).toBeTruthy();
  });

  it('shows other errors as the raw message', async () => {
    stubServer(() => ({
      status: 429,
      body: { messages: ['Too many requests, please try again in 30 seconds'] },
    }));
    renderContact();
    await fill('ada@example.org');
    expect(await screen.findByText('Too many requests, please try again in 30 seconds')).toBeTruthy();
  });
});
