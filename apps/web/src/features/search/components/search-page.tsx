import { Anchor, Button, Card, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
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

/** "Did you mean …" when no board was found: the words that find some, as a link to their results. */
function Suggestion({ suggestion, center = false }: { suggestion: string; center?: boolean }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Text ta={center ? 'center' : 'left'} c="gray.8">
      {t('search.didYouMean')}{' '}
      <Anchor
        component={Link}
        to={to(`/search-results/${encodeURIComponent(suggestion)}`)}
        fw={700}
        c="teal.9"
      >
        {suggestion}
      </Anchor>
    </Text>
  );
}

/** What a search found: the counts, the people, the boards (the words that matched marked), and "load more". */
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
  const highlights = pages.flatMap((p) => p.highlights);
  const first = pages[0]!;
  if (boards.length === 0 && people.length === 0) {
    return (
      <Paper withBorder p="xl" bg="gray.0">
        <Stack gap="sm">
          <Text ta="center" c="gray.7">
            {t('search.none', { q })}
          </Text>
          {first.suggestion ? <Suggestion suggestion={first.suggestion} center /> : null}
        </Stack>
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
      {first.suggestion ? <Suggestion suggestion={first.suggestion} /> : null}
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
          <BoardGrid boards={boards} headingLevel={3} highlights={highlights} />
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
  // A suggestion followed, or the navbar used, on this page: the box shows the new words.
  useEffect(() => setDraft(q), [q]);
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
