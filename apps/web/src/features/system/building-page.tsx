import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';

export const BUILDING_FEATURES = [
  'explore',
  'discover',
  'viewAll',
  'exploreCategories',
  'create',
  'storyEditor',
  'partners',
  'sponsors',
  'specialAwards',
  'registration',
  'finalists',
  'embed',
  'scienceday',
  'bsef',
  'comingSoon',
  'stemevents',
  'schools',
  'leaderboard',
  'search',
  'inbox',
  'admin',
  'clickableAreas',
  'contests',
  'join',
  'start',
  'feed',
  'adminJudge',
  'resources',
  'auditorium',
  'lobby',
  'story',
  'storyVideo',
  'resource',
  'article',
  'osterContest',
  'profileTab',
] as const;
export type BuildingFeature = (typeof BUILDING_FEATURES)[number];

/** The honest placeholder for routes whose screens come with a later issue. */
export function BuildingPage({ feature }: { feature: BuildingFeature }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const name = t(`building.features.${feature}`);
  useDocumentTitle(name);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="flex-start">
          <Group gap="sm">
            <ThemeIcon size={44} radius="xl" variant="light" color="teal.9" aria-hidden="true">
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path
                  d="M2 20h20M5 20V10l7-6 7 6v10M9 20v-5h6v5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </ThemeIcon>
            <Badge variant="light" color="orange" c="dark.8" size="lg">
              {t('building.badge')}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {name}
          </Title>
          <Text size="lg">{t('building.title')}</Text>
          <Text c="gray.7">{t('building.body', { feature: name })}</Text>
          <Group>
            <Button component={Link} to={to('/home')}>
              {t('building.home')}
            </Button>
            <Button component={Link} to={to('/contact')} variant="default">
              {t('building.contact')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
