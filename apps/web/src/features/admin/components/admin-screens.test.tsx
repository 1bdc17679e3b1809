import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/index.ts';
import { sessionStore } from '../../../api/session-store.ts';
import { withScreenTexts } from '../../../i18n/screens.ts';
import { makeUser, stubServer } from '../../../test/fixtures.ts';
import { ResourcesAdminScreen } from '../../resources/index.ts';
import { AuditoriumsScreen } from './auditoriums-screen.tsx';
import { CategoriesScreen } from './categories-screen.tsx';
import { JudgingAdminPage, judgingPhase } from './judging-admin-page.tsx';
import { PageViewsScreen } from './page-views-screen.tsx';
import { PartnerBuildsScreen } from './partner-builds-screen.tsx';
import { UsersScreen } from './users-screen.tsx';

// The admin screens' texts load with them (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

function renderScreen(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/x/y'] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ok = (result: unknown) => ({ status: 200, body: { result } });

async function pick(label: string, option: string | RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option));
}

describe('the auditoriums section (admin/auditoriums/list; spec/000 §2, spec/001 §7)', () => {
  const stage = {
    id: 4,
    slug: 'main-stage',
    title: 'Main stage',
    description: 'Talks of the fair',
    videos: [
      {
        id: 9,
        title: 'Opening talk',
        languages: [
          {
            language: 'de',
            uploadID: 1,
            status: 'ready',
            url: '/api/files/a/original',
            posterUrl: null,
            captionsUrl: '/api/videos/9/languages/de/captions',
          },
          {
            language: 'fr',
            uploadID: 2,
            status: 'transcoding',
            url: null,
            posterUrl: null,
            captionsUrl: null,
          },
        ],
      },
    ],
  };

  it('lists an auditorium’s videos with their languages, phase and captions, and removes a language', async () => {
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/api/auditorium')) return ok({ auditoriums: [stage] });
      if (url.endsWith('/api/auditorium/4')) return ok({ auditorium: stage });
      if (url.endsWith('/api/videos/9/languages/fr') && init.method === 'DELETE')
        return ok({ video: { ...stage.videos[0], languages: [stage.videos[0]!.languages[0]] } });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<AuditoriumsScreen readOnly={false} />);
    await pick('Auditorium', 'Main stage (/main-stage)');
    const video = await screen.findByRole('article', { name: 'Opening talk' });
    const rows = within(video).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('German (de)');
    expect(rows[1]?.textContent).toContain('Ready');
    expect(within(rows[1]!).getByRole('link', { name: 'Captions given' }).getAttribute('href')).toBe(
      '/api/videos/9/languages/de/captions',
    );
    expect(rows[2]?.textContent).toContain('Transcoding');
    expect(screen.getByRole('link', { name: 'Open its page (/auditorium/main-stage)' })).toBeTruthy();
    await userEvent.click(
      within(video).getByRole('button', { name: 'Remove French (fr) from Opening talk' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/videos/9/languages/fr'))).toBe(
        true,
      ),
    );
  });

  it('creates an auditorium from its address, title and description', async () => {
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/api/auditorium') && init.method === 'POST')
        return { status: 201, body: { result: { auditorium: { ...stage, id: 5, videos: [] } } } };
      if (url.endsWith('/api/auditorium')) return ok({ auditoriums: [] });
      if (url.endsWith('/api/auditorium/5')) return ok({ auditorium: { ...stage, id: 5, videos: [] } });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<AuditoriumsScreen readOnly={false} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'New auditorium' });
    await user.type(within(form).getByRole('textbox', { name: /Address/ }), 'main-stage');
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Main stage');
    await user.click(within(form).getByRole('button', { name: 'Create auditorium' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        slug: 'main-stage',
        title: 'Main stage',
        description: '',
      }),
    );
  });
});

describe('the partner builds section (admin/partners/builds; spec/000 §2 {partner}, §6)', () => {
  const partner = {
    id: 2,
    name: 'forschergeist',
    title: 'Forschergeist e.V.',
    description: 'Runs fairs',
    imageUrl: null,
    kind: 'partner',
    website: 'https://forschergeist.example.org',
    colors: { primary: '#2a6f4f', secondary: '#e9c46a' },
    defaultLanguage: 'de',
    routeRules: { only: null, fallback: 'coming-soon', redirects: [] },
  };

  it('previews the colours, tries a path under the rules being written, and saves them as data', async () => {
    const { calls } = stubServer((url, init) => {
      if (url.includes('/api/v2/partners?')) return ok({ partners: [partner], total: 1, hasMore: false });
      if (url.endsWith('/api/v2/partners/2') && init.method === 'PUT') return ok({ partner });
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    renderScreen(<PartnerBuildsScreen />);
    await pick('Partner build', 'Forschergeist e.V. (/forschergeist)');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('img', { name: 'Preview of the header of Forschergeist e.V.' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Science-fair variant' }));
    const tryPath = screen.getByRole('textbox', { name: /Try a page/ });
    await user.clear(tryPath);
    await user.type(tryPath, 'explore/popular');
    expect(screen.getByText('goes to /forschergeist/coming-soon')).toBeTruthy();
    expect(screen.getByText('stays')).toBeTruthy();
    const primary = screen.getByRole('textbox', { name: 'Main colour' });
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Forschergeist e.V.',
      colors: { primary: '#123456', secondary: '#e9c46a' },
      defaultLanguage: 'de',
      routeRules: { fallback: 'coming-soon', redirects: [] },
    });
    expect((body.routeRules as { only: string[] }).only).toContain('finalists');
    expect(body).not.toHaveProperty('imageUrl');
    expect(await screen.findByText('Saved. New pages of this build follow it.')).toBeTruthy();
  });

  it('will not save rules that send a page round in circles', async () => {
    stubServer((url) =>
      url.includes('/api/v2/partners?')
        ? ok({ partners: [partner], total: 1, hasMore: false })
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    );
    renderScreen(<PartnerBuildsScreen />);
    await pick('Partner build', 'Forschergeist e.V. (/forschergeist)');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Only the pages listed' }));
    await user.type(screen.getByRole('textbox', { name: /Pages they reach/ }), 'finalists');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    await user.type(screen.getByRole('textbox', { name: 'From page' }), 'coming-soon');
    await user.type(screen.getByRole('textbox', { name: 'To page' }), 'home');
    expect(screen.getByRole('alert').textContent).toContain('round in circles');
    expect(screen.getByRole('button', { name: 'Save build' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('renaming a resource section (admin/resources/library)', () => {
  it('saves the new title and keeps the address', async () => {
    const library = {
      resourcesWithSections: [
        { id: 3, slug: 'webinars', title: 'Webinars', description: '', position: 0, resources: [] },
      ],
    };
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/api/partnerResource/sections/3') && init.method === 'PUT')
        return ok({ resourceSection: { ...library.resourcesWithSections[0], title: 'Live webinars' } });
      if (url.includes('/api/partner/getResources')) return ok(library);
      if (url.includes('/embedHosts')) return ok({ hosts: [] });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<ResourcesAdminScreen readOnly={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename the section Webinars' }));
    const form = screen.getByRole('form', { name: 'Rename the section Webinars' });
    expect(form.textContent).toContain('/resources/webinars');
    const title = within(form).getByRole('textbox', { name: /Section title/ });
    await user.clear(title);
    await user.type(title, 'Live webinars');
    await user.click(within(form).getByRole('button', { name: 'Save title' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: expect.stringContaining('/api/partnerResource/sections/3'),
        body: { title: 'Live webinars' },
      }),
    );
  });
});

describe('adminJudge (spec/000 §2): the judging administrators’ way in', () => {
  const fair = (id: number, name: string, judging: [string, string] | null, myRoles: string[] = []) => ({
    id,
    abbreviation: name.slice(0, 3).toUpperCase(),
    name,
    description: '',
    submissionDeadline: null,
    editingReopened: false,
    judgingStart: judging?.[0] ?? null,
    judgingEnd: judging?.[1] ?? null,
    resultsAt: null,
    districts: [],
    questions: [],
    gradeBands: [],
    country: null,
    isOpen: true,
    myRoles,
  });
  const fairs = [
    fair(1, 'Past fair', ['2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z']),
    fair(2, 'Live fair', ['2020-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z']),
    fair(3, 'Club fair', null, ['coordinator']),
  ];
  const serve = () =>
    stubServer((url) =>
      url.endsWith('/api/fairs')
        ? ok({ fairs })
        : { status: 404, body: { messages: ['x'], code: 'NOT_FOUND' } },
    );

  it('tells where each fair’s judging stands', () => {
    expect(fairs.map((f) => judgingPhase(f))).toEqual(['closed', 'open', 'unscheduled']);
    expect(judgingPhase(fairs[1]!, Date.parse('2019-06-01'))).toBe('upcoming');
  });

  it('lists every fair, judging now first, with its judging screens for a judging administrator', async () => {
    serve();
    sessionStore.set({ status: 'loggedIn', user: makeUser({ roles: ['judgingAdmin'] }) });
    renderScreen(<JudgingAdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Judging administration' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Live fair LIV',
      'Club fair CLU',
      'Past fair PAS',
    ]);
    expect(within(cards[0]!).getByText('Judging now')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Judging' }).getAttribute('href')).toBe(
      '/fair/2/judging',
    );
  });

  it('shows an analyst the fairs, and the judging screens only of fairs they coordinate', async () => {
    serve();
    sessionStore.set({ status: 'loggedIn', user: makeUser({ roles: ['analytic'] }) });
    renderScreen(<JudgingAdminPage />);
    const club = await screen.findByRole('article', { name: 'Club fair CLU' });
    expect(within(club).getByRole('link', { name: 'Judging' })).toBeTruthy();
    const live = screen.getByRole('article', { name: 'Live fair LIV' });
    expect(within(live).queryByRole('link', { name: 'Judging' })).toBeNull();
    expect(within(live).getByText('Its judging screens are for the fair’s organisers.')).toBeTruthy();
  });

  it('is not found for someone without an admin-type or judging role', async () => {
    serve();
    sessionStore.set({ status: 'loggedIn', user: makeUser({ roles: [] }) });
    renderScreen(<JudgingAdminPage />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the categories section (admin/categories/list; spec/000 §3 Category, issue 13 item 7)', () => {
  const texts = (name: string, de?: string) => [
    { language: 'en', name, description: '' },
    ...(de ? [{ language: 'de', name: de, description: '' }] : []),
  ];
  const robotics = {
    id: 3,
    name: 'Robotics',
    slug: 'robotics',
    description: '',
    parentID: 1,
    isPrivate: false,
    languages: texts('Robotics', 'Robotik'),
    subCategories: [],
  };
  const engineering = {
    id: 1,
    name: 'Engineering',
    slug: 'engineering',
    description: '',
    parentID: 0,
    isPrivate: false,
    languages: texts('Engineering', 'Technik'),
    subCategories: [robotics],
  };
  const judges = {
    id: 7,
    name: 'Judges only',
    slug: 'judges-only',
    description: '',
    parentID: 0,
    isPrivate: true,
    languages: texts('Judges only'),
    subCategories: [],
  };

  it('lists the tree with private ones and missing languages, and adds a category in three languages', async () => {
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/api/categories') && init.method === 'POST')
        return { status: 201, body: { result: { category: { ...judges, id: 9 } } } };
      if (url.includes('/api/categories?')) return ok({ categories: [engineering, judges] });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<CategoriesScreen />);
    const sub = await screen.findByRole('list', { name: 'Subcategories of Engineering' });
    expect(within(sub).getByText('Robotics')).toBeTruthy();
    const line = screen.getByText('Judges only').closest('li')!;
    expect(within(line as HTMLElement).getByText('Private')).toBeTruthy();
    expect(within(line as HTMLElement).getByText('de missing')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    const form = await screen.findByRole('form', { name: 'New category' });
    // Nothing is sent without an English name; the slug follows the English name until edited.
    await user.click(within(form).getByRole('button', { name: 'Add a category' }));
    expect(await within(form).findByText('Give the category a name')).toBeTruthy();
    const [en, de, fr] = within(form).getAllByRole('textbox', { name: /^Name/ });
    await user.type(en!, 'Space science');
    expect((within(form).getByRole('textbox', { name: /Address/ }) as HTMLInputElement).value).toBe(
      'space-science',
    );
    await user.type(de!, 'Weltraumforschung');
    await user.type(within(form).getAllByRole('textbox', { name: 'Description' })[2]!, 'Fusées');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Place/ }), 'Engineering');
    await user.click(within(form).getByRole('button', { name: 'Add a category' }));
    // French has a description but no name: the field says so and nothing is sent.
    expect(await within(form).findByText('Give the category a name')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(fr!, 'Sciences spatiales');
    await user.click(within(form).getByRole('button', { name: 'Add a category' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        slug: 'space-science',
        parentID: 1,
        isPrivate: false,
        languages: {
          en: { name: 'Space science', description: '' },
          de: { name: 'Weltraumforschung', description: '' },
          fr: { name: 'Sciences spatiales', description: 'Fusées' },
        },
      }),
    );
    expect(screen.getByText('“Space science” saved.')).toBeTruthy();
  });

  it('edits a category: its texts filled in, a parent with subcategories kept, a refusal shown', async () => {
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/api/categories/1') && init.method === 'PUT')
        return {
          status: 409,
          body: { messages: ['Another category already uses this address'], code: 'CATEGORY_SLUG_TAKEN' },
        };
      if (url.includes('/api/categories?')) return ok({ categories: [engineering, judges] });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<CategoriesScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Engineering' }));
    const form = await screen.findByRole('form', { name: 'Edit “Engineering”' });
    const [, de] = within(form).getAllByRole('textbox', { name: /^Name/ });
    expect((de as HTMLInputElement).value).toBe('Technik');
    expect((within(form).getByRole('combobox', { name: /Place/ }) as HTMLSelectElement).disabled).toBe(true);
    const slug = within(form).getByRole('textbox', { name: /Address/ });
    await user.clear(slug);
    await user.type(slug, 'robotics');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another category already uses this address');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ slug: 'robotics', parentID: 0 });
  });
});

describe('the page views section (admin/system/pageviews; spec/000 §2)', () => {
  it('shows the most viewed screens of a period, and asks again for another period', async () => {
    const { calls } = stubServer((url) => {
      if (url.includes('/api/admin/pageviews?days=30'))
        return ok({
          days: 30,
          since: '2026-10-29',
          pages: [
            { path: '/home', views: 1200 },
            { path: '/story/:id', views: 300 },
          ],
        });
      if (url.includes('/api/admin/pageviews?days=1')) return ok({ days: 1, since: '2026-11-27', pages: [] });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<PageViewsScreen />);
    const table = await screen.findByRole('table', {
      name: 'Most viewed screens since October 29, 2026, by route',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('/home1,20080%');
    expect(rows[2]?.textContent).toBe('/story/:id30020%');
    expect(screen.getByText('1,500 views of these screens since October 29, 2026.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Today');
    expect(await screen.findByText('No screen was viewed in this period.')).toBeTruthy();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('days'))).toEqual(['30', '1']);
  });
});

describe('the people section’s account part (admin/users/list; issue 13 item 7)', () => {
  const lea = {
    id: 12,
    uuid: 'u-12',
    userName: 'lea',
    fullName: 'Lea Novak',
    firstName: 'Lea',
    lastName: 'Novak',
    userType: 'student',
    avatarUrl: null,
  };

  it('sets the kind of account and the awards the person may give, and disables then enables the account', async () => {
    let user = { ...lea, roles: [] as string[], disabled: false, awardIDs: [] as number[] };
    const { calls } = stubServer((url, init) => {
      const method = init.method ?? 'GET';
      if (url.includes('/api/users?')) return ok({ users: [lea], total: 1, hasMore: false });
      if (url.endsWith('/api/users/awardPermissions'))
        return ok({
          awards: [
            { id: 3, name: 'Best robot', description: '', imageUrl: null },
            { id: 4, name: 'Young inventor', description: '', imageUrl: null },
          ],
        });
      if (url.endsWith('/api/users/lea/userType') && method === 'PUT') {
        user = { ...user, userType: 'teacher' };
        return ok({ user: lea });
      }
      if (url.endsWith('/api/award/4/user/12') && method === 'POST') {
        user = { ...user, awardIDs: [4] };
        return ok({ awardID: 4, userID: 12, granted: true });
      }
      if (url.endsWith('/api/admin/users/lea/disabled')) {
        user = { ...user, disabled: (JSON.parse(String(init.body)) as { disabled: boolean }).disabled };
        return ok({ user });
      }
      if (url.endsWith('/api/admin/users/lea')) return ok({ user });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('confirm', () => true);
    renderScreen(<UsersScreen readOnly={false} />);
    const user$ = userEvent.setup();
    await user$.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Lea');
    await user$.click(await screen.findByRole('button', { name: /Lea Novak/ }));

    const kind = await screen.findByRole('combobox', { name: 'Kind of account' });
    expect((kind as HTMLSelectElement).value).toBe('student');
    await user$.selectOptions(kind, 'Teacher');
    await user$.click(screen.getByRole('button', { name: 'Save kind of account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/users/lea/userType'))?.body).toEqual({
        userType: 'teacher',
      }),
    );

    await user$.click(screen.getAllByLabelText('Awards they may give')[0]!);
    await user$.click(await screen.findByText('Young inventor'));
    await user$.click(screen.getByRole('button', { name: 'Save awards' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/award/4/user/12'))).toBe(true),
    );

    await user$.click(screen.getByRole('button', { name: 'Disable the account' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Act as this person' })).toBeNull();
    await user$.click(screen.getByRole('button', { name: 'Enable the account again' }));
    await waitFor(() => expect(screen.queryByText('Disabled')).toBeNull());
    expect(calls.filter((c) => c.url.endsWith('/disabled')).map((c) => c.body)).toEqual([
      { disabled: true },
      { disabled: false },
    ]);
  });

  it('opens an account by its exact username when no search finds it (a disabled one)', async () => {
    stubServer((url) => {
      if (url.includes('/api/users?')) return ok({ users: [], total: 0, hasMore: false });
      if (url.endsWith('/api/users/awardPermissions')) return ok({ awards: [] });
      if (url.endsWith('/api/admin/users/lea'))
        return ok({ user: { ...lea, roles: [], disabled: true, awardIDs: [] } });
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderScreen(<UsersScreen readOnly={false} />);
    const user$ = userEvent.setup();
    await user$.type(screen.getByRole('searchbox', { name: 'Search people' }), 'lea');
    await user$.click(await screen.findByRole('button', { name: 'Open the account @lea' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable the account again' })).toBeTruthy();
  });
});
