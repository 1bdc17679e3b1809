import { Alert, Loader, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { useFair, useFairId } from '../../fairs/index.ts';
import { useLiveJudging } from '../use-live-judging.ts';
import { FloorPanel } from './floor-panel.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { TeamsPanel } from './teams-panel.tsx';

const TABS = ['teams', 'floor', 'results'] as const;
type Tab = (typeof TABS)[number];

/**
 * fair/{id}/judging, the organisers' judging view (spec/000 §2 adminJudge; issue 11): teams made
 * and scheduled, the judging floor live over the socket, and the results with raw and normalised
 * scores, answer-tag filters, field selection, the score order and the report.
 */
export function JudgingPage() {
  const { t } = useTranslation();
  const id = useFairId() ?? 0;
  const fair = useFair(id);
  const [tab, setTab] = useState<Tab>('teams');
  useLiveJudging(id);
  if (id === -1 || fair.isError)
    return (
      <Page title={t('judging.title')}>
        <Alert color="red" role="alert">
          {fair.isError ? errorMessage(fair.error) : t('fairs.notFound')}
        </Alert>
      </Page>
    );
  if (!fair.data) return <Loader aria-label={t('common.loading')} m="xl" />;
  return (
    <Page title={t('judging.title')} description={fair.data.name} size="lg">
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'teams')} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`judging.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="teams" pt="md">
          <TeamsPanel fairId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="floor" pt="md">
          <FloorPanel fairId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <ResultsPanel fairId={id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
