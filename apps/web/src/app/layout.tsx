import { hasAdminTypeRole } from '@makerboard/shared/constants';
import {
  Alert,
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { partnerFromPath } from '../api/partner.ts';
import { isImpersonating } from '../api/session.ts';
import { type SessionState, useSession } from '../api/session-store.ts';
import { Logo } from '../components/logo.tsx';
import { usePartnerPath } from '../components/partner-link.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { afterStartup } from './after-startup.ts';
import { LanguageTrigger, UserTrigger } from './header-triggers.tsx';
import { NativeBridge } from './native-bridge.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { buildRulesOf, leadsThere } from './partner-build.ts';
import { PushBridge } from './push-bridge.tsx';
import { chromeFor } from './route-handle.ts';
import { ScrollManager } from './scroll-manager.tsx';

// The update notice and the install onboarding load once the page is idle (app/after-startup.ts).
const UpdateNotice = lazy(() =>
  afterStartup()
    .then(() => import('../features/system/update-notice.tsx'))
    .then((m) => ({ default: m.UpdateNotice })),
);
const InstallOnboarding = lazy(() =>
  afterStartup()
    .then(() => import('../features/install/index.ts'))
    .then((m) => ({ default: m.InstallOnboarding })),
);
// The partner a `{partner}` segment names (its logo and title): loaded only under such a segment.
const PartnerBrand = lazy(() => import('../features/partners/components/partner-brand.tsx'));

// The account dialogs (signup, verification) load with their texts (i18n/screens.ts).
const AccountModals = lazy(() =>
  import('../i18n/screens.ts').then((texts) =>
    texts.withScreenTexts(() => import('../features/auth/account-modals.tsx')),
  ),
);
// The signed-in header (inbox and bell) loads after the page: visitors never download it.
const InboxLink = lazy(() =>
  import('../features/inbox/inbox-link.tsx').then((m) => ({ default: m.InboxLink })),
);
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const StartBoardModal = lazy(() => import('../features/boards/components/start-board-modal.tsx'));
const loadMenus = () => import('./header-menus.tsx');
const preloadMenus = () => void loadMenus();
const LazyLanguageMenu = lazy(() => loadMenus().then((m) => ({ default: m.LanguageMenu })));
const LazyUserMenu = lazy(() => loadMenus().then((m) => ({ default: m.UserMenu })));
const LazyNavDrawer = lazy(() => loadMenus().then((m) => ({ default: m.NavDrawer })));

/** Shows a plain trigger button until it is first used, then the real menu (opened). */
function OnDemand({ trigger, menu }: { trigger: (open: () => void) => ReactNode; menu: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const button = trigger(() => setWanted(true));
  if (!wanted) return <>{button}</>;
  return <Suspense fallback={button}>{menu}</Suspense>;
}

const MAIN_LINKS = [
  { to: '/home', key: 'nav.home' },
  { to: '/explore/all', key: 'nav.explore' },
  { to: '/resources', key: 'nav.resources' },
  { to: '/leaderboard', key: 'nav.leaderboard' },
] as const;

/**
 * The menu of a build whose rules keep non-admins to a few pages (the science-fair variant,
 * spec/000 §6): its own pages, each shown only where the rules let it through.
 */
const BUILD_LINKS = [
  { to: '/coming-soon', key: 'nav.comingSoon', signedIn: false },
  { to: '/finalists', key: 'nav.finalists', signedIn: false },
  { to: '/viewAll?view=mine', key: 'nav.myBoards', signedIn: true },
  { to: '/viewAll?view=submissions', key: 'nav.mySubmissions', signedIn: true },
] as const;

/**
 * Which links lead where they say under the current partner build's rules (spec/000 §6): a link
 * the rules would send elsewhere is not shown. Outside a partner build every link shows.
 */
export function useNavRules(session: SessionState) {
  const rules = buildRulesOf(useMatches());
  const adminType = hasAdminTypeRole(session.status === 'loggedIn' ? session.user?.roles : undefined);
  const shows = (to: string) => leadsThere(rules, to, adminType);
  /** The build keeps this person to a few pages: its own menu replaces the main links. */
  const restricted = !!rules?.only && !adminType;
  const loggedIn = session.status === 'loggedIn';
  const links: readonly { to: string; key: string }[] = restricted
    ? BUILD_LINKS.filter((link) => (loggedIn || !link.signedIn) && shows(link.to))
    : MAIN_LINKS.filter((link) => shows(link.to));
  /** Where the logo and the home button lead: home, or the build's fallback when home is not let through. */
  const home = shows('/home') ? '/home' : `/${rules?.fallback ?? 'home'}`;
  return { shows, links, home };
}

const FOOTER_LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/legal', key: 'footer.legal' },
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/cookies', key: 'footer.cookies' },
  { to: '/FAQ', key: 'footer.faq' },
  { to: '/contact', key: 'footer.contact' },
] as const;

/** Whether a link with a query (`/viewAll?view=mine`) names the page shown: its path and its query values. */
function isCurrent(link: string, location: { pathname: string; search: string }): boolean {
  const [path = '', search = ''] = link.split('?');
  const rest = location.pathname.split('/').filter(Boolean);
  const here = `/${rest.slice(partnerFromPath(location.pathname) ? 1 : 0).join('/')}`;
  if (here !== path) return false;
  const current = new URLSearchParams(location.search);
  return [...new URLSearchParams(search)].every(([key, value]) => current.get(key) === value);
}

function Header({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const { shows, links, home } = useNavRules(session);
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads the first time it is opened, then stays for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (opened) setDrawerWanted(true);
  }, [opened]);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => close(), [location.pathname, close]);
  const loggedIn = session.status === 'loggedIn';

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 200,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        backdropFilter: 'blur(8px)',
      }}
      bg="rgba(255,255,255,0.94)"
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor
              component={Link}
              to={to(home)}
              aria-label={t('nav.homeLogo')}
              underline="never"
              className="mb-header-logo"
            >
              <Logo />
            </Anchor>
            {partnerFromPath(location.pathname) ? (
              <Suspense fallback={null}>
                <PartnerBrand />
              </Suspense>
            ) : null}
            <Group
              component="nav"
              aria-label={t('nav.mainNavigation')}
              gap={4}
              visibleFrom="md"
              wrap="nowrap"
            >
              {links.map((link) =>
                link.to.includes('?') ? (
                  // NavLink ignores the query: viewAll?view=mine and ?view=submissions are two pages.
                  <Button
                    key={link.to}
                    component={Link}
                    to={to(link.to)}
                    aria-current={isCurrent(link.to, location) ? 'page' : undefined}
                    variant="subtle"
                    color="gray"
                    c="gray.8"
                    className="mb-nav-link"
                  >
                    {t(link.key)}
                  </Button>
                ) : (
                  <Button
                    key={link.to}
                    component={NavLink}
                    to={to(link.to)}
                    variant="subtle"
                    color="gray"
                    c="gray.8"
                    className="mb-nav-link"
                  >
                    {t(link.key)}
                  </Button>
                ),
              )}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {shows('/search-results/search') ? (
              <Box visibleFrom="lg">
                <SearchBox width={170} />
              </Box>
            ) : null}
            {loggedIn ? (
              <Button
                component={Link}
                to="?modal=startproject"
                visibleFrom="xl"
                variant="outline"
                color="teal.9"
              >
                {t('nav.startBoard')}
              </Button>
            ) : null}
            <OnDemand
              trigger={(open) => <LanguageTrigger onClick={open} onPointerEnter={preloadMenus} />}
              menu={<LazyLanguageMenu />}
            />
            {loggedIn && session.user ? (
              <Suspense fallback={null}>
                {shows('/inbox') ? <InboxLink /> : null}
                <NotificationBell username={session.user.userName} />
              </Suspense>
            ) : null}
            {loggedIn ? (
              <OnDemand
                trigger={(open) => (
                  <UserTrigger session={session} onClick={open} onPointerEnter={preloadMenus} />
                )}
                menu={<LazyUserMenu session={session} shows={shows} />}
              />
            ) : (
              <Group gap="xs" visibleFrom="xs" wrap="nowrap">
                <Button component={Link} to={to('/loginPage')} variant="default">
                  {t('nav.login')}
                </Button>
                {shows('/signup') ? (
                  <Button component={Link} to={to('/signup')}>
                    {t('nav.signup')}
                  </Button>
                ) : null}
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <LazyNavDrawer opened={opened} onClose={close} loggedIn={loggedIn} links={links} shows={shows} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function Footer({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const { shows } = useNavRules(session);
  return (
    <Box
      component="footer"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      mt="xl"
    >
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Logo size={26} />
            <Text c="gray.7" size="sm" maw={360}>
              {t('app.tagline')}
            </Text>
          </Stack>
          <Box component="nav" aria-label={t('footer.navLabel')}>
            <Group gap="md" justify="flex-start" wrap="wrap">
              {FOOTER_LINKS.filter((link) => shows(link.to)).map((link) => (
                <Anchor key={link.to} component={Link} to={to(link.to)} c="gray.8" size="sm">
                  {t(link.key)}
                </Anchor>
              ))}
            </Group>
          </Box>
        </SimpleGrid>
        <Text c="gray.7" size="xs" mt="lg">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}

function MobileNav({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const loggedIn = session.status === 'loggedIn';
  const { shows, home } = useNavRules(session);
  const items = [
    { to: home, label: t('nav.home'), icon: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z' },
    {
      to: '/explore/all',
      label: t('nav.explore'),
      icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
    },
    { to: '/inbox', label: t('nav.inbox'), icon: 'M4 5h16v11H8l-4 4z' },
    loggedIn
      ? {
          to: `/profile/${session.user?.userName}/about`,
          label: t('nav.profile'),
          icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
        }
      : { to: '/loginPage', label: t('nav.login'), icon: 'M10 17l5-5-5-5M15 12H3M14 3h6v18h-6' },
  ].filter((item) => item.to === home || shows(item.to));
  return (
    <Box
      component="nav"
      aria-label={t('nav.mobileNavigation')}
      hiddenFrom="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="white"
      className="mb-mobile-nav"
      style={{ zIndex: 200, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group grow gap={0} h={60}>
        {items.map((item) => (
          <UnstyledButton
            key={item.to}
            component={NavLink}
            to={to(item.to)}
            h={60}
            c="gray.8"
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
            }}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={item.icon} strokeLinejoin="round" strokeLinecap="round" />
            </svg>
            <Text span size="xs">
              {item.label}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}

function SessionBanners({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const to = usePartnerPath();
  const navigate = useNavigate();
  return (
    <>
      {isImpersonating() && session.user ? (
        <Alert color="orange" radius={0} py="xs" role="status">
          <Group justify="center" gap="sm">
            <Text size="sm">{t('nav.impersonating', { name: session.user.userName })}</Text>
            <Button size="compact-sm" variant="white" color="orange" onClick={() => navigate(to('/su/exit'))}>
              {t('nav.exitImpersonation')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {session.status === 'unverified' && session.user ? (
        <Alert color="teal" radius={0} py="xs" role="status">
          <Group justify="center" gap="sm">
            <Text size="sm">
              {t('auth.verify.banner', { email: session.user.email ?? session.user.userName })}
            </Text>
            <Button
              size="compact-sm"
              onClick={() =>
                setSearchParams((params) => {
                  params.set('modal', 'verify');
                  return params;
                })
              }
            >
              {t('auth.verify.enterCode')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

/** The app shell: skip link, navbar, page, footer, mobile bottom navigation, and the account modals. */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const chrome = chromeFor(useMatches());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const modal = searchParams.get('modal');

  return (
    <>
      <ScrollManager />
      <PageViewTracker />
      <PushBridge loggedIn={session.status === 'loggedIn'} />
      <NativeBridge />
      {/* The skip link focuses <main> itself: as a fragment it would be a route in the native app's hash routing. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a real skip link (href #main) whose click must not change the hash route */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      {chrome.hideNavbar ? null : <Header session={session} />}
      {chrome.hideNavbar ? null : <SessionBanners session={session} />}
      <OfflineNotice />
      <Box component="main" id="main" tabIndex={-1} mih="calc(100dvh - 64px)" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      {chrome.hideFooter ? null : <Footer session={session} />}
      {chrome.hideMobileNav ? null : (
        <>
          {/* Keeps the end of the page clear of the fixed bottom navigation. */}
          <Box hiddenFrom="sm" h={64} aria-hidden="true" />
          <MobileNav session={session} />
        </>
      )}
      <Suspense fallback={null}>
        <UpdateNotice />
        <InstallOnboarding />
      </Suspense>
      {modal === 'startproject' && session.status === 'loggedIn' ? (
        <Suspense fallback={null}>
          <StartBoardModal
            opened
            onClose={() => {
              const next = new URLSearchParams(searchParams);
              next.delete('modal');
              navigate({ search: next.toString() }, { replace: true });
            }}
          />
        </Suspense>
      ) : null}
      {modal === 'signup' || modal === 'verify' ? (
        <Suspense fallback={null}>
          <AccountModals modal={modal} />
        </Suspense>
      ) : null}
    </>
  );
}
