import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useLobbyByPath } from '../api/get-lobby.ts';
import { LobbyPicture } from './lobby-picture.tsx';

/** 2d/{path}: the virtual lobby, its picture with the rooms as links, and the same rooms as a list. */
export function LobbyPage() {
  const { t } = useTranslation();
  const { path = '' } = useParams();
  const query = useLobbyByPath(path);
  const lobby = query.data?.lobby;
  return (
    <Page title={lobby?.title ?? t('lobby.title')} description={lobby?.description || undefined} size="xl">
      <QueryState query={query}>
        {({ lobby: l }) => (
          <Stack gap="lg">
            <nav aria-label={t('lobby.mapLabel', { title: l.title })}>
              <LobbyPicture
                imageUrl={l.imageUrl}
                alt={t('lobby.pictureAlt', { title: l.title })}
                areas={l.areas}
              />
            </nav>
            <Stack gap="xs" component="section" aria-labelledby="lobby-rooms">
              <Title order={2} fz="lg" id="lobby-rooms">
                {t('lobby.rooms')}
              </Title>
              {l.areas.length === 0 ? (
                <Text c="gray.7">{t('lobby.empty')}</Text>
              ) : (
                <List>
                  {l.areas.map((a) => (
                    <List.Item key={a.id}>
                      <Anchor component={Link} to={a.href}>
                        {a.name}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
