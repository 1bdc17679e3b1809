import { Alert, Badge, Card, Group, List, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useFloor } from '../api/floor.ts';
import { useTeams } from '../api/teams.ts';

/** A judge who has not scored for this long while boards are left is shown as idle. */
const IDLE_MINUTES = 15;

/** The minutes since a moment, refreshed every minute so "idle" stays true without a reload. */
function useMinutesSince(): (iso: string) => number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (iso) => Math.floor((now - new Date(iso).getTime()) / 60_000);
}

/**
 * The judging floor (issue 11 item 6): per team and judge, boards scored and left, who has been
 * idle, and boards short of scores; the socket refreshes it as judges score (useLiveJudging).
 */
export function FloorPanel({ fairId }: { fairId: number }) {
  const { t, i18n } = useTranslation();
  const floor = useFloor(fairId);
  const teamNames = new Map((useTeams(fairId).data ?? []).map((team) => [team.id, team.name]));
  const minutesSince = useMinutesSince();
  if (floor.isPending) return <Loader aria-label={t('common.loading')} />;
  if (floor.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(floor.error)}
      </Alert>
    );
  const { teams, waiting } = floor.data;
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('judging.floor.live')}
      </Text>
      {teams.length === 0 ? <Text c="gray.7">{t('judging.floor.empty')}</Text> : null}
      {teams.map((team, index) => {
        const name = teamNames.get(team.id) ?? `${t('judging.floor.team')} ${index + 1}`;
        return (
          <Card key={team.id} withBorder padding="md" component="section" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} fz="md">
                  {name}
                </Title>
                <Text size="sm" data-testid={`floor-team-${team.id}`}>
                  {t('judging.floor.teamProgress', { scored: team.scored, assigned: team.assigned })}
                </Text>
              </Group>
              <Progress
                value={team.assigned ? (100 * team.scored) / team.assigned : 0}
                aria-label={t('judging.floor.teamProgress', { scored: team.scored, assigned: team.assigned })}
              />
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('judging.floor.judge')}</Table.Th>
                    <Table.Th>{t('judging.floor.progress')}</Table.Th>
                    <Table.Th>{t('judging.floor.lastActive')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {team.judges.map((judge) => {
                    const idle =
                      judge.scored < judge.assigned &&
                      (!judge.lastActiveAt || minutesSince(judge.lastActiveAt) >= IDLE_MINUTES);
                    return (
                      <Table.Tr key={judge.userName}>
                        <Table.Td>{judge.userName}</Table.Td>
                        <Table.Td>
                          {t('judging.floor.teamProgress', {
                            scored: judge.scored,
                            assigned: judge.assigned,
                          })}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            {judge.lastActiveAt
                              ? new Date(judge.lastActiveAt).toLocaleTimeString(i18n.language, {
                                  timeStyle: 'short',
                                })
                              : t('judging.floor.never')}
                            {idle && judge.lastActiveAt ? (
                              <Badge color="red.9" variant="filled">
                                {t('judging.floor.idle', { minutes: minutesSince(judge.lastActiveAt) })}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Stack>
          </Card>
        );
      })}
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('judging.floor.waiting')}
        </Title>
        {waiting.length === 0 ? (
          <Text c="gray.7">{t('judging.floor.noWaiting')}</Text>
        ) : (
          <List>
            {waiting.map((board) => (
              <List.Item key={board.id}>
                {board.title} ({board.scores})
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
