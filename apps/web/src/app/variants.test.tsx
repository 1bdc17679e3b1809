import {
  LANDING_ROUTE_RULES,
  type Partner,
  type RouteRules,
  SCIENCE_FAIR_ROUTE_RULES,
  type SelfUser,
} from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { resetSession } from '../api/session.ts';
import { forgetSites } from '../api/site.ts';
import { makeUser } from '../test/fixtures.ts';
import '../i18n/index.ts';
import { routes } from './router.tsx';

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
    if (url.startsWith('/api/partnerResource/resources'))
      return json(200, { result: { resources: [], total: 0, hasMore: false } });
    return json(404, { messages: ['Not found'], code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (user) Cookies.set('mb_access', 'access-token');
  return fetchMock;
}

async function landing(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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

  it('asks GET /site with the X-Event of the path being opened', { timeout: 40_000 }, async () => {
    const fetchMock = serve(null);
    await landing('/sciencefair/home');
    const site = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/site'));
    const headers = (site?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Event']).toBe('sciencefair');
  });
});

describe('exploreResources (spec/000 §6: only in the community variant)', () => {
  async function open(variant: string) {
    serve(null, variant);
    const router = createMemoryRouter(routes, { initialEntries: ['/exploreResources'] });
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
