import { Button, Card, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadMore, type Pager } from '../../../components/load-more.tsx';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { PersonRow } from '../../../components/person-row.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { BoardGrid, BoardSkeletons } from '../../boards/index.ts';
import { SEARCH_TYPES, type SearchResults, type SearchType, useSearch } from '../api/search.ts';

function Results({ q, type }: { q: string; type: SearchType }) {
  const query = useSearch(q, type);
  return (
    <QueryState query={query} loading={<BoardSkeletons count={3} />}>
      {(data) => <Found q={q} type={type} query={query} pages={data.pages} />}
    </QueryState>
  );
}

/** What a search found: the counts, the people, the boards, and "load more". */
function Found({
  q,
  type,
  query,
  pages,
}: {
  q: string;
  type: SearchType;
  query: Pager;
  pages: SearchResults[];
}) {
  const { t } = useTranslation();
  const boards = pages.flatMap((p) => p.projects);
  const people = pages.flatMap((p) => p.users);
  const first = pages[0]!;
  if (boards.length === 0 && people.length === 0) {
    return (
      <Paper withBorder p="xl" bg="gray.0">
        <Text ta="center" c="gray.7">
          {t('search.none', { q })}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      <Text role="status" c="gray.7" size="sm">
        {type === 'users'
          ? t('search.countPeople', { count: first.totalUsers })
          : type === 'projects'
            ? t('search.countBoards', { count: first.totalProjects })
            : t('search.countAll', { boards: first.totalProjects, people: first.totalUsers })}
      </Text>
      {people.length ? (
        <Stack gap="sm" component="section" aria-labelledby={`people-${type}`}>
          <Text component="h2" fw={700} fz="lg" id={`people-${type}`}>
            {t('search.tabs.users')}
          </Text>
          <Card withBorder padding="md">
            <Stack gap="md">
              {people.map((user) => (
                <PersonRow key={user.id} user={user} />
              ))}
            </Stack>
          </Card>
        </Stack>
      ) : null}
      {boards.length ? (
        <Stack gap="sm" component="section" aria-labelledby={`boards-${type}`}>
          <Text component="h2" fw={700} fz="lg" id={`boards-${type}`}>
            {t('search.tabs.projects')}
          </Text>
          <BoardGrid boards={boards} headingLevel={3} />
        </Stack>
      ) : null}
      <LoadMore query={query} />
    </Stack>
  );
}

/** search-results/{searchQuery} (and legacy-search-results): tabs All, People, Boards. */
export function SearchPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const q = params.searchQuery ?? '';
  const [draft, setDraft] = useState(q);
  const [tab, setTab] = useState<SearchType>('all');
  return (
    <Page title={t('search.title', { q })} size="xl">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) navigate(to(`/search-results/${encodeURIComponent(draft.trim())}`));
          }}
        >
          <TextInput
            label={t('search.label')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maw={520}
            rightSectionWidth={90}
            rightSection={
              <Button type="submit" size="compact-sm">
                {t('search.submit')}
              </Button>
            }
          />
        </form>
      </search>
      <Tabs value={tab} onChange={(value) => value && setTab(value as SearchType)} keepMounted={false}>
        <Tabs.List aria-label={t('search.tabsLabel')}>
          {SEARCH_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type} fw={600}>
              {t(`search.tabs.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SEARCH_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="lg">
            <Results q={q} type={type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}

export default SearchPage;
