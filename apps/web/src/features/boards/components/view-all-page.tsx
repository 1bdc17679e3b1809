import { Group, Paper, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { type BoardListParams, type FeedSort, useBoards } from '../api/list-boards.ts';
import { InfiniteBoardGrid } from './board-grid.tsx';

const TYPES = ['all', 'story', 'project', 'discussion'] as const;

/** viewAll: every public board, with a board-type filter and a sort. */
export function ViewAllPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = (TYPES as readonly string[]).includes(searchParams.get('type') ?? '')
    ? searchParams.get('type')!
    : 'all';
  const sort = (searchParams.get('sort') === 'popular' ? 'popular' : 'newest') as FeedSort;
  const params: BoardListParams = {
    sort,
    ...(type === 'all' ? {} : { type: type as BoardListParams['type'] }),
  };
  const query = useBoards(params);
  const setParam = (key: string, value: string | null) =>
    setSearchParams((current) => {
      if (!value || value === 'all' || value === 'newest') current.delete(key);
      else current.set(key, value);
      return current;
    });
  return (
    <Page title={t('boards.viewAll.title')} description={t('boards.viewAll.intro')} size="xl">
      <Group gap="md">
        <Select
          label={t('boards.viewAll.type')}
          value={type}
          onChange={(value) => setParam('type', value)}
          allowDeselect={false}
          data={TYPES.map((value) => ({ value, label: t(`boards.types.${value}`) }))}
          w={200}
        />
        <Select
          label={t('boards.explore.sort')}
          value={sort}
          onChange={(value) => setParam('sort', value)}
          allowDeselect={false}
          data={[
            { value: 'newest', label: t('home.tabs.newest') },
            { value: 'popular', label: t('home.tabs.popular') },
          ]}
          w={200}
        />
      </Group>
      <InfiniteBoardGrid
        query={query}
        headingLevel={2}
        empty={
          <Paper withBorder p="xl" bg="gray.0">
            <Text ta="center" c="gray.7">
              {t('boards.explore.empty')}
            </Text>
          </Paper>
        }
      />
    </Page>
  );
}

export default ViewAllPage;
