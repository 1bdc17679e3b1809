import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/session-store.ts';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { SlugFrame } from '../../iframes/index.ts';
import { eventCategories } from '../categories-rule.ts';

/** The event pages of spec/000 §2, named as their routes are. */
export type EventPageName = 'scienceday' | 'bsef' | 'schools' | 'osterContest';
/** The route slug of each page: an admin's iframe with that slug shows on it. */
const SLUGS: Record<EventPageName, string> = {
  scienceday: 'scienceday',
  bsef: 'bsef',
  schools: 'schools',
  osterContest: 'oster-contest',
};
/** The pages that list categories (spec/000 §5: scienceday and bsef use the subcategories). */
const WITH_CATEGORIES: readonly EventPageName[] = ['scienceday', 'bsef'];
const STEPS = ['one', 'two', 'three'] as const;

/**
 * The subcategories to browse by (spec/000 §5). The list is asked for again whenever one of these
 * pages opens (spec/000 §4: categories reload on scienceday and bsef pages).
 */
function EventCategories({ page }: { page: EventPageName }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const language = currentLanguage();
  const tree = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    refetchOnMount: 'always',
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${page}-categories`}>
      <Title order={2} fz="xl" id={`${page}-categories`}>
        {t('eventPages.categories')}
      </Title>
      <QueryState
        query={tree}
        isEmpty={(data) => eventCategories(data).length === 0}
        empty={<Text c="gray.7">{t('eventPages.noCategories')}</Text>}
      >
        {(data) => (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {eventCategories(data).map((c) => (
              <Box component="li" key={c.id}>
                <Button
                  component={Link}
                  to={to(`/category/${c.slug}`)}
                  variant="outline"
                  color="teal.9"
                  radius="xl"
                  size="sm"
                >
                  {c.name}
                </Button>
              </Box>
            ))}
          </Group>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * An event page (scienceday, bsef, schools, oster-contest): what the event is, how to take part in
 * three steps, the categories to enter on the science pages, and the frame an admin put on the
 * route (GET /iframe/slug/{slug}) when there is one.
 */
export function EventPage({ page }: { page: EventPageName }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const loggedIn = useSession().status === 'loggedIn';
  const title = t(`eventPages.${page}.title`);
  useDocumentTitle(title);
  return (
    <>
      <Box className="mb-hero" py={{ base: 36, sm: 56 }}>
        <Container size="lg">
          <Stack gap="sm" maw={720}>
            <Text fw={700} tt="uppercase" fz="sm" c="white">
              {t(`eventPages.${page}.kicker`)}
            </Text>
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="white">
              {t(`eventPages.${page}.intro`)}
            </Text>
            <Group>
              <Button
                component={Link}
                to={loggedIn ? '?modal=startproject' : to('/signup')}
                size="md"
                color="yellow.3"
                c="dark.8"
              >
                {t(loggedIn ? 'eventPages.start' : 'eventPages.join')}
              </Button>
              <Button component={Link} to={to('/explore/all')} size="md" variant="white" color="teal.9">
                {t('eventPages.explore')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby={`${page}-steps`}>
            <Title order={2} fz="xl" id={`${page}-steps`}>
              {t('eventPages.how')}
            </Title>
            <SimpleGrid
              cols={{ base: 1, sm: 3 }}
              spacing="md"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {STEPS.map((step, i) => (
                <Paper key={step} component="li" withBorder p="lg" shadow="xs">
                  <Stack gap="xs">
                    <ThemeIcon size={36} radius="xl" variant="filled" color="teal.9" aria-hidden="true">
                      {i + 1}
                    </ThemeIcon>
                    <Title order={3} fz="lg">
                      {t(`eventPages.${page}.steps.${step}.title`)}
                    </Title>
                    <Text c="gray.7" size="sm">
                      {t(`eventPages.${page}.steps.${step}.body`)}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
          {WITH_CATEGORIES.includes(page) ? <EventCategories page={page} /> : null}
          <SlugFrame slug={SLUGS[page]} />
          <Text c="gray.7">
            {t('eventPages.questions')}{' '}
            <Anchor component={Link} to={to('/contact')} underline="always">
              {t('eventPages.contact')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </>
  );
}

export const ScienceDayPage = () => <EventPage page="scienceday" />;
export const BsefPage = () => <EventPage page="bsef" />;
export const SchoolsPage = () => <EventPage page="schools" />;
export const OsterContestPage = () => <EventPage page="osterContest" />;
