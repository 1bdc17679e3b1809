import type { SelfUser } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { logoutTarget, resetSession } from '../api/session.ts';
import { makeUser } from '../test/fixtures.ts';
import '../i18n/index.ts';
import { routerSetup } from './router.tsx';

/** A fake of the HTTP boundary only: the app's own call layer, session and router run for real. */
function serve(user: SelfUser | null, extra: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const path = url.split('?')[0]!;
    if (path in extra) return json(200, { result: extra[path] });
    if (url.startsWith('/api/users/current')) {
      return user ? json(200, { result: { user, referralCode: null } }) : json(401, { messages: ['No'] });
    }
    if (url.startsWith('/api/users/settings')) return json(200, { result: { settings: {} } });
    if (url.startsWith('/api/version')) return json(200, { result: { version: 0 } });
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

function renderAt(path: string) {
  const router = routerAt(path);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

async function settledPath(router: ReturnType<typeof createMemoryRouter>) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 3000 });
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

beforeEach(() => {
  resetSession();
});
afterEach(() => {
  Cookies.remove('mb_access');
  vi.unstubAllGlobals();
});

describe('routes for visitors', () => {
  beforeEach(() => {
    serve(null);
  });

  it('/ goes home', async () => {
    const router = renderAt('/');
    await waitFor(async () => expect(await settledPath(router)).toBe('/home'));
    expect(await screen.findByRole('tab', { name: 'Recommended' })).toBeTruthy();
  });

  it('paths ending in index.html go home, keeping the partner segment', async () => {
    const router = renderAt('/index.html');
    await waitFor(async () => expect(await settledPath(router)).toBe('/home'));
    const partner = renderAt('/acme/index.html');
    await waitFor(async () => expect(await settledPath(partner)).toBe('/acme/home'));
  });

  it('unknown paths show the not-found page', async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('a known route name is never a partner slug', async () => {
    renderAt('/profile/loginPage');
    await screen.findByRole('heading', { level: 1 });
    cleanupPath();
    renderAt('/home/contact');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('every path works under a partner segment', async () => {
    const router = renderAt('/acme/contact');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(await settledPath(router)).toBe('/acme/contact');
  });

  it('signup redirects home and opens the signup dialog', async () => {
    const router = renderAt('/signup');
    await waitFor(async () => expect(await settledPath(router)).toBe('/home?modal=signup'));
    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('login-required routes send visitors to the login page with a redirect back', async () => {
    const router = renderAt('/admin/users/list');
    await waitFor(async () =>
      expect(await settledPath(router)).toBe('/loginPage?redirect=%2Fadmin%2Fusers%2Flist'),
    );
    const contests = renderAt('/contests/iframes');
    await waitFor(async () =>
      expect(await settledPath(contests)).toBe('/loginPage?redirect=%2Fcontests%2Fiframes'),
    );
    const start = renderAt('/startButtonTemplate');
    await waitFor(async () =>
      expect(await settledPath(start)).toBe('/loginPage?redirect=%2FstartButtonTemplate'),
    );
  });

  it('feed goes home and start/{template} goes to the blank page for visitors', async () => {
    const feed = renderAt('/feed');
    await waitFor(async () => expect(await settledPath(feed)).toBe('/home'));
    const start = renderAt('/start/7');
    await waitFor(async () => expect(await settledPath(start)).toBe('/blankpage'));
  });

  it('admin-type pages show not-found to visitors', async () => {
    renderAt('/create');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('legacy redirects', async () => {
    const makershed = renderAt('/makershed');
    await waitFor(async () => expect(await settledPath(makershed)).toBe('/profile/makershed'));
    const oster = renderAt('/oster-challenge');
    await waitFor(async () => expect(await settledPath(oster)).toBe('/oster-contest'));
  });

  it('adminJudge is a real screen behind the login (issue 13)', async () => {
    const judge = renderAt('/adminJudge');
    await waitFor(async () => expect(await settledPath(judge)).toBe('/loginPage?redirect=%2FadminJudge'));
  });

  it('the event pages are real pages (issue 13)', async () => {
    renderAt('/scienceday');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Science Day: show what you discovered' }),
    ).toBeTruthy();
    expect(screen.queryByText('This part of Makerboard is being built.')).toBeNull();
  });

  it('the inbox needs a login (every inbox address)', async () => {
    const inbox = renderAt('/inbox/public/robotics');
    await waitFor(async () =>
      expect(await settledPath(inbox)).toBe('/loginPage?redirect=%2Finbox%2Fpublic%2Frobotics'),
    );
  });

  it('a profile asks for its person as soon as its route matches, before anything renders (issue 17)', async () => {
    const fetchMock = serve(null);
    queryClient.removeQueries({ queryKey: ['users', 'profile', 'ada'] });
    // Only the router: no screen is rendered, so the request can come from its loader alone.
    routerAt('/profile/ada/about');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toContain(
        '/api/users/ada/profile',
      ),
    );
  });

  it('tag/, category/ and project/ are home filtered: the feed asks for that filter and says so', async () => {
    const fetchMock = serve(null);
    const cases = [
      ['/tag/arduino', 'Tag “arduino”', 'tag=arduino'],
      ['/category/robotics', 'Category “robotics”', 'category=robotics'],
      ['/project/21744', 'Board 21744', 'templateID=21744'],
    ] as const;
    for (const [path, shown, asked] of cases) {
      fetchMock.mockClear();
      renderAt(path);
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Show everything' }).getAttribute('href')).toBe('/home');
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(
            ([url]) => String(url).startsWith('/api/projects?') && String(url).includes(asked),
          ),
        ).toBe(true),
      );
      cleanupPath();
    }
  });

  it('the maintenance route has no navbar and no footer', async () => {
    renderAt('/maintenance');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

function cleanupPath() {
  document.body.innerHTML = '';
}

describe('the partner pages are added when first needed (issue 17)', () => {
  /** How many copies of the pages under `:partner` a route tree holds. */
  const partnerCopies = (routes: readonly RouteObject[]): number =>
    routes.reduce(
      (n, route) => n + (route.path === ':partner' ? 1 : 0) + partnerCopies(route.children ?? []),
      0,
    );

  /** A plain page, once its first load has finished (a navigation would cut that load short). */
  async function plainPage() {
    const router = renderAt('/contact');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(partnerCopies(router.routes)).toBe(0);
    return router;
  }

  beforeEach(() => {
    serve(null);
  });

  it('a router opened at a partner path has them from the start, any other gets them on demand', () => {
    for (const path of ['/acme/home', '/acme', '/sciencefair/no/such/page']) {
      const setup = routerSetup(path);
      expect(partnerCopies(setup.routes), path).toBe(1);
      expect(setup.patchRoutesOnNavigation, path).toBeUndefined();
    }
    for (const path of ['/', '/home', '/home/contact', '/loginPage/home', '/index.html', '/a_b/home']) {
      const setup = routerSetup(path);
      expect(partnerCopies(setup.routes), path).toBe(0);
      expect(setup.patchRoutesOnNavigation, path).toBeTypeOf('function');
    }
  });

  it('a navigation from a plain page to a partner page adds them and shows that page', async () => {
    const router = await plainPage();
    await router.navigate('/acme/about');
    expect(await settledPath(router)).toBe('/acme/about');
    expect(partnerCopies(router.routes)).toBe(1);
    expect(router.state.matches.some((match) => match.route.path === ':partner')).toBe(true);
    // Once: the next partner navigation finds them there.
    await router.navigate('/beta/contact');
    expect(await settledPath(router)).toBe('/beta/contact');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(partnerCopies(router.routes)).toBe(1);
  });

  it('a route name followed by a page is still not found, and adds nothing', async () => {
    const router = await plainPage();
    await router.navigate('/home/contact');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(partnerCopies(router.routes)).toBe(0);
  });

  it('a bare partner segment reached by a navigation is not a page', async () => {
    const router = await plainPage();
    await router.navigate('/acme');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(partnerCopies(router.routes)).toBe(1);
  });

  it('page views of a partner page reached by a navigation count its route pattern', async () => {
    const fetchMock = serve(null);
    const router = await plainPage();
    await router.navigate('/acme/profile/sam/about');
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
          .filter(([url]) => String(url).startsWith('/api/pageviews'))
          .map(([, init]) => JSON.parse(String(init.body)).path),
      ).toEqual(['/contact', '/:partner/profile/:username/:tab']),
    );
  });
});

describe('routes for a logged-in user', () => {
  it('loginPage redirects home unless a redirect query is present', async () => {
    serve(makeUser());
    const router = renderAt('/loginPage');
    await waitFor(async () => expect(await settledPath(router)).toBe('/home'));
    const withRedirect = renderAt('/loginPage?redirect=%2Ffeed');
    await waitFor(async () => expect(await settledPath(withRedirect)).toBe('/loginPage?redirect=%2Ffeed'));
    const sms = renderAt('/login/sms');
    await waitFor(async () => expect(await settledPath(sms)).toBe('/home'));
  });

  it('startButtonTemplate goes to the start page of template 21744 with the flags', async () => {
    serve(makeUser());
    const router = renderAt('/startButtonTemplate');
    await waitFor(async () =>
      expect(await settledPath(router)).toBe('/start/21744?startButton=true&draft=true&private=true'),
    );
  });

  it('admin-type pages show not-found without an admin-type role and open with one', async () => {
    serve(makeUser());
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanupPath();
    resetSession();
    serve(makeUser({ roles: ['curator'] }));
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'The admin area' })).toBeTruthy();
  });
});

describe('board addresses', () => {
  it('story/{id}/edit is the full editor of that board for admin-type roles, not found for others', async () => {
    const board = { id: 7, title: 'Wind tunnel', isEditable: false };
    serve(makeUser(), { '/api/projects/7': { project: board } });
    renderAt('/story/7/edit');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanupPath();
    resetSession();
    queryClient.clear();
    const fetchMock = serve(makeUser({ roles: ['curator'] }), { '/api/projects/7': { project: board } });
    renderAt('/story/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit board' })).toBeTruthy();
    // The board of the path is read; one its reader may not edit says so.
    expect(await screen.findByText('You cannot edit this board.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/projects/7'))).toBe(true);
  });

  it('story/video/{id} is the board page of that board', async () => {
    const fetchMock = serve(null);
    renderAt('/story/video/9');
    // Board 9 is not there: the board page reads it and says it is not found.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/projects/9'))).toBe(true);
  });
});

describe('logout target', () => {
  it('is home with a random key and the logout flag, keeping the partner', () => {
    expect(logoutTarget('/profile/ada')).toMatch(/^\/home\?k=[a-z0-9]{8}&logout=true$/);
    expect(logoutTarget('/acme/logout')).toMatch(/^\/acme\/home\?k=[a-z0-9]{8}&logout=true$/);
    expect(logoutTarget('/x')).not.toBe(logoutTarget('/x'));
  });
});

describe('page-view tracking (spec/000 §2)', () => {
  const tracked = (fetchMock: ReturnType<typeof serve>) =>
    (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
      .filter(([url]) => String(url).startsWith('/api/pageviews'))
      .map(([, init]) => JSON.parse(String(init.body)).path);

  it('counts a screen by its route pattern, never by who or what was looked at', async () => {
    const fetchMock = serve(null);
    renderAt('/acme/profile/sam/about');
    await waitFor(() => expect(tracked(fetchMock)).toEqual(['/:partner/profile/:username/:tab']));
  });

  it('leaves out the story view and the article redirect', async () => {
    const fetchMock = serve(null);
    const story = renderAt('/story/5');
    await settledPath(story);
    const article = renderAt('/article/7');
    await waitFor(async () => expect(await settledPath(article)).toBe('/story/7'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked(fetchMock)).toEqual([]);
  });
});

describe('the route table the server knows', () => {
  it('is exactly the routes the router registers, so the server answers 404 only for real not-found pages', async () => {
    const { WEB_ROUTE_PATTERNS } = await import('@makerboard/shared/web-routes');
    const { appRoutes } = await import('./router.tsx');
    const registered = appRoutes()
      .map((route) => route.path)
      .filter((path): path is string => !!path && path !== '*');
    expect([...registered].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });
});
