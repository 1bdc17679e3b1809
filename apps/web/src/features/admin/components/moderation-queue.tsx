import type { Report, ReportAction } from '@makerboard/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { LoadMore } from '../../../components/load-more.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useReportAction, useReports } from '../api/reports.ts';
import { Loading } from './loading.tsx';

/** The actions a report offers: hide or dismiss while open; restore a hidden thing, or hide it later. */
function actionsOf(report: Report): ReportAction[] {
  const hideable = report.targetType !== 'user' && report.target !== null;
  if (report.status === 'open') return hideable ? ['hide', 'dismiss'] : ['dismiss'];
  if (!hideable) return [];
  return report.hidden ? ['restore'] : ['hide'];
}

function ReportCard({
  report,
  readOnly,
  onDone,
}: {
  report: Report;
  readOnly: boolean;
  onDone: (action: ReportAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const act = useReportAction();
  const when = new Date(report.createdAt).toLocaleString(i18n.language);
  const label = t(`admin.moderation.kind.${report.targetType}`);
  return (
    <Card withBorder padding="md" radius="md" component="li" data-testid={`report-${report.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge color="gray.8" variant="outline">
              {label}
            </Badge>
            {report.hidden ? (
              <Badge color="red.9" variant="outline">
                {t('admin.moderation.hidden')}
              </Badge>
            ) : null}
            {report.resolution ? (
              <Badge color="teal.9" variant="outline">
                {t(`admin.moderation.resolution.${report.resolution}`)}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Group>
        {report.target ? (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {report.target.link ? (
                <Anchor component={Link} to={to(report.target.link)}>
                  {report.target.excerpt || label}
                </Anchor>
              ) : (
                report.target.excerpt || label
              )}
            </Text>
            {report.target.author ? (
              <Text size="sm">
                {t('admin.moderation.by')}{' '}
                <Anchor component={Link} to={to(`/profile/${report.target.author.userName}`)}>
                  {report.target.author.fullName}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text c="dimmed">{t('admin.moderation.gone')}</Text>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('admin.moderation.reason')}
          </Text>{' '}
          {report.reason}
        </Text>
        {report.reporter ? (
          <Text size="sm" c="dimmed">
            {t('admin.moderation.reportedBy', { name: report.reporter.fullName })}
          </Text>
        ) : null}
        {act.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(act.error)}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group gap="xs">
            {actionsOf(report).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'hide' ? 'filled' : 'default'}
                color={action === 'hide' ? 'red.9' : undefined}
                loading={act.isPending && act.variables?.action === action}
                onClick={() => act.mutate({ id: report.id, action }, { onSuccess: () => onDone(action) })}
                aria-label={t(`admin.moderation.actionLabel.${action}`, { what: label })}
              >
                {t(`admin.moderation.action.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ReportList({
  status,
  readOnly,
  onDone,
}: {
  status: 'open' | 'closed';
  readOnly: boolean;
  onDone: (action: ReportAction) => void;
}) {
  const { t } = useTranslation();
  const reports = useReports(status);
  return (
    <QueryState
      loading={<Loading />}
      query={reports}
      isEmpty={(data) => data.pages[0]?.total === 0}
      empty={<Text py="md">{t(`admin.moderation.empty.${status}`)}</Text>}
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.moderation.count', { count: data.pages[0]?.total ?? 0 })}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.pages
              .flatMap((p) => p.reports)
              .map((r) => (
                <ReportCard key={r.id} report={r} readOnly={readOnly} onDone={onDone} />
              ))}
          </Stack>
          <LoadMore query={reports} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The moderation queue (admin/moderation/reports): open and closed reports, hide, restore, dismiss. */
export function ModerationQueue({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('open');
  const [done, setDone] = useState<ReportAction | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm" c="teal.9" role="status" mih={20}>
        {done ? t(`admin.moderation.done.${done}`) : ''}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="open">{t('admin.moderation.open')}</Tabs.Tab>
          <Tabs.Tab value="closed">{t('admin.moderation.closed')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open" pt="md">
          <ReportList status="open" readOnly={readOnly} onDone={setDone} />
        </Tabs.Panel>
        <Tabs.Panel value="closed" pt="md">
          <ReportList status="closed" readOnly={readOnly} onDone={setDone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
