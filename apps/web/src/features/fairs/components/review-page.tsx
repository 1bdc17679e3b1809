import { Alert, Badge, Button, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useFair } from '../api/get-fair.ts';
import {
  downloadSubmissionsCsv,
  type ReviewFilter,
  useSubmissionCount,
  useSubmissions,
} from '../api/list-submissions.ts';
import { useLiveFair } from '../use-live-fair.ts';
import { useFairId } from './fair-page.tsx';
import { ReviewCard } from './review-card.tsx';

const TABS = ['pending', 'approved', 'declined', 'teams'] as const;
type Tab = (typeof TABS)[number];

function TabLabel({ fairId, tab }: { fairId: number; tab: Tab }) {
  const { t } = useTranslation();
  const count = useSubmissionCount(fairId, tab === 'teams' ? 'approved' : tab);
  return (
    <Group gap={6} wrap="nowrap">
      {t(`fairs.review.tabs.${tab}`)}
      {tab !== 'teams' ? (
        <Badge
          size="sm"
          variant="outline"
          color="gray.8"
          aria-label={t('fairs.review.count', { count: count.data ?? 0 })}
        >
          {count.data ?? '…'}
        </Badge>
      ) : null}
    </Group>
  );
}

function TabList({ fairId, filter, query }: { fairId: number; filter: ReviewFilter; query: string }) {
  const { t } = useTranslation();
  const fair = useFair(fairId);
  const session = useSession();
  const list = useSubmissions(fairId, filter, query);
  if (list.isPending || !fair.data) return <Loader aria-label={t('common.loading')} />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  const boards = list.data.pages.flatMap((p) => p.projects);
  if (boards.length === 0)
    return <Text c="gray.7">{t(query ? 'fairs.review.noMatch' : 'fairs.review.empty')}</Text>;
  const coordinator =
    fair.data.myRoles.includes('coordinator') ||
    !!session.user?.roles.some((r) => r === 'admin' || r === 'judgingAdmin');
  return (
    <Stack gap="md">
      {boards.map((b) => (
        <ReviewCard key={`${b.id}-${b.submission.id}`} board={b} fair={fair.data} coordinator={coordinator} />
      ))}
      {list.hasNextPage ? (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('fairs.review.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * fair/{id}/review: the partner submissions view (spec/000 §2) with the tabs Pending, Approved,
 * Declined and Teams (filled by judging), counts on every tab, search, paging, CSV, and cards that
 * move live for every reviewer looking.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const id = useFairId() ?? 0;
  const fair = useFair(id);
  const to = usePartnerPath();
  const [tab, setTab] = useState<Tab>('pending');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [csvError, setCsvError] = useState<string | null>(null);
  useLiveFair(id);
  if (fair.isError)
    return (
      <Page title={t('fairs.review.title')}>
        <Alert color="red" role="alert">
          {errorMessage(fair.error)}
        </Alert>
      </Page>
    );
  if (!fair.data) return <Loader aria-label={t('common.loading')} m="xl" />;
  return (
    <Page
      title={t('fairs.review.title')}
      description={fair.data.name}
      size="lg"
      actions={
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('fairs.review.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
          />
          {tab !== 'teams' ? (
            <Button
              variant="default"
              onClick={() =>
                downloadSubmissionsCsv(id, tab, query).catch((e: unknown) => setCsvError(errorMessage(e)))
              }
            >
              {t('fairs.review.csv')}
            </Button>
          ) : null}
        </Group>
      }
    >
      {csvError ? (
        <Alert color="red" role="alert">
          {csvError}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'pending')} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              <TabLabel fairId={id} tab={name} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {name === 'teams' ? (
              <Group gap="sm">
                <Text c="gray.7">{t('fairs.review.teamsOnJudging')}</Text>
                <Button component={Link} to={to(`/fair/${id}/judging`)} variant="default" size="xs">
                  {t('judging.link')}
                </Button>
              </Group>
            ) : (
              <TabList fairId={id} filter={name} query={query} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}

export default ReviewPage;
