import { Badge, Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { PersonRow } from '../../../components/person-row.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useLeaderboard } from '../api/leaderboard.ts';

const MEDALS = ['yellow.4', 'gray.4', 'orange.4'];

/** leaderboard and ranking: the top 20 by engagement. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const board = useLeaderboard();
  return (
    <Page title={t('leaderboard.title')} description={t('leaderboard.intro')} size="md">
      <QueryState
        query={board}
        empty={<Text c="gray.7">{t('leaderboard.empty')}</Text>}
        isEmpty={(entries) => entries.length === 0}
      >
        {(entries) => (
          <Card withBorder padding={0}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Caption>{t('leaderboard.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={70}>
                    {t('leaderboard.rank')}
                  </Table.Th>
                  <Table.Th scope="col">{t('leaderboard.person')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('leaderboard.score')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.user.id}>
                    <Table.Td>
                      <Badge
                        size="lg"
                        circle
                        color={MEDALS[entry.rank - 1] ?? 'gray.2'}
                        c="dark.8"
                        aria-label={t('leaderboard.rankLabel', { rank: entry.rank })}
                      >
                        {entry.rank}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <PersonRow user={entry.user} />
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {entry.score}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </QueryState>
    </Page>
  );
}

export default LeaderboardPage;
