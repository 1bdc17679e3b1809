import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../api/session-store.ts';
import { FirstPaintUntilShown } from '../../components/first-paint.tsx';
import { useDocumentTitle } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { useScrollHint } from '../../components/scroll-hint.ts';
import { BoardSkeletons, FEED_SORTS } from '../boards/index.ts';
import { HomeFeed } from './home-feed.tsx';

export const HOME_TABS = FEED_SORTS;

/** A new account is welcomed, not welcomed back, for its first week; its first steps show for a month. */
const WELCOME_DAYS = 7;
const FIRST_RUN_DAYS = 30;
function isNewAccount(createdAt: string, days = WELCOME_DAYS): boolean {
  return Date.now() - new Date(createdAt).getTime() < days * 86_400_000;
}

const FirstRunChecklist = lazy(() =>
  import('../../i18n/screens.ts')
    .then((texts) => texts.withScreenTexts(() => import('./first-run.tsx')))
    .then((m) => ({ default: m.FirstRunChecklist })),
);
/**
 * The banner carousel of home, or of a category page (issue 13). Its few texts are in the main
 * catalogue: loading the screens' catalogue first put two more round trips before home's feed,
 * which waits for the carousel (the largest paint, a card's cover, came that much later).
 */
const ShownCarousel = lazy(() => import('../carousels/index.ts').then((m) => ({ default: m.ShownCarousel })));
export type HomeTab = (typeof HOME_TABS)[number];

function Highlights() {
  const { t } = useTranslation();
  const items = [
    { key: 'build', color: 'teal', path: 'M4 20h16M6 16l6-12 6 12M9 11h6' },
    { key: 'share', color: 'orange', path: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5' },
    { key: 'learn', color: 'cyan', path: 'M3 7l9-4 9 4-9 4zM7 9v5c0 2 10 2 10 0V9' },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {items.map((item) => (
        <Paper key={item.key} withBorder p="lg" shadow="xs">
          <Stack gap="xs">
            <ThemeIcon size={40} radius="md" variant="light" color={item.color} aria-hidden="true">
              <svg
                aria-hidden="true"
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d={item.path} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t(`home.highlights.${item.key}.title`)}
            </Title>
            <Text c="gray.7" size="sm">
              {t(`home.highlights.${item.key}.body`)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function EmptyFeed({ tab, loggedIn }: { tab: HomeTab; loggedIn: boolean }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <Title order={2} fz="xl">
          {t(`home.empty.${tab}.title`)}
        </Title>
        <Text c="gray.7" maw={520}>
          {t(`home.empty.${tab}.body`)}
        </Text>
        <Group justify="center" mt="xs">
          <Button component={Link} to={to('/explore/all')} variant={loggedIn ? 'filled' : 'default'}>
            {t('home.empty.explore')}
          </Button>
          {loggedIn ? null : (
            <Button component={Link} to={to('/signup')}>
              {t('home.empty.signup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Home: welcome, the five feed tabs of boards, filtered by tag, category or board on those routes. */
export function HomePage() {
  const { t } = useTranslation();
  const scrollHint = useScrollHint<HTMLDivElement>();
  const session = useSession();
  const to = usePartnerPath();
  const params = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const loggedIn = session.status === 'loggedIn';
  const requestedTab = searchParams.get('tab') as HomeTab | null;
  const tab: HomeTab = requestedTab && HOME_TABS.includes(requestedTab) ? requestedTab : 'recommended';
  const setTab = (next: HomeTab) =>
    setSearchParams(
      (current) => {
        if (next === 'recommended') current.delete('tab');
        else current.set('tab', next);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  const [loggedOutNotice, setLoggedOutNotice] = useState(searchParams.get('logout') === 'true');
  useEffect(() => setLoggedOutNotice(searchParams.get('logout') === 'true'), [searchParams]);
  useDocumentTitle(t('home.title'));

  const filter = params.tag
    ? t('home.filter.tag', { value: params.tag })
    : params.category
      ? t('home.filter.category', { value: params.category })
      : params.id
        ? t('home.filter.project', { value: params.id })
        : null;

  // What home shows under its banners: the first-run checklist, notices, the filter and the feed.
  const pageBelowBanners = (
    <>
      {loggedIn && session.user && isNewAccount(session.user.createdAt, FIRST_RUN_DAYS) ? (
        <Suspense fallback={null}>
          <FirstRunChecklist user={session.user} />
        </Suspense>
      ) : null}
      {loggedOutNotice ? (
        <Alert
          color="teal"
          withCloseButton
          onClose={() => setLoggedOutNotice(false)}
          role="status"
          closeButtonLabel={t('common.close')}
        >
          {t('home.loggedOut')}
        </Alert>
      ) : null}
      {filter ? (
        <Group gap="xs">
          <Text fw={600}>{t('home.filter.label')}</Text>
          {/* Outlined in teal.9: the text reads at 4.5:1 and more (the light badge read 3.3:1). */}
          <Badge size="lg" variant="outline" color="teal.9">
            {filter}
          </Badge>
          <Button component={Link} to={to('/home')} variant="subtle" size="compact-sm">
            {t('home.filter.clear')}
          </Button>
        </Group>
      ) : null}
      <Tabs value={tab} onChange={(value) => value && setTab(value as HomeTab)} keepMounted={false}>
        <Tabs.List aria-label={t('home.tabsLabel')} className="mb-scroll-row" ref={scrollHint}>
          {HOME_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} fw={600}>
              {t(`home.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HOME_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            <HomeFeed
              tab={name}
              filter={params}
              loggedIn={loggedIn}
              empty={<EmptyFeed tab={name} loggedIn={loggedIn} />}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
  const feedPlaceholder = <BoardSkeletons count={3} />;

  // A visitor's first visit: the server's first screen of home until the banners and feed are in.
  return (
    <FirstPaintUntilShown path={location.pathname}>
      <Box className="mb-hero" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <Stack gap="md" maw={680}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {loggedIn && session.user
                ? t(isNewAccount(session.user.createdAt) ? 'home.welcomeNew' : 'home.welcomeBack', {
                    name: session.user.firstName || session.user.userName,
                  })
                : t('home.welcome')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="white">
              {t('home.intro')}
            </Text>
            <Group>
              {loggedIn ? (
                <>
                  <Button component={Link} to="?modal=startproject" size="md" color="yellow.3" c="dark.8">
                    {t('home.startBoard')}
                  </Button>
                  <Button component={Link} to={to('/explore/all')} size="md" variant="white" color="teal.9">
                    {t('home.cta.explore')}
                  </Button>
                </>
              ) : (
                <>
                  <Button component={Link} to={to('/signup')} size="md" color="yellow.3" c="dark.8">
                    {t('home.cta.join')}
                  </Button>
                  <Button component={Link} to={to('/loginPage')} size="md" variant="white" color="teal.9">
                    {t('nav.login')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          {params.tag || params.id ? (
            pageBelowBanners
          ) : (
            // The feed appears with the banners above it, never pushed down by them (shown-carousel.tsx).
            <Suspense fallback={feedPlaceholder}>
              <ShownCarousel
                category={params.category}
                below={pageBelowBanners}
                placeholder={feedPlaceholder}
              />
            </Suspense>
          )}
          {loggedIn ? null : <Highlights />}
        </Stack>
      </Container>
    </FirstPaintUntilShown>
  );
}

export default HomePage;
