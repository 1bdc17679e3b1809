import type { Question } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { stubServer } from '../../test/fixtures.ts';
import { QuestionsCard } from './components/questions-card.tsx';
import { questionPath } from './question-link.ts';

// The profile's texts load with it (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));
afterEach(() => changeLanguage('en'));

function question(over: Partial<Question> & Pick<Question, 'key' | 'kind' | 'text' | 'grouping'>): Question {
  return {
    questionID: 1,
    groupingTitle: '',
    audience: 'public',
    required: false,
    projectID: null,
    answered: false,
    answer: null,
    ...over,
  };
}

const WAITING: Question[] = [
  question({ key: 'poll-3', kind: 'poll', text: 'Which sensor next?', grouping: 'community' }),
  question({
    key: 'fair-8-p12',
    kind: 'fair',
    text: 'What is your hypothesis?',
    grouping: 'fair-4',
    groupingTitle: 'Young Scientists',
    required: true,
    projectID: 12,
  }),
  question({
    key: 'booth-acme-2',
    kind: 'booth',
    text: 'May Acme write to you?',
    grouping: 'booth-acme',
    groupingTitle: 'acme',
    audience: 'partner',
    required: true,
  }),
  question({
    key: 'resource-5-1',
    kind: 'resource',
    text: 'Where do you teach?',
    grouping: 'resource-5',
    groupingTitle: 'Soldering guide',
    required: true,
  }),
];

function show(username = 'sam') {
  const router = createMemoryRouter([{ path: '/', element: <QuestionsCard username={username} /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const page = (questions: Question[], total = questions.length, hasMore = false) => ({
  status: 200,
  body: { result: { questions, total, hasMore } },
});

describe('questions to answer (issue 18 item 2)', () => {
  it("asks for the person's unanswered questions and links each to where it is answered", async () => {
    const server = stubServer((url) =>
      url.includes('/api/questions')
        ? page(WAITING)
        : url.startsWith('/api/projects/12')
          ? { status: 200, body: { result: { project: { id: 12, title: 'Balloon car' } } } }
          : { status: 404, body: { code: 'NOT_FOUND' } },
    );
    show();
    const card = await screen.findByRole('region', { name: 'Questions to answer' });
    expect(await within(card).findByText(/^4 questions wait for your answer/)).toBeTruthy();
    const asked = new URL(server.calls[0]!.url, 'http://x');
    expect(asked.pathname).toBe('/api/questions');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      user: 'sam',
      state: 'unanswered',
      offset: '0',
    });
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Which sensor next?')).toBe('/explore/all');
    expect(href('What is your hypothesis?')).toBe('/story/12?submit=4');
    expect(href('May Acme write to you?')).toBe('/booth/acme');
    expect(href('Where do you teach?')).toBe('/resource/5');
    // Where each comes from, and which are required.
    expect(within(card).getByText('Community poll')).toBeTruthy();
    // The board a fair question is asked about, by its title once read.
    expect(await within(card).findByText('Fair entry: Young Scientists, for “Balloon car”')).toBeTruthy();
    expect(within(card).getByText('Resource download: Soldering guide')).toBeTruthy();
    expect(within(card).getAllByText('Required')).toHaveLength(3);
    // Keyboard: the links are reached in order with Tab.
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Which sensor next?');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('What is your hypothesis?');
  });

  it('pages on with "load more" while the list has more', async () => {
    const server = stubServer((url) =>
      !url.startsWith('/api/questions')
        ? { status: 404, body: { code: 'NOT_FOUND' } }
        : url.includes('offset=0')
          ? page(WAITING.slice(0, 2), 3, true)
          : page(WAITING.slice(2, 3), 3, false),
    );
    show();
    const more = await screen.findByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    expect(await screen.findByRole('link', { name: 'May Acme write to you?' })).toBeTruthy();
    // Till the board is read (here it is not found), its number says which board.
    expect(screen.getByText('Fair entry: Young Scientists, for board 12')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.startsWith('/api/questions')).at(-1)?.url).toContain('offset=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nothing waits, in en, de and fr', async () => {
    stubServer(() => page([]));
    show();
    expect(await screen.findByText(/every question asked of you has an answer/)).toBeTruthy();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Offene Fragen' })).toBeTruthy();
    expect(screen.getByText(/Jede Frage an dich ist beantwortet/)).toBeTruthy();
    await act(() => changeLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Questions à répondre' })).toBeTruthy();
    expect(screen.getByText(/chaque question qui vous a été posée a sa réponse/)).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    let fail = true;
    stubServer(() =>
      fail
        ? { status: 500, body: { messages: ['Something went wrong'], code: 'INTERNAL' } }
        : page(WAITING.slice(0, 1)),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your questions could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Which sensor next?' })).toBeTruthy();
  });
});

describe('where a question is answered', () => {
  it('sends judging questions to the judge screen and a fair question without a board to the fair', () => {
    expect(questionPath({ kind: 'poll', grouping: 'fair-4', audience: 'internal', projectID: 9 })).toBe(
      '/fair/4/judge',
    );
    expect(questionPath({ kind: 'poll', grouping: 'fair-4', audience: 'public', projectID: 9 })).toBe(
      '/story/9?submit=4',
    );
    expect(questionPath({ kind: 'fair', grouping: 'fair-4', audience: 'public', projectID: null })).toBe(
      '/fair/4',
    );
    expect(questionPath({ kind: 'booth', grouping: 'booth-a.b', audience: 'partner', projectID: null })).toBe(
      '/booth/a.b',
    );
  });
});
