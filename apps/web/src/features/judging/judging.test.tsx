import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { loadEventTexts } from '../../i18n/events.ts';
import { stubServer } from '../../test/fixtures.ts';
import { BoardJudgingFeedback } from './components/board-feedback.tsx';
import { JudgePage } from './components/judge-page.tsx';
import { RegistrationsPanel } from './components/registrations-panel.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { TeamsPanel } from './components/teams-panel.tsx';

// The judging screens' texts load with the event screens (i18n/events.ts), as the router loads them.
beforeAll(() => loadEventTexts());
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, route: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

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
  gradeBands: [],
  country: null,
  isOpen: true,
  myRoles: ['judge'],
};
const rubric = {
  id: 31,
  question: 'How clear is the method?',
  kind: 'judging',
  fairID: 5,
  postID: null,
  maxScore: 5,
  required: true,
  isOpen: true,
  options: [
    { id: 311, text: 'Unclear', tag: 'method', score: 1 },
    { id: 312, text: 'Clear', tag: 'method', score: 5 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the results of the judging view (spec/000 §2, §5; issue 11 item 5)', () => {
  it('shows raw and normalised scores with ties as ties, and asks again for another order, tags and fields', async () => {
    const { calls } = stubServer((url) => {
      if (url.includes('/judging/registration_projects'))
        return {
          status: 200,
          body: { result: { projects: [{ id: 7, title: 'Kite', categories: [], gradeBand: null }] } },
        };
      if (url.includes('/poll/filter'))
        return {
          status: 200,
          body: { result: { filter: [{ pollID: 31, question: rubric.question, options: rubric.options }] } },
        };
      if (url.includes('/judging/teams'))
        return {
          status: 200,
          body: {
            result: {
              teams: [
                {
                  id: 1,
                  name: 'Team A',
                  memberships: [],
                  projectStatus: { status: 0 },
                  schedule: { startDatetime: null, duration: null },
                  projectIDs: [7, 9],
                },
              ],
            },
          },
        };
      if (url.includes('/judging/distribution'))
        return {
          status: 200,
          body: {
            result: {
              maxTotal: 5,
              judges: [
                { userName: 'kim', totals: [1, 1, 3] },
                { userName: 'ana', totals: [3, 5, 5] },
              ],
              boards: [
                { id: 7, title: 'Kite', totals: [3, 5] },
                { id: 9, title: 'Dam', totals: [1, 1, 5] },
                { id: 10, title: 'Unscored', totals: [] },
              ],
            },
          },
        };
      return {
        status: 200,
        body: {
          result: {
            maxTotal: 5,
            projects: [
              { id: 7, title: 'Kite', rawScore: 4.5, normalizedScore: Math.SQRT1_2, judgeCount: 2, rank: 1 },
              { id: 8, title: 'Winch', rawScore: 4.5, normalizedScore: Math.SQRT1_2, judgeCount: 2, rank: 1 },
              { id: 9, title: 'Dam', rawScore: 2, normalizedScore: -Math.SQRT2, judgeCount: 3, rank: 3 },
            ],
          },
        },
      };
    });
    renderAt('/fair/5/judging', '/fair/:id/judging', <ResultsPanel fairId={5} />);
    const table = await screen.findByRole('table', { name: 'Results' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('1 (tie)');
    expect(rows[1]?.textContent).toContain('0.71');
    expect(rows[1]?.textContent).toContain('4.50');
    expect(rows[3]?.textContent).toMatch(/^3Dam/);
    expect(screen.getByText('Highest possible total: 5')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByText('Lowest first'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=asc'))).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Clear (method)' }));
    await waitFor(() => expect(calls.some((c) => /optionIDs=312/.test(c.url))).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Raw score' }));
    expect(within(table).queryByRole('columnheader', { name: 'Raw score' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Normalised score' })).toBeTruthy();
    // The teams that judge each board, on demand; the choice stays for the next visit.
    await user.click(screen.getByRole('checkbox', { name: 'Teams' }));
    expect(within(table).getByRole('columnheader', { name: 'Teams' })).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Team A'));
    expect(JSON.parse(localStorage.getItem('makerboard.judging.resultFields') ?? '[]')).toEqual([
      'normalized',
      'judges',
      'teams',
    ]);
  });

  it('charts each judge’s and each board’s totals, with the same figures as tables (issue 11)', async () => {
    stubServer((url) => {
      if (url.includes('/judging/registration_projects'))
        return { status: 200, body: { result: { projects: [] } } };
      if (url.includes('/poll/filter')) return { status: 200, body: { result: { filter: [] } } };
      if (url.includes('/judging/distribution'))
        return {
          status: 200,
          body: {
            result: {
              maxTotal: 5,
              judges: [
                { userName: 'kim', totals: [1, 1, 3] },
                { userName: 'ana', totals: [3, 5, 5] },
              ],
              boards: [
                { id: 7, title: 'Kite', totals: [3, 5] },
                { id: 10, title: 'Unscored', totals: [] },
              ],
            },
          },
        };
      return {
        status: 200,
        body: {
          result: {
            maxTotal: 5,
            projects: [{ id: 7, title: 'Kite', rawScore: 4, normalizedScore: 0.5, judgeCount: 2, rank: 1 }],
          },
        },
      };
    });
    renderAt('/fair/5/judging', '/fair/:id/judging', <ResultsPanel fairId={5} />);
    const chart = await screen.findByRole('img', { name: /^Chart: Totals each judge gave/ });
    // One dot per total: three for each judge.
    expect(chart.querySelectorAll('circle')).toHaveLength(6);
    const judges = screen.getByRole('table', { name: 'Totals each judge gave' });
    const rows = within(judges).getAllByRole('row');
    // The generous judge first (highest mean), with count, mean, lowest and highest.
    expect(rows[1]?.textContent).toBe('ana34.3335');
    expect(rows[2]?.textContent).toBe('kim31.6713');
    const boards = screen.getByRole('table', { name: 'Totals each board received' });
    expect(
      within(boards)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameScoresMeanLowestHighest', 'Kite24.0035']);
  });
});

describe('a judge’s screen (issue 11 item 4)', () => {
  it('lists what is left to judge and saves a score for the board at once', async () => {
    let answered = false;
    const { calls } = stubServer((url, init) => {
      if (url.includes('/fairs/5')) return { status: 200, body: { result: { fair } } };
      if (url.includes('/judging/registration_projects'))
        return {
          status: 200,
          body: {
            result: {
              projects: [
                { id: 7, title: 'Kite winch', categories: [], gradeBand: null },
                { id: 8, title: 'Dam model', categories: [], gradeBand: null },
              ],
            },
          },
        };
      if (url.includes('/poll/project')) return { status: 200, body: { result: { polls: [rubric] } } };
      if (url.includes('/poll/user/project'))
        return {
          status: 200,
          body: {
            result: {
              pollUserOptions: [
                { pollID: 31, optionID: 312, projectID: 8 },
                ...(answered ? [{ pollID: 31, optionID: 311, projectID: 7 }] : []),
              ],
            },
          },
        };
      if (url.endsWith('/poll/user/option') && init.method === 'POST') {
        answered = true;
        return {
          status: 200,
          body: { result: { pollUserOption: { pollID: 31, optionID: 311, projectID: 7 } } },
        };
      }
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt('/fair/5/judge', '/fair/:id/judge', <JudgePage />);
    expect(await screen.findByText('1 left to judge')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Score: Kite winch' }));
    await user.click(await screen.findByRole('radio', { name: 'Unclear (1 point)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/poll/user/option'))?.body).toEqual({
        pollID: 31,
        optionID: 311,
        projectID: 7,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Back to your boards' }));
    expect(await screen.findByText('All your boards are judged. Thank you!')).toBeTruthy();
  });
});

describe('the team menu of the judging view (spec/000 §2 judgeTeamContextMenu)', () => {
  it('makes a judge the lead and moves another to a second team', async () => {
    const member = (id: number, userName: string, role: 'lead' | 'member') => ({
      user: { id, userName, firstName: userName },
      role,
    });
    const teams = [
      {
        id: 1,
        name: 'Team A',
        memberships: [member(11, 'kim', 'member'), member(12, 'ana', 'member')],
        projectStatus: { status: 0 },
        schedule: { startDatetime: null, duration: null },
        projectIDs: [7],
      },
      {
        id: 2,
        name: 'Team B',
        memberships: [member(13, 'jo', 'lead')],
        projectStatus: { status: 0 },
        schedule: { startDatetime: null, duration: null },
        projectIDs: [],
      },
    ];
    const { calls } = stubServer((url) => {
      if (url.includes('/judging/teams')) return { status: 200, body: { result: { teams } } };
      if (url.includes('/judging/registration_projects'))
        return {
          status: 200,
          body: {
            result: {
              projects: [
                { id: 7, title: 'Kite', categories: [], gradeBand: 'Junior 7/8', language: 'de' },
                { id: 8, title: 'Unlinked', categories: [], gradeBand: 'Intermediate 9/10', language: 'en' },
              ],
            },
          },
        };
      if (url.includes('/judging/registrations'))
        return {
          status: 200,
          body: {
            result: {
              registrations: [
                {
                  id: 3,
                  fairID: 5,
                  user: { id: 12, userName: 'ana', firstName: 'ana' },
                  expertise: [],
                  languages: [],
                  gradeBands: [],
                  availability: [{ start: '2030-05-10T08:00:00.000Z', end: '2030-05-10T10:00:00.000Z' }],
                  status: 'approved',
                  createdAt: '2030-01-01T00:00:00.000Z',
                },
              ],
            },
          },
        };
      if (url.includes('/categories')) return { status: 200, body: { result: { categories: [] } } };
      if (url.includes('/judging/team/1/'))
        return {
          status: 200,
          body: {
            result: {
              users1: [{ id: 11, userName: 'kim', firstName: 'kim', role: 'member' }],
              users2: [{ id: 12, userName: 'ana', firstName: 'ana', role: 'member' }],
              groups: [
                { topic: 'users1', userIDs: [11] },
                { topic: 'users2', userIDs: [12] },
              ],
            },
          },
        };
      if (url.includes('/judging/team/2/'))
        return {
          status: 200,
          body: {
            result: {
              users1: [{ id: 13, userName: 'jo', firstName: 'jo', role: 'lead' }],
              users2: [],
              groups: [
                { topic: 'users1', userIDs: [13] },
                { topic: 'users2', userIDs: [] },
              ],
            },
          },
        };
      return { status: 200, body: { result: { team: teams[0] } } };
    });
    renderAt('/fair/5/judging', '/fair/:id/judging', <TeamsPanel fairId={5} />);
    const user = userEvent.setup();
    // Once the whole panel has loaded (not before: an answer arriving later re-renders the team).
    await within(await screen.findByRole('article', { name: 'Team A' })).findByText('subgroup 2');
    await user.click(await screen.findByRole('button', { name: "Change kim's place" }));
    // By its text, as the steps below: jsdom lays nothing out, so the menu's floating dropdown can
    // count as detached from its button and is then hidden from role queries.
    await user.click(await screen.findByText('Make team lead'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/judging/setTeamLead'))?.body).toEqual({
        userName: 'kim',
        teamID: 1,
      }),
    );
    // Team A works in two subgroups: each judge's shows; ana goes back to the first.
    const teamA = screen.getByRole('article', { name: 'Team A' });
    // Its board shows with the grade band and language chosen on submitting; other boards do not.
    expect(await within(teamA).findByText('Kite')).toBeTruthy();
    expect(within(teamA).getByText('Junior 7/8').closest('[title]')?.getAttribute('title')).toBe(
      'Grade band: Junior 7/8',
    );
    expect(within(teamA).getByText('DE')).toBeTruthy();
    expect(screen.queryByText('Unlinked')).toBeNull();
    // Ana said when she can judge: the team's schedule shows it.
    expect(await within(teamA).findByText(/^ana can judge: .+2030.+ – .+2030/)).toBeTruthy();
    expect(await within(teamA).findByText('subgroup 2')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Team B' })).queryByText(/subgroup/)).toBeNull();
    await user.click(screen.getByRole('button', { name: "Change ana's place" }));
    await user.click(await screen.findByText('Move to subgroup 1'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/judging/team/1/user/ana/changesubgroup'))?.body).toEqual({
        topic: 'users1',
      }),
    );
    await user.click(screen.getByRole('button', { name: "Change ana's place" }));
    await user.click(await screen.findByText('Move to Team B'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/judging/switchTeam'))?.body).toEqual({
        userName: 'ana',
        fromTeam: 1,
        toTeam: 2,
      }),
    );
  });
});

describe('the people who offered to judge (issue 11: registration with availability)', () => {
  it('shows each offer’s expertise by name, languages, grade bands and when they can judge', async () => {
    stubServer((url) => {
      if (url.includes('/categories'))
        return {
          status: 200,
          body: {
            result: {
              categories: [
                {
                  id: 1,
                  name: 'Engineering',
                  isPrivate: false,
                  subCategories: [{ id: 4, name: 'Robotics', isPrivate: false }],
                },
              ],
            },
          },
        };
      if (url.includes('/judging/registrations'))
        return {
          status: 200,
          body: {
            result: {
              registrations: [
                {
                  id: 1,
                  fairID: 5,
                  user: { id: 11, userName: 'kim', firstName: 'Kim' },
                  expertise: [4],
                  languages: ['en', 'fr'],
                  gradeBands: ['Junior 7/8'],
                  availability: [{ start: '2030-05-10T08:00:00.000Z', end: '2030-05-10T10:00:00.000Z' }],
                  status: 'pending',
                  createdAt: '2030-01-01T00:00:00.000Z',
                },
                {
                  id: 2,
                  fairID: 5,
                  user: { id: 12, userName: 'ana', firstName: 'Ana' },
                  expertise: [],
                  languages: [],
                  gradeBands: [],
                  availability: [],
                  status: 'approved',
                  createdAt: '2030-01-01T00:00:00.000Z',
                },
              ],
            },
          },
        };
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt('/fair/5/judging', '/fair/:id/judging', <RegistrationsPanel fairId={5} />);
    expect(await screen.findByText('Expertise: Robotics')).toBeTruthy();
    expect(screen.getByText('Languages: en, fr')).toBeTruthy();
    expect(screen.getByText('Grade bands: Junior 7/8')).toBeTruthy();
    expect(screen.getByText(/^Available: .+2030.+ – .+2030/)).toBeTruthy();
    expect(screen.getByText('Available any time')).toBeTruthy();
  });
});

describe('the judging feedback on a board (issue 11 item 7)', () => {
  it('shows the fair’s awards with the result once published', async () => {
    stubServer(() => ({
      status: 200,
      body: {
        result: {
          fairs: [
            {
              fairID: 5,
              name: 'Young Scientists Challenge',
              resultsAt: '2030-01-01T00:00:00.000Z',
              published: true,
              result: { rank: 1, of: 4, rawScore: 4, normalizedScore: 1.2, judgeCount: 3, maxTotal: 5 },
              questions: [{ question: 'Method', maxScore: 5, average: 4 }],
              awards: [{ id: 3, name: 'Best in fair', description: 'The top board' }],
            },
            {
              fairID: 6,
              name: 'Regional fair',
              resultsAt: null,
              published: false,
              result: null,
              questions: [],
              awards: [],
            },
          ],
        },
      },
    }));
    renderAt('/story/7', '/story/:id', <BoardJudgingFeedback boardId={7} />);
    expect(await screen.findByText('Best in fair')).toBeTruthy();
    expect(screen.getByText('Award')).toBeTruthy();
    expect(screen.getByText('Rank 1 of 4')).toBeTruthy();
    expect(screen.getByText('Results are not published yet.')).toBeTruthy();
  });
});

describe('adding boards by tags from the Teams tab (POST /judging/linkByTags)', () => {
  it('sends one tag group per question picked, with the options chosen', async () => {
    const team = {
      id: 1,
      name: 'Team A',
      memberships: [],
      projectStatus: { status: 0 },
      schedule: { startDatetime: null, duration: null },
      projectIDs: [],
    };
    const topic = {
      ...rubric,
      id: 41,
      question: 'Which energy?',
      kind: 'project',
      options: [
        { id: 411, text: 'Sun', tag: 'solar', score: null },
        { id: 412, text: 'Wind', tag: 'wind', score: null },
      ],
    };
    const { calls } = stubServer((url) => {
      if (url.includes('/judging/teams')) return { status: 200, body: { result: { teams: [team] } } };
      if (url.includes('/judging/registrations'))
        return { status: 200, body: { result: { registrations: [] } } };
      if (url.includes('/categories')) return { status: 200, body: { result: { categories: [] } } };
      if (url.includes('/judging/registration_projects'))
        return {
          status: 200,
          body: { result: { projects: [{ id: 7, title: 'Kite', categories: [], gradeBand: null }] } },
        };
      if (url.includes('/poll/project')) return { status: 200, body: { result: { polls: [rubric, topic] } } };
      if (url.endsWith('/judging/linkByTags'))
        return { status: 200, body: { result: { teams: [{ ...team, projectIDs: [7] }] } } };
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt('/fair/5/judging', '/fair/:id/judging', <TeamsPanel fairId={5} />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Add boards by tags' });
    const add = within(card).getByRole('button', { name: 'Add boards' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(await within(card).findByRole('checkbox', { name: 'solar' }));
    await user.click(within(card).getByRole('checkbox', { name: 'wind' }));
    await user.click(within(card).getByRole('checkbox', { name: 'method' }));
    await user.click(add);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/judging/linkByTags'))?.body).toEqual({
        fairID: 5,
        tagGroups: [['method'], ['solar', 'wind']],
        judgesPerProject: 3,
        excludeLinkedProjects: true,
        replaceAll: false,
      }),
    );
    expect(await within(card).findByText('1 board is now linked to the teams.')).toBeTruthy();
  });
});
