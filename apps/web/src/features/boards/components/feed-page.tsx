import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/session-store.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useFeed } from '../api/feed.ts';
import { InfiniteBoardGrid } from './board-grid.tsx';

/** feed (spec/000 §2, logged-in only): new boards from the people and topics one follows. */
export function FeedPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const session = useSession();
  const me = session.user?.userName ?? '';
  const query = useFeed();
  useDocumentTitle(t('feed.title'));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('feed.title')}</Title>
          <Text c="gray.7">{t('feed.intro')}</Text>
        </Stack>
        <InfiniteBoardGrid
          query={query}
          headingLevel={2}
          empty={
            <Paper withBorder p="xl" radius="md">
              <Stack gap="sm" align="center">
                <Text fw={600}>{t('feed.empty')}</Text>
                <Text c="gray.7" ta="center">
                  {t('feed.emptyHint')}
                </Text>
                <Group>
                  <Button component={Link} to={to('/explore/all')} color="teal.9">
                    {t('feed.explore')}
                  </Button>
                  <Button component={Link} to={to(`/profile/${me}/settings`)} variant="default">
                    {t('feed.topics')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          }
        />
      </Stack>
    </Container>
  );
}
