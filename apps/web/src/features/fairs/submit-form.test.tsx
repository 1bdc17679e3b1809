import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { loadEventTexts } from '../../i18n/events.ts';
import { stubServer } from '../../test/fixtures.ts';
import { SubmitForm } from './components/submit-form.tsx';

beforeAll(() => loadEventTexts());
afterEach(() => {
  vi.unstubAllGlobals();
});

const fair = {
  id: 5,
  abbreviation: 'YSC',
  name: 'Young Scientists Challenge',
  description: '',
  submissionDeadline: null,
  editingReopened: false,
  judgingStart: null,
  judgingEnd: null,
  resultsAt: null,
  districts: [],
  questions: [],
  gradeBands: ['Junior 7/8', 'Intermediate 9/10'],
  country: null,
  isOpen: true,
  myRoles: [],
};

function renderForm(props: Partial<Parameters<typeof SubmitForm>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SubmitForm boardId={9} fair={fair} district={null} onDone={onDone} onCancel={() => {}} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

describe('the submit dialog’s grade band and language (spec/000 §9)', () => {
  it('asks for one of the fair’s grade bands before sending, and sends the board’s language', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: { result: { success: true, submissions: [] } },
    }));
    const onDone = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a grade band');
    expect(calls.filter((c) => c.url.includes('submitToFairs'))).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: /Grade band/ }));
    await user.click(await screen.findByText('Intermediate 9/10'));
    await user.click(screen.getByRole('combobox', { name: /Language of the board/ }));
    await user.click(await screen.findByText('Français'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes('submitToFairs'))?.body).toEqual({
      fairs: [{ id: 5, gradeBand: 'Intermediate 9/10', language: 'fr', answers: [] }],
    });
  });

  it('offers the band and language of an earlier submission again', async () => {
    const { calls } = stubServer(() => ({
      status: 200,
      body: { result: { success: true, submissions: [] } },
    }));
    const onDone = renderForm({ gradeBand: 'Junior 7/8', language: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes('submitToFairs'))?.body).toEqual({
      fairs: [{ id: 5, gradeBand: 'Junior 7/8', language: 'de', answers: [] }],
    });
  });
});
