import type { LobbySummary } from '@makerboard/shared';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useLobby } from '../api/get-lobby.ts';
import { useLobbies } from '../api/list-lobbies.ts';
import { useLobbyWrites } from '../api/lobby-writes.ts';
import { mayEditAreas } from './clickable-areas-create.tsx';

const pct = (v: number) => `${v} %`;

/** One lobby's areas as a table: name, link, position and size; remove for those who may. */
function LobbyAreas({ summary, editable }: { summary: LobbySummary; editable: boolean }) {
  const { t } = useTranslation();
  const lobby = useLobby(summary.id);
  const { removeArea } = useLobbyWrites();
  const headingId = `lobby-${summary.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg" id={headingId}>
            {summary.title}
          </Title>
          <Group gap="sm">
            <Anchor component={Link} to={`/2d/${summary.path}`}>
              /2d/{summary.path}
            </Anchor>
            {editable ? (
              <Anchor component={Link} to={`/admin/clickableAreas/create?lobby=${summary.id}`}>
                {t('clickableAreas.addTo')}
              </Anchor>
            ) : null}
          </Group>
        </Group>
        <QueryState
          query={lobby}
          isEmpty={(d) => d.lobby.areas.length === 0}
          empty={<Text c="gray.7">{t('lobby.empty')}</Text>}
        >
          {({ lobby: l }) => (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('clickableAreas.name')}</Table.Th>
                    <Table.Th>{t('clickableAreas.href')}</Table.Th>
                    <Table.Th>{t('clickableAreas.position')}</Table.Th>
                    <Table.Th>{t('clickableAreas.size')}</Table.Th>
                    {editable ? <Table.Th>{t('clickableAreas.actions')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {l.areas.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>{a.name}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={a.href}>
                          {a.href}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {pct(a.x)}, {pct(a.y)}
                      </Table.Td>
                      <Table.Td>
                        {pct(a.width)} × {pct(a.height)}
                      </Table.Td>
                      {editable ? (
                        <Table.Td>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            loading={removeArea.isPending && removeArea.variables?.areaID === a.id}
                            onClick={() => removeArea.mutate({ id: l.id, areaID: a.id })}
                            aria-label={t('clickableAreas.remove', { name: a.name })}
                          >
                            {t('clickableAreas.removeShort')}
                          </Button>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        {removeArea.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(removeArea.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** admin/clickableAreas/View: every lobby with its clickable areas. */
export function ClickableAreasViewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const editable = mayEditAreas(session.status === 'loggedIn' ? session.user?.roles : undefined);
  const lobbies = useLobbies();
  return (
    <Page
      title={t('clickableAreas.viewTitle')}
      size="lg"
      actions={
        editable ? (
          <Anchor component={Link} to="/admin/clickableAreas/create" size="sm">
            {t('clickableAreas.createLink')}
          </Anchor>
        ) : undefined
      }
    >
      <QueryState
        query={lobbies}
        isEmpty={(d) => d.lobbies.length === 0}
        empty={<Text c="gray.7">{t('clickableAreas.noLobbies')}</Text>}
      >
        {({ lobbies: all }) => (
          <Stack gap="md">
            {all.map((l) => (
              <LobbyAreas key={l.id} summary={l} editable={editable} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
