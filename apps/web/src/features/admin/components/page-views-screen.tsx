import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageViews } from '../api/page-views.ts';
import { Loading } from './loading.tsx';

/** The periods offered, in days (the server takes 1 to 365). */
const PERIODS = [1, 7, 30, 90, 365] as const;

/**
 * admin/system/pageviews: the most viewed screens over a period, by route pattern (spec/000 §2: the
 * web app counts every screen but a board's story view and the article redirect). Counts are per
 * screen, not per board or person: nothing here names anyone.
 */
export function PageViewsScreen() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const views = usePageViews(days);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('admin.pageViews.period')}
          value={String(days)}
          onChange={(e) => setDays(Number(e.currentTarget.value))}
          data={PERIODS.map((n) => ({ value: String(n), label: t('admin.pageViews.days', { count: n }) }))}
          w={220}
        />
      </Group>
      <QueryState
        loading={<Loading />}
        query={views}
        isEmpty={(summary) => summary.pages.length === 0}
        empty={<Text>{t('admin.pageViews.none')}</Text>}
      >
        {(summary) => {
          const total = summary.pages.reduce((sum, p) => sum + p.views, 0);
          const since = new Date(`${summary.since}T00:00:00`).toLocaleDateString(i18n.language, {
            dateStyle: 'long',
          });
          return (
            <Stack gap="sm">
              <Text size="sm" c="gray.7">
                {t('admin.pageViews.summary', { total: number.format(total), since })}
              </Text>
              <Table.ScrollContainer minWidth={420}>
                <Table striped highlightOnHover>
                  <Table.Caption>{t('admin.pageViews.caption', { since })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('admin.pageViews.screen')}</Table.Th>
                      <Table.Th scope="col" style={{ textAlign: 'end' }}>
                        {t('admin.pageViews.views')}
                      </Table.Th>
                      <Table.Th scope="col" style={{ textAlign: 'end' }}>
                        {t('admin.pageViews.share')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {summary.pages.map((page) => (
                      <Table.Tr key={page.path}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Text span ff="monospace" size="sm">
                            {page.path}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'end' }}>{number.format(page.views)}</Table.Td>
                        <Table.Td style={{ textAlign: 'end' }}>
                          {new Intl.NumberFormat(i18n.language, {
                            style: 'percent',
                            maximumFractionDigits: 1,
                          }).format(total ? page.views / total : 0)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
