import { START_BUTTON_TEMPLATE_ID } from '@makerboard/shared/constants';
import { type ComponentType, lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { hashAddressFor, inNativeApp } from '../api/native-app.ts';
import { isPartnerSlug, withPartner } from '../api/partner.ts';
import { queryClient } from '../api/query-client.ts';
import { userKeys, usersApi } from '../api/users.ts';
import { FirstPaintShell } from '../components/first-paint.tsx';
import { prefetchBoard, prefetchHomeFeed } from '../features/boards/api/prefetch-board.ts';
import { shownCarouselOptions } from '../features/carousels/api.ts';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { RouteErrorPage } from '../features/system/route-error-page.tsx';
import {
  catchAllLoader,
  partnerLoader,
  redirectIfLoggedIn,
  redirectTo,
  requireLogin,
  rootLoader,
} from './guards.ts';
import { RootLayout } from './layout.tsx';
import { RequireAdminRole } from './require-role.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * Every route of spec/000 §2 (docs/routes.md lists them with their guards). Screens load lazily so
 * the home route stays small; each guard runs as a loader after the login check.
 */

type Lazy = () => Promise<{ Component: ComponentType }>;

const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) });
/** A screen whose texts are in the screens catalogue (i18n/screens): both load together. */
const textScreen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy =>
  async () => ({
    Component: pick(await (await import('../i18n/screens.ts')).withScreenTexts(load)),
  });

const home = screen(
  () => import('../features/home/home-page.tsx'),
  (m) => m.HomePage,
);
// The not-found page is part of the main bundle anyway (guards render it), so it is not split off.
const notFound: Lazy = async () => ({ Component: NotFoundPage });
const info = (name: 'LegalPage' | 'TermsPage' | 'PrivacyPage' | 'CookiesPage' | 'AboutPage' | 'FaqPage') =>
  screen(
    () => import('../features/info/index.ts'),
    (m) => m[name],
  );

/** The maintenance route renders inside the shell's <main>, so the page itself is not a main landmark. */
function EmbeddedMaintenancePage() {
  return <MaintenancePage embedded />;
}

/** Routes that only redirect never render; this keeps the router from warning about them. */
function Redirecting() {
  return null;
}

const AdminArea = lazy(() =>
  import('../i18n/screens.ts').then((texts) =>
    texts.withScreenTexts(() => import('../features/admin/index.ts')).then((m) => ({ default: m.AdminPage })),
  ),
);
/** The admin area (`admin`, `admin/{section}/{name}`): an admin-type role, else the not-found page. */
function AdminAreaPage() {
  return (
    <RequireAdminRole>
      <Suspense fallback={null}>
        <AdminArea />
      </Suspense>
    </RequireAdminRole>
  );
}
const adminArea: Lazy = async () => ({ Component: AdminAreaPage });

/** adminJudge: the fairs' judging screens for judging administrators (the page checks the roles). */
const adminJudge = textScreen(
  () => import('../features/admin/index.ts'),
  (m) => m.JudgingAdminPage,
);

const auditoriumPage = textScreen(
  () => import('../features/auditorium/index.ts'),
  (m) => m.AuditoriumPage,
);
const lobbyPage = textScreen(
  () => import('../features/lobbies/index.ts'),
  (m) => m.LobbyPage,
);
const LazyAreasCreate = lazy(() =>
  import('../i18n/screens.ts').then((texts) =>
    texts
      .withScreenTexts(() => import('../features/lobbies/index.ts'))
      .then((m) => ({ default: m.ClickableAreasCreatePage })),
  ),
);
const LazyAreasView = lazy(() =>
  import('../i18n/screens.ts').then((texts) =>
    texts
      .withScreenTexts(() => import('../features/lobbies/index.ts'))
      .then((m) => ({ default: m.ClickableAreasViewPage })),
  ),
);
/** The clickable-area screens (spec/000 §6): an admin-type role, else the not-found page. */
const clickableAreasCreate: Lazy = async () => ({
  Component: () => (
    <RequireAdminRole>
      <Suspense fallback={null}>
        <LazyAreasCreate />
      </Suspense>
    </RequireAdminRole>
  ),
});
const clickableAreasView: Lazy = async () => ({
  Component: () => (
    <RequireAdminRole>
      <Suspense fallback={null}>
        <LazyAreasView />
      </Suspense>
    </RequireAdminRole>
  ),
});

const boardPage = screen(
  () => import('../features/boards/components/board-page.tsx'),
  (m) => m.BoardPage,
);
const LazyBoardEditor = lazy(() => import('../features/boards/components/board-editor-page.tsx'));
/** The full editor needs an admin-type role; anyone else sees the not-found page. */
function AdminBoardEditor() {
  return (
    <RequireAdminRole>
      <Suspense fallback={null}>
        <LazyBoardEditor />
      </Suspense>
    </RequireAdminRole>
  );
}
const boardEditor: Lazy = async () => ({ Component: AdminBoardEditor });
const startBoard = screen(
  () => import('../features/boards/components/start-page.tsx'),
  (m) => m.StartPage,
);
const explore = screen(
  () => import('../features/boards/components/explore-page.tsx'),
  (m) => m.ExplorePage,
);
const viewAll = textScreen(
  () => import('../features/boards/components/view-all-page.tsx'),
  (m) => m.ViewAllPage,
);
const categoriesYear = screen(
  () => import('../features/boards/components/categories-year-page.tsx'),
  (m) => m.CategoriesYearPage,
);
const searchResults = textScreen(
  () => import('../features/search/components/search-page.tsx'),
  (m) => m.SearchPage,
);
const feed = textScreen(
  () => import('../features/boards/components/feed-page.tsx'),
  (m) => m.FeedPage,
);
const inbox = textScreen(
  () => import('../features/inbox/inbox-page.tsx'),
  (m) => m.InboxPage,
);
const classPage = textScreen(
  () => import('../features/classes/components/class-page.tsx'),
  (m) => m.ClassPage,
);
const joinSheet = textScreen(
  () => import('../features/classes/components/join-sheet-page.tsx'),
  (m) => m.JoinSheetPage,
);
const joinClass = textScreen(
  () => import('../features/classes/components/join-page.tsx'),
  (m) => m.JoinClassPage,
);
const bulkSignup = textScreen(
  () => import('../features/bulk-signup/index.ts'),
  (m) => m.BulkSignupPage,
);
const classSignup = textScreen(
  () => import('../features/auth/class-signup-page.tsx'),
  (m) => m.ClassSignupPage,
);
const boothScreen = textScreen(
  () => import('../features/pins/components/booth-page.tsx'),
  (m) => m.BoothPage,
);
const collectPin = textScreen(
  () => import('../features/pins/components/collect-page.tsx'),
  (m) => m.CollectPage,
);
const partnerScreen = (name: 'PartnersPage' | 'SponsorsPage' | 'SpecialAwardsPage' | 'RegionsPage') =>
  textScreen(
    () => import('../features/partners/index.ts'),
    (m) => m[name],
  );

const resourcesScreen = textScreen(
  () => import('../features/resources/index.ts'),
  (m) => m.ResourcesPage,
);
const resourceView = textScreen(
  () => import('../features/resources/index.ts'),
  (m) => m.ResourceViewPage,
);
const exploreResources = textScreen(
  () => import('../features/resources/index.ts'),
  (m) => m.ExploreResourcesPage,
);

/** The event pages (scienceday, bsef, schools, oster-contest; issue 13), with the screens' texts. */
const eventPage = (name: 'ScienceDayPage' | 'BsefPage' | 'SchoolsPage' | 'OsterContestPage') =>
  textScreen(
    () => import('../features/events/index.ts'),
    (m) => m[name],
  );
const embedScreen = textScreen(
  () => import('../features/embed/index.ts'),
  (m) => m.EmbedPage,
);

const leaderboard = textScreen(
  () => import('../features/search/components/leaderboard-page.tsx'),
  (m) => m.LeaderboardPage,
);

/** The event screens (fairs, review, finalists) load together with their texts (i18n/events.ts). */
type EventScreen =
  | 'FairPage'
  | 'ReviewPage'
  | 'FairSettingsPage'
  | 'RegistrationPage'
  | 'ComingSoonPage'
  | 'FinalistsPage'
  | 'JudgingPage'
  | 'JudgePage';
const eventScreen =
  (name: EventScreen): Lazy =>
  async () => {
    const screens = await import('../features/fairs/screens.ts');
    await screens.loadEventTexts();
    return { Component: screens[name] };
  };

/**
 * A screen's data, asked for in a task after the one that runs its route's loaders: at a page's
 * start that task also creates the router (ranking its routes, matching the first path), and the
 * requests' own work (the call layer, `fetch`) made it one task of 110-130 ms at 4x CPU on a board
 * page (issue 17). The requests leave a few milliseconds later.
 */
const inNextTask = (ask: () => void) => void setTimeout(ask, 0);

/**
 * Home and its filtered forms ask for their feed while home's code loads, and for the banners shown
 * above it (the feed appears with them: features/carousels/components/shown-carousel.tsx).
 */
const homeFeed = ({ params, request }: LoaderFunctionArgs) => {
  inNextTask(() => {
    prefetchHomeFeed(queryClient, new URL(request.url), {
      ...(params.id ? { id: params.id } : {}),
      ...(params.tag ? { tag: params.tag } : {}),
      ...(params.category ? { category: params.category } : {}),
    });
    if (!params.tag && !params.id) void queryClient.prefetchQuery(shownCarouselOptions(params.category));
  });
  return null;
};

/** A board's data is asked for while its page's code loads (issue 17). */
const boardData = ({ params }: LoaderFunctionArgs) => {
  inNextTask(() => prefetchBoard(queryClient, Number(params.id)));
  return null;
};

/** A profile is asked for while the profile's code loads (issue 17: its largest paint waited for both in turn). */
const profileData = ({ params }: LoaderFunctionArgs) => {
  const username = params.username;
  if (username)
    inNextTask(
      () =>
        void queryClient.prefetchQuery({
          queryKey: userKeys.profile(username),
          queryFn: () => usersApi.profile(username),
        }),
    );
  return null;
};

/** The story view and the article redirect are left out of page-view tracking (spec/000 §2). */
const untracked: RouteHandle = { skipPageView: true };

/** article/{id} is an old address of a board: it redirects to story/{id} (spec/000 §2). */
function articleRedirect({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirect(withPartner(`/story/${encodeURIComponent(params.id ?? '')}`, url.pathname));
}

const bare: RouteHandle = { hideNavbar: true, hideFooter: true, hideMobileNav: true };

async function startButtonTemplateLoader(args: LoaderFunctionArgs) {
  await requireLogin('login')(args);
  const url = new URL(args.request.url);
  throw redirect(
    withPartner(`/start/${START_BUTTON_TEMPLATE_ID}?startButton=true&draft=true&private=true`, url.pathname),
  );
}

export function appRoutes(underPartner = false): RouteObject[] {
  return [
    // "/" goes home; a bare "/{slug}" is not a page of its own (a partner's home is /{slug}/home).
    underPartner
      ? { index: true, lazy: notFound }
      : { index: true, loader: redirectTo('/home', true), Component: Redirecting },
    { path: 'home', lazy: home, loader: homeFeed },
    // Home filtered by a board, a tag or a category.
    { path: 'project/:id', lazy: home, loader: homeFeed },
    { path: 'tag/:tag', lazy: home, loader: homeFeed },
    { path: 'category/:category', lazy: home, loader: homeFeed },

    // Authentication.
    {
      path: 'loginPage',
      loader: redirectIfLoggedIn({ unlessRedirectQuery: true }),
      lazy: textScreen(
        () => import('../features/auth/login-page.tsx'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'login/sms/:view?',
      loader: redirectIfLoggedIn({ unlessRedirectQuery: false }),
      lazy: textScreen(
        () => import('../features/auth/sms-login-page.tsx'),
        (m) => m.SmsLoginPage,
      ),
    },
    {
      path: 'logout',
      lazy: textScreen(
        () => import('../features/auth/logout-page.tsx'),
        (m) => m.LogoutPage,
      ),
    },
    {
      path: 'password/reset',
      lazy: textScreen(
        () => import('../features/auth/password-reset-page.tsx'),
        (m) => m.PasswordResetPage,
      ),
    },
    // signup redirects home, where the signup flow opens as a dialog.
    { path: 'signup', loader: redirectTo('/home?modal=signup'), Component: Redirecting },
    {
      path: 'su/exit',
      lazy: textScreen(
        () => import('../features/auth/su-exit-page.tsx'),
        (m) => m.SuExitPage,
      ),
    },
    // Where a school or social login lands (issue 14).
    {
      path: 'oauth/callback',
      lazy: textScreen(
        () => import('../features/auth/oidc-callback-page.tsx'),
        (m) => m.OidcCallbackPage,
      ),
    },
    {
      path: 'join',
      lazy: textScreen(
        () => import('../features/members/components/join-page.tsx'),
        (m) => m.JoinPage,
      ),
    },

    // Profiles.
    {
      path: 'profile/:username?/:tab?',
      loader: profileData,
      lazy: textScreen(
        () => import('../features/profile/profile-page.tsx'),
        (m) => m.ProfilePage,
      ),
    },

    // Information and event pages.
    {
      path: 'contact',
      lazy: textScreen(
        () => import('../features/contact/contact-page.tsx'),
        (m) => m.ContactPage,
      ),
    },
    { path: 'legal', lazy: info('LegalPage') },
    { path: 'terms-and-conditions', lazy: info('TermsPage') },
    { path: 'privacy-policy', lazy: info('PrivacyPage') },
    { path: 'cookies', lazy: info('CookiesPage') },
    { path: 'about', lazy: info('AboutPage') },
    { path: 'FAQ', lazy: info('FaqPage') },
    // Partners of the second API (issue 13): each kind on its page, a partner as `?partner={name}`.
    { path: 'partners', lazy: partnerScreen('PartnersPage') },
    { path: 'sponsors', lazy: partnerScreen('SponsorsPage') },
    { path: 'special-award-organizations', lazy: partnerScreen('SpecialAwardsPage') },
    { path: 'registration', lazy: eventScreen('RegistrationPage') },
    { path: 'finalists', lazy: eventScreen('FinalistsPage') },
    // A public board's card for other sites to frame (the only page they may frame; issue 13).
    { path: 'embed', handle: bare, lazy: embedScreen },
    { path: 'scienceday', lazy: eventPage('ScienceDayPage') },
    { path: 'bsef', lazy: eventPage('BsefPage') },
    { path: 'coming-soon', lazy: eventScreen('ComingSoonPage') },
    // Regions by province, and a region's page as `?region={id}` (issue 13).
    { path: 'stemevents', lazy: partnerScreen('RegionsPage') },
    { path: 'schools', lazy: eventPage('SchoolsPage') },
    { path: 'oster-contest', lazy: eventPage('OsterContestPage') },

    // Browsing, search, leaderboard.
    { path: 'explore/categories/:year', lazy: categoriesYear },
    { path: 'explore/:explorepage', lazy: explore },
    { path: 'discover/:discoverpage', lazy: explore },
    { path: 'viewAll', lazy: viewAll },
    { path: 'leaderboard', lazy: leaderboard },
    { path: 'ranking', lazy: leaderboard },
    { path: 'legacy-search-results/:searchQuery', lazy: searchResults },
    { path: 'search-results/:searchQuery', lazy: searchResults },

    // Content views and editors.
    // Fairs (issue 10): a fair by id or abbreviation, its review screen and its settings.
    { path: 'fair/:id', lazy: eventScreen('FairPage') },
    { path: 'fair/:id/review', loader: requireLogin(), lazy: eventScreen('ReviewPage') },
    { path: 'fair/:id/settings', loader: requireLogin(), lazy: eventScreen('FairSettingsPage') },
    // Judging (issue 11): the organisers' view and a judge's own boards.
    { path: 'fair/:id/judging', loader: requireLogin(), lazy: eventScreen('JudgingPage') },
    { path: 'fair/:id/judge', loader: requireLogin(), lazy: eventScreen('JudgePage') },
    { path: 'story/:id', lazy: boardPage, loader: boardData, handle: untracked },
    { path: 'story/video/:id', lazy: boardPage, loader: boardData, handle: untracked },
    { path: 'story/:id/edit', lazy: boardEditor },
    { path: 'create/:id?', lazy: boardEditor },
    // A resource's own page (issue 13): what it offers and the boards attached to it.
    { path: 'resource/:id', lazy: resourceView },
    { path: 'article/:id', loader: articleRedirect, Component: Redirecting, handle: untracked },
    { path: 'resources', lazy: resourcesScreen },
    { path: 'resources/:resourceSlug', lazy: resourcesScreen },
    { path: 'resources/:resourceSlug/:resourceSort', lazy: resourcesScreen },
    // Only in the community variant; elsewhere the not-found page (spec/000 §6).
    { path: 'exploreResources', lazy: exploreResources },
    { path: 'auditorium/:auditoriumSlug', lazy: auditoriumPage },
    { path: '2d/:path', lazy: lobbyPage },

    // Classes (issue 12): the class page and its join sheet, joining, the class registration.
    { path: 'classes/:id', loader: requireLogin(), lazy: classPage },
    { path: 'classes/:id/sheet', loader: requireLogin(), lazy: joinSheet, handle: bare },
    { path: 'teachers/join', loader: requireLogin(), lazy: joinClass },
    { path: 'oas/:code?', lazy: classSignup },
    // Bulk signup (issue 14): teachers and admins sign people up from a CSV file.
    { path: 'signup/bulk', loader: requireLogin(), lazy: bulkSignup },
    // Pins at events: the booth's own screen, and a booth's page where visitors collect.
    { path: 'booth', loader: requireLogin(), lazy: boothScreen },
    // A booth's page is open: someone without an account signs up from it (the engagement).
    { path: 'booth/:username', lazy: collectPin },

    // Messaging.
    { path: 'inbox/:username?', loader: requireLogin(), lazy: inbox },
    { path: 'inbox/project/:projectID', loader: requireLogin(), lazy: inbox },
    { path: 'inbox/public/:topic', loader: requireLogin(), lazy: inbox },
    { path: 'inbox/group/:topic', loader: requireLogin(), lazy: inbox },

    // Login required.
    { path: 'feed', loader: requireLogin('home'), lazy: feed },
    { path: 'start/:template', loader: requireLogin('blankpage'), lazy: startBoard },
    { path: 'startButtonTemplate', loader: startButtonTemplateLoader, Component: Redirecting },
    {
      path: 'contests/iframes',
      loader: requireLogin(),
      lazy: textScreen(
        () => import('../features/iframes/index.ts'),
        (m) => m.ContestsIframesPage,
      ),
    },

    // Admin area: login and an admin-type role.
    { path: 'admin', loader: requireLogin(), lazy: adminArea },
    { path: 'admin/clickableAreas/create', loader: requireLogin(), lazy: clickableAreasCreate },
    { path: 'admin/clickableAreas/View', loader: requireLogin(), lazy: clickableAreasView },
    { path: 'admin/:section/:name', loader: requireLogin(), lazy: adminArea },
    { path: 'adminJudge', loader: requireLogin(), lazy: adminJudge },

    // Other screens.
    {
      path: 'blankpage',
      lazy: screen(
        () => import('../features/system/blank-page.tsx'),
        (m) => m.BlankPage,
      ),
    },
    {
      path: 'redirect',
      lazy: screen(
        () => import('../features/system/redirect-page.tsx'),
        (m) => m.RedirectPage,
      ),
    },
    {
      path: 'maintenance',
      handle: bare,
      // Part of the main bundle (maintenance mode shows it without the router), so not split off.
      Component: EmbeddedMaintenancePage,
    },
    { path: 'notFound', lazy: notFound },
    {
      path: 'dev/outbox',
      lazy: textScreen(
        () => import('../features/outbox/outbox-page.tsx'),
        (m) => m.OutboxPage,
      ),
    },

    // Legacy redirects.
    { path: 'makershed', loader: redirectTo('/profile/makershed'), Component: Redirecting },
    { path: 'oster-challenge', loader: redirectTo('/oster-contest'), Component: Redirecting },

    // Paths ending in index.html go home; anything else is not found.
    { path: '*', loader: catchAllLoader, lazy: notFound },
  ];
}

/** The pathless route whose children are the pages; the partner copy of the pages goes under it. */
const PAGES_ROUTE_ID = 'pages';

/**
 * Every page again under a partner's slug, for partner-branded builds (`/acme/home`; spec/000 §2
 * `{partner}`). The build's rules apply to every navigation under its segment, not only the first:
 * by default a parent's loader does not run again when only its children change.
 */
function partnerRoute(): RouteObject {
  return {
    id: 'partner',
    path: ':partner',
    loader: partnerLoader,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    children: appRoutes(true),
  };
}

function routeTree(withPartnerPages: boolean): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      loader: rootLoader,
      // The login check runs before every navigation, not only the first one (it is throttled).
      shouldRevalidate: () => true,
      errorElement: <RouteErrorPage />,
      // A public page's first screen, written by the server, stays until the route is ready.
      HydrateFallback: FirstPaintShell,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          children: withPartnerPages ? [...appRoutes(), partnerRoute()] : appRoutes(),
        },
      ],
    },
  ];
}

/** Whether a path is under a partner's slug: its first segment is one (a route name never is). */
function underPartnerSlug(pathname: string): boolean {
  return isPartnerSlug(pathname.split('/').find(Boolean));
}

export interface RouterSetup {
  routes: RouteObject[];
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/**
 * The routes a router of the app starts with, for the path it opens at (issue 17). The partner copy
 * doubles the branches React Router flattens and ranks when the router is created, at page start
 * (187 instead of 93), and almost no visitor needs it. So it is there from the start only when the
 * first path is a partner's; otherwise the first navigation to one adds it before anything loads.
 * React Router asks patchRoutesOnNavigation before any navigation whose path nothing matches or
 * whose match has parameters, as a partner path's does while only the top-level `*` matches it.
 * Tests build their routers with this too.
 */
export function routerSetup(pathname: string): RouterSetup {
  if (underPartnerSlug(pathname)) return { routes: routeTree(true) };
  let added = false;
  return {
    routes: routeTree(false),
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      if (added || !underPartnerSlug(path)) return;
      patch(PAGES_ROUTE_ID, [partnerRoute()]);
      // An interrupted navigation's patch is dropped: the next one to a partner path adds it.
      added = !signal.aborted;
    },
  };
}

/**
 * Hash-style routing inside the native app, history-style otherwise (spec/000 §2 routing rules;
 * docs/native-shell.md). In the app, a page opened at a history-style address (a push deep link)
 * first moves to the same place in hash style.
 */
function startRouter() {
  if (!inNativeApp) {
    const { routes, ...options } = routerSetup(window.location.pathname);
    return createBrowserRouter(routes, options);
  }
  const moved = hashAddressFor(window.location);
  if (moved) window.history.replaceState(window.history.state, '', moved);
  // The hash router's path is the hash's (`/#/acme/home?x=1`).
  const { routes, ...options } = routerSetup(window.location.hash.slice(1).split(/[?#]/)[0] ?? '');
  return createHashRouter(routes, options);
}

let started: ReturnType<typeof startRouter> | undefined;

/**
 * The app's router, created on first use. main.tsx creates it in a task of its own, after the
 * modules have run: on a phone the creation (ranking the route branches, starting the first page's
 * loaders) is a long task of its own, and joined to the modules' evaluation it made one task of
 * 220-250 ms at 4x CPU (issue 17).
 */
export function appRouter() {
  started ??= startRouter();
  return started;
}
