import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { BulkSignupPage } from './components/bulk-signup-page.tsx';
import { countPeople, templateCsv } from './csv-file.ts';

beforeAll(() => withScreenTexts(async () => null));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/signup/bulk', element: <BulkSignupPage /> }], {
    initialEntries: ['/signup/bulk'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const CSV = `${templateCsv()}bad@example.org,x,Kim,Park,2020-01-01,yes,yes,yes,yes,yes,yes,,,\n`;

describe('bulk signup screen (spec/001 §7 Users "signup … bulk")', () => {
  it('counts the people of a file and offers a template with every column', () => {
    expect(countPeople('a,b\n1,2\n\n3,4\r\n')).toBe(2);
    expect(templateCsv().split('\n')[0]).toBe(
      'email,userName,firstName,lastName,birthDate,ownWork,over12OrParent,parentPresent,positiveConduct,riskAcceptance,disclaimer,userType,numberOfStudents,language',
    );
  });

  it('sends the file and lists refused rows first, with their reasons', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: {
        result: {
          created: 1,
          refused: 1,
          rows: [
            {
              line: 2,
              email: 'kim@example.org',
              userName: 'kim_p',
              status: 'created',
              messages: [],
              fields: {},
              invited: true,
            },
            {
              line: 3,
              email: 'bad@example.org',
              userName: 'x',
              status: 'refused',
              messages: ['You must be at least 13 years old to join'],
              fields: { birthDate: 'MINIMUM_AGE' },
              invited: false,
            },
          ],
        },
      },
    }));
    const user = userEvent.setup();
    renderPage();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File([CSV], 'class.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Sign up and invite' }));
    expect(await screen.findByText('1 account made')).toBeTruthy();
    expect(screen.getByText('1 row refused')).toBeTruthy();
    expect(calls[0]!.url).toContain('/api/users/signup/bulk');
    expect(calls[0]!.body).toEqual({ csv: CSV, fileName: 'class.csv' });
    const rows = within(screen.getByRole('table', { name: 'Report' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('You must be at least 13 years old to join');
    expect(rows[1]!.textContent).toContain('Refused');
    expect(rows[2]!.textContent).toContain('Made and invited');
  });

  it('shows the server’s refusal of the whole file', async () => {
    stubServer(() => ({
      status: 400,
      body: { messages: ['The file lacks the columns: birthDate'], code: 'BULK_MISSING_COLUMNS' },
    }));
    const user = userEvent.setup();
    renderPage();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['email\nkim@example.org\n'], 'people.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Sign up and invite' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file lacks the columns: birthDate');
  });
});
