import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstScreenShown } from '../../components/first-paint.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { type FeedFilter, type FeedSort, feedParams, InfiniteBoardGrid, useBoards } from '../boards/index.ts';

export { type FeedFilter as HomeFilter, feedParams };

function SignUpPrompt() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="gray.0">
      <Stack align="center" ta="center" gap="sm" py="md">
        <Title order={2} fz="xl">
          {t('home.bookmarkPrompt.title')}
        </Title>
        <Text c="gray.7" maw={520}>
          {t('home.bookmarkPrompt.body')}
        </Text>
        <Group justify="center">
          <Button component={Link} to={to('/signup')}>
            {t('nav.signup')}
          </Button>
          <Button
            component={Link}
            to={to('/loginPage?redirect=%2Fhome%3Ftab%3Dbookmarked')}
            variant="default"
          >
            {t('nav.login')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One home tab: the boards of that sort, or the sign-up prompt for a visitor's bookmarks. */
export function HomeFeed({
  tab,
  filter,
  loggedIn,
  empty,
}: {
  tab: FeedSort;
  filter: FeedFilter;
  loggedIn: boolean;
  empty: ReactNode;
}) {
  const needsLogin = tab === 'bookmarked' && !loggedIn;
  const query = useBoards(feedParams(tab, filter), !needsLogin);
  // What the tab shows instead of a grid is its first screen too (the grid says so itself).
  useFirstScreenShown(
    needsLogin ||
      query.isError ||
      (query.isSuccess && query.data.pages.every((p) => p.projects.length === 0)),
  );
  if (needsLogin) return <SignUpPrompt />;
  return <InfiniteBoardGrid query={query} empty={empty} headingLevel={2} />;
}
