import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { ReportButton } from './index.ts';

beforeAll(() => withScreenTexts(async () => null));
afterAll(() => changeLanguage('en'));

function renderButton() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ReportButton targetType="comment" targetID={12} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const report = {
  id: 1,
  targetType: 'comment',
  targetID: 12,
  reason: 'Rude',
  status: 'open',
  resolution: null,
  hidden: false,
  reporter: null,
  target: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  resolvedAt: null,
};

/** spec/000 "Modals": `report`; api.md POST /reports needs a reason. */
describe('the Report modal', () => {
  it('asks for a reason, sends the report, and thanks the person', async () => {
    const { calls } = stubServer((url) =>
      url.endsWith('/api/reports')
        ? { status: 201, body: { result: { report } } }
        : { status: 200, body: { result: {} } },
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a comment' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/api/reports'))).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), '  Rude  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your report was sent/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/api/reports'))?.body).toEqual({
      targetType: 'comment',
      targetID: 12,
      reason: 'Rude',
    });
    expect(dialog).toBeTruthy();
  });

  it('shows the server refusal in the modal', async () => {
    stubServer((url) =>
      url.endsWith('/api/reports')
        ? { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } }
        : { status: 200, body: { result: {} } },
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this comment' }));
    await screen.findByRole('dialog', { name: 'Report a comment' });
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  });
});
