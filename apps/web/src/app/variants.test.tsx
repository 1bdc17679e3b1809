import {
  LANDING_ROUTE_RULES,
  type Partner,
  type RouteRules,
  SCIENCE_FAIR_ROUTE_RULES,
  type SelfUser,
} from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { resetSession } from '../api/session.ts';
import { forgetSites } from '../api/site.ts';
import { makeUser } from '../test/fixtures.ts';
import '../i18n/index.ts';
import { routerSetup } from './router.tsx';

/**
 * Partner builds through the real router (spec/000 §2 `{partner}`, §6 science-fair and second
 * partner variants): the rules come from GET /site for the X-Event of the path, as data.
 */
const partner = (name: string, routeRules: RouteRules): Partner => ({
  id: 1,
  name,
  title: name,
  description: '',
  imageUrl: null,
  kind: 'partner',
  website: null,
  colors: { primary: '#2a6f4f', secondary: null },
  defaultLanguage: 'en',
  routeRules,
});
const BUILDS: Record<string, Partner> = {
  sciencefair: partner('sciencefair', SCIENCE_FAIR_ROUTE_RULES),
  atelier: partner('atelier', LANDING_ROUTE_RULES),
};

function serve(user: SelfUser | null, variant = 'community') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.startsWith('/api/users/current')) {
      return user ? json(200, { result: { user, referralCode: null } }) : json(401, { messages: ['No'] });
    }
    if (url.startsWith('/api/site')) {
      const event = ((init?.headers ?? {}) as Record<string, string>)['X-Event'] ?? '';
      return json(200, {
        result: { variant, boardTypes: ['story'], event, partner: BUILDS[event] ?? null },
      });
    }
    if (url.startsWith('/api/users/settings')) return json(200, { result: { settings: {} } });
    if (/^\/api\/users\/[^/]+\/projects/.test(url))
      return json(200, { result: { projects: [], total: 0, hasMore: false } });
    if (url.startsWith('/api/award/7'))
      return json(200, {
        result: {
          award: {
            id: 7,
            name: 'Young engineer',
            description: 'For a working prototype',
            siteSource: null,
            siteVisibility: 'awards',
            fairID: null,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        },
      });
    if (url.startsWith('/api/award/'))
      return json(404, { messages: ['Award not found'], code: 'AWARD_NOT_FOUND' });
    if (url.startsWith('/api/projects?'))
      return json(200, { result: { projects: [], total: 0, hasMore: false } });
    if (url.startsWith('/api/partnerResource/resources'))
      return json(200, { result: { resources: [], total: 0, hasMore: false } });
    return json(404, { messages: ['Not found'], code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (user) Cookies.set('mb_access', 'access-token');
  return fetchMock;
}

/** A memory router set up as the app's is, for the path it opens at (app/router.tsx routerSetup). */
function routerAt(path: string) {
  const { routes, ...options } = routerSetup(new URL(path, 'http://localhost').pathname);
  return createMemoryRouter(routes, { ...options, initialEntries: [path] });
}

async function landing(path: string): Promise<string> {
  const router = routerAt(path);
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // Generous waits: a screen's first lazy import is slow on a busy machine.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 15_000 });
  const { pathname, search } = router.state.location;
  view.unmount();
  return `${pathname}${search}`;
}

beforeEach(() => {
  resetSession();
  forgetSites();
});
afterEach(() => {
  Cookies.remove('mb_access');
  vi.unstubAllGlobals();
});

type Who = 'visitor' | 'member' | 'admin' | 'curator';
const people: Record<Who, SelfUser | null> = {
  visitor: null,
  member: makeUser(),
  admin: makeUser({ roles: ['admin'] }),
  curator: makeUser({ roles: ['curator'] }),
};

// [who, path opened, where the browser ends]
const TABLE: Array<[Who, string, string]> = [
  // The science-fair variant: non-admins reach only its pages (spec/000 §6) ...
  ['visitor', '/sciencefair/coming-soon', '/sciencefair/coming-soon'],
  ['visitor', '/sciencefair/finalists', '/sciencefair/finalists'],
  ['visitor', '/sciencefair/story/12', '/sciencefair/story/12'],
  ['visitor', '/sciencefair/story/video/12', '/sciencefair/story/video/12'],
  ['visitor', '/sciencefair/project/12', '/sciencefair/project/12'],
  ['visitor', '/sciencefair/loginPage', '/sciencefair/loginPage'],
  ['member', '/sciencefair/profile/ada/about', '/sciencefair/profile/ada/about'],
  ['member', '/sciencefair/viewAll?view=mine', '/sciencefair/viewAll?view=mine'],
  ['member', '/sciencefair/viewAll?view=submissions', '/sciencefair/viewAll?view=submissions'],
  // ... and everything else goes to coming-soon.
  ['visitor', '/sciencefair/home', '/sciencefair/coming-soon'],
  ['visitor', '/sciencefair/leaderboard', '/sciencefair/coming-soon'],
  ['member', '/sciencefair/viewAll', '/sciencefair/coming-soon'],
  ['member', '/sciencefair/viewAll?view=popular', '/sciencefair/coming-soon'],
  ['member', '/sciencefair/explore/all', '/sciencefair/coming-soon'],
  ['member', '/sciencefair/inbox', '/sciencefair/coming-soon'],
  ['member', '/sciencefair/no/such/page', '/sciencefair/coming-soon'],
  // Admin-type roles reach every page of the build.
  ['admin', '/sciencefair/home', '/sciencefair/home'],
  ['curator', '/sciencefair/leaderboard', '/sciencefair/leaderboard'],
  // The second partner variant: coming-soon goes to the landing page, for everyone.
  ['visitor', '/atelier/coming-soon', '/atelier/home'],
  ['admin', '/atelier/coming-soon', '/atelier/home'],
  ['visitor', '/atelier/leaderboard', '/atelier/leaderboard'],
  // A partner with no record, and the plain variant, keep every route.
  ['visitor', '/acme/coming-soon', '/acme/coming-soon'],
  ['visitor', '/coming-soon', '/coming-soon'],
  ['visitor', '/leaderboard', '/leaderboard'],
];

describe('partner build route rules (spec/000 §2, §6)', () => {
  it.each(TABLE)('%s opening %s ends at %s', { timeout: 40_000 }, async (who, path, end) => {
    serve(people[who]);
    expect(await landing(path)).toBe(end);
  });

  it('apply to a partner page reached by a navigation from a plain page', { timeout: 40_000 }, async () => {
    serve(people.visitor);
    const { router, view } = await show('/leaderboard');
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
    // The router opened without the partner pages: the navigation adds them (issue 17).
    await router.navigate('/sciencefair/leaderboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sciencefair/coming-soon'), {
      timeout: 15_000,
    });
    await router.navigate('/atelier/coming-soon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/atelier/home'), { timeout: 15_000 });
    view.unmount();
  });

  it('asks GET /site with the X-Event of the path being opened', { timeout: 40_000 }, async () => {
    const fetchMock = serve(null);
    await landing('/sciencefair/home');
    const site = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/site'));
    const headers = (site?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Event']).toBe('sciencefair');
  });
});

/** A page of the app rendered through the real router, left open for the test to read. */
async function show(path: string) {
  const router = routerAt(path);
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 15_000 });
  return { router, view };
}

/** The names of the links in a navigation landmark. */
function linksOf(name: string): string[] {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the science-fair build’s menu (spec/000 §6): only links to the pages it keeps', () => {
  it('shows a member its own pages and hides the rest', { timeout: 40_000 }, async () => {
    serve(people.member);
    const { view } = await show('/sciencefair/finalists');
    await screen.findByRole('link', { name: 'My submissions' }, { timeout: 15_000 });
    expect(linksOf('Main navigation')).toEqual(['Coming soon', 'Finalists', 'My boards', 'My submissions']);
    expect(screen.getByRole('link', { name: 'My boards' }).getAttribute('href')).toBe(
      '/sciencefair/viewAll?view=mine',
    );
    // The logo leads to the build's own start, not to a home it would not show.
    expect(screen.getByRole('link', { name: 'Makerboard – home' }).getAttribute('href')).toBe(
      '/sciencefair/coming-soon',
    );
    // No footer link to the pages it sends to coming-soon, no search box, no inbox.
    expect(linksOf('Site information')).toEqual([]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /Inbox/ })).toBeNull();
    // The bottom navigation keeps the start and the profile.
    expect(linksOf('Quick navigation')).toEqual(['Home', 'My profile']);
    view.unmount();
  });

  it('shows a visitor the pages open to visitors, and a login', { timeout: 40_000 }, async () => {
    serve(null);
    const { view } = await show('/sciencefair/coming-soon');
    await screen.findByRole('link', { name: 'Finalists' }, { timeout: 15_000 });
    expect(linksOf('Main navigation')).toEqual(['Coming soon', 'Finalists']);
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    view.unmount();
  });

  it('keeps every link for an admin, and in a build without rules', { timeout: 40_000 }, async () => {
    serve(people.admin);
    const admin = await show('/sciencefair/finalists');
    await screen.findByRole('link', { name: 'Leaderboard' }, { timeout: 15_000 });
    expect(linksOf('Main navigation')).toEqual(['Home', 'Explore', 'Resources', 'Leaderboard']);
    admin.view.unmount();
    serve(people.member);
    const plain = await show('/acme/finalists');
    await screen.findByRole('link', { name: 'Leaderboard' }, { timeout: 15_000 });
    expect(linksOf('Main navigation')).toEqual(['Home', 'Explore', 'Resources', 'Leaderboard']);
    expect(linksOf('Site information').length).toBeGreaterThan(0);
    plain.view.unmount();
  });

  it('applies the rules to links followed inside the build', { timeout: 40_000 }, async () => {
    serve(people.member);
    const { router, view } = await show('/sciencefair/finalists');
    await router.navigate('/sciencefair/leaderboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sciencefair/coming-soon'), {
      timeout: 15_000,
    });
    view.unmount();
  });
});

describe('viewAll?view=mine and ?view=submissions (spec/000 §6)', () => {
  it('lists the person’s own boards', { timeout: 40_000 }, async () => {
    const fetchMock = serve(people.member);
    const { view } = await show('/sciencefair/viewAll?view=mine');
    await screen.findByRole('heading', { level: 1, name: 'My boards' }, { timeout: 15_000 });
    // The menu marks this page, not the other viewAll link beside it.
    const menu = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(menu.getByRole('link', { name: 'My boards' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'My submissions' }).getAttribute('aria-current')).toBeNull();
    await screen.findByText('You have no boards yet.');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.some((url) => url.startsWith('/api/users/ada/projects?') && url.includes('filter=viewall')),
    ).toBe(true);
    view.unmount();
  });

  it('lists the boards submitted to a fair, by review status', { timeout: 40_000 }, async () => {
    const fetchMock = serve(people.member);
    const { view } = await show('/viewAll?view=submissions&status=approved');
    await screen.findByRole('heading', { level: 1, name: 'My submissions' }, { timeout: 15_000 });
    await screen.findByText('None of your boards is submitted to a fair with this status.');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.some((url) => url.startsWith('/api/users/ada/projects?') && url.includes('status=approved')),
    ).toBe(true);
    view.unmount();
    const any = await show('/viewAll?view=submissions');
    await screen.findByRole('heading', { level: 1, name: 'My submissions' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=any'))).toBe(true),
    );
    any.view.unmount();
  });

  it('asks a visitor to log in', { timeout: 40_000 }, async () => {
    serve(null);
    const { view } = await show('/viewAll?view=mine');
    await screen.findByText('Log in to see your boards.', { exact: false }, { timeout: 15_000 });
    const login = screen
      .getAllByRole('link', { name: 'Log in' })
      .find((link) => link.getAttribute('href')?.includes('redirect='));
    expect(login?.getAttribute('href')).toBe('/loginPage?redirect=%2FviewAll%3Fview%3Dmine');
    view.unmount();
  });
});

describe('viewAll?award= and ?groupCode= (spec/000 §2 project lists by award and by group code)', () => {
  it('titles the list with the award and asks for its boards', { timeout: 40_000 }, async () => {
    const fetchMock = serve(null);
    const { view } = await show('/viewAll?award=7');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Boards awarded “Young engineer”' },
      { timeout: 15_000 },
    );
    await screen.findByText('For a working prototype');
    await screen.findByText('No board has received this award yet.');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.startsWith('/api/projects?') && url.includes('award=7'))).toBe(true);
    view.unmount();
  });

  it('says so when the award does not exist, and asks for no boards', { timeout: 40_000 }, async () => {
    const fetchMock = serve(null);
    const { view } = await show('/viewAll?award=8');
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain(
      'Award not found',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/projects?'))).toBe(false);
    view.unmount();
  });

  it('lists a group’s boards by its code', { timeout: 40_000 }, async () => {
    const fetchMock = serve(null);
    const { view } = await show('/viewAll?groupCode=AB12CD');
    await screen.findByRole('heading', { level: 1, name: 'Boards of the group AB12CD' }, { timeout: 15_000 });
    await screen.findByText('No public board in this group yet.');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.startsWith('/api/projects?') && url.includes('groupCode=AB12CD'))).toBe(
      true,
    );
    view.unmount();
  });
});

describe('exploreResources (spec/000 §6: only in the community variant)', () => {
  async function open(variant: string) {
    serve(null, variant);
    const router = routerAt('/exploreResources');
    const view = render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    return view;
  }

  it('explores resources in the community variant', { timeout: 40_000 }, async () => {
    const view = await open('community');
    await screen.findByRole('heading', { level: 1, name: 'Explore resources' }, { timeout: 15_000 });
    await screen.findByText('No resources are listed yet.');
    view.unmount();
  });

  it.each(['projects', 'discussions'])(
    'is not found in the %s variant',
    { timeout: 40_000 },
    async (variant) => {
      const view = await open(variant);
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 });
      expect(screen.queryByRole('heading', { name: 'Explore resources' })).toBeNull();
      view.unmount();
    },
  );
});
