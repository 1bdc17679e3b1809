import { Anchor, Button, Chip, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { withEventTexts } from '../../../i18n/events.ts';
import { type FeedSort, useBoards } from '../api/list-boards.ts';
import { InfiniteBoardGrid } from './board-grid.tsx';
import { useCategoryTree } from './category-picker.tsx';

const CommunityPolls = lazy(() =>
  withEventTexts(() => import('../../polls/index.ts')).then((m) => ({ default: m.CommunityPolls })),
);

function NoBoards() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" bg="gray.0">
      <Text ta="center" c="gray.7">
        {t('boards.explore.empty')}
      </Text>
    </Paper>
  );
}

/**
 * explore/{explorepage} and discover/{discoverpage}: boards of one category (a category slug, or
 * "all"), newest or most popular first.
 */
export function ExplorePage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const base = params.discoverpage !== undefined ? 'discover' : 'explore';
  const slug = params.explorepage ?? params.discoverpage ?? 'all';
  const [sort, setSort] = useState<FeedSort>('newest');
  const tree = useCategoryTree();
  const all = (tree.data ?? []).flatMap((top) => [top, ...(top.subCategories ?? [])]);
  const found = all.find((category) => category.slug === slug);
  // A slug naming no category (an old link, a typo) shows every board and says so, rather than an
  // empty page titled with the slug.
  const unknown = slug !== 'all' && tree.isSuccess && !found;
  const current = unknown ? undefined : found;
  const top = (tree.data ?? []).find((c) => c.slug === slug || c.subCategories?.some((s) => s.slug === slug));
  const query = useBoards({ sort, ...(slug === 'all' || unknown ? {} : { category: slug }) });
  const title = slug === 'all' || unknown ? t('boards.explore.title') : (current?.name ?? slug);
  return (
    <Page
      title={title}
      size="xl"
      description={
        slug === 'all'
          ? t('boards.explore.intro')
          : unknown
            ? t('boards.explore.unknown', { slug })
            : undefined
      }
      actions={
        <Group gap="md" mt="xs">
          <SearchBox width={260} />
          <Anchor component={Link} to={to(`/explore/categories/${new Date().getFullYear()}`)} size="sm">
            {t('boards.explore.byYear')}
          </Anchor>
          <Anchor component={Link} to={to('/viewAll')} size="sm">
            {t('boards.viewAll.title')}
          </Anchor>
        </Group>
      }
    >
      <Stack gap="sm">
        <Title order={2} fz="md" id="category-chips">
          {t('boards.explore.categories')}
        </Title>
        <Chip.Group
          value={unknown ? 'all' : (top?.slug ?? slug)}
          onChange={(value) => navigate(to(`/${base}/${value as string}`))}
        >
          <Group gap={6} role="group" aria-labelledby="category-chips">
            <Chip value="all" variant="outline" color="teal.9">
              {t('boards.explore.all')}
            </Chip>
            {(tree.data ?? []).map((category) => (
              <Chip key={category.id} value={category.slug} variant="outline" color="teal.9">
                {category.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {top?.subCategories?.length ? (
          <Group gap={6}>
            {top.subCategories.map((sub) => (
              <Button
                key={sub.id}
                component={Link}
                to={to(`/${base}/${sub.slug}`)}
                size="compact-sm"
                variant={sub.slug === slug ? 'filled' : 'outline'}
                color="cyan.9"
                aria-current={sub.slug === slug ? 'page' : undefined}
              >
                {sub.name}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {/* The open community polls (issue 10 item 5), with their texts, apart from this screen's code. */}
      <Suspense fallback={null}>
        <CommunityPolls />
      </Suspense>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('boards.explore.boards')}
        </Title>
        <SegmentedControl
          aria-label={t('boards.explore.sort')}
          value={sort}
          onChange={(value) => setSort(value as FeedSort)}
          data={[
            { value: 'newest', label: t('home.tabs.newest') },
            { value: 'popular', label: t('home.tabs.popular') },
          ]}
        />
      </Group>
      <InfiniteBoardGrid query={query} empty={<NoBoards />} headingLevel={3} />
    </Page>
  );
}

export default ExplorePage;
