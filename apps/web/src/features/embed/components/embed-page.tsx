import { Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withPartner } from '../../../api/partner.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { BoardCover, useBoard } from '../../boards/index.ts';

/** The board an embed address names (`/embed?board={id}`), or null when it names none. */
export function embeddedBoardId(search: URLSearchParams): number | null {
  const raw = search.get('board') ?? search.get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Why nothing is shown: no board named, or one that is not public (or not there). */
function Unavailable({ reason }: { reason: 'missing' | 'private' }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" role="status">
      <Stack gap={4}>
        <Text fw={700}>{t(`embed.${reason}.title`)}</Text>
        <Text size="sm" c="gray.7">
          {t(`embed.${reason}.body`)}
        </Text>
      </Stack>
    </Card>
  );
}

function EmbeddedBoard({ id }: { id: number }) {
  const { t } = useTranslation();
  const board = useBoard(id);
  if (board.isError) return <Unavailable reason="private" />;
  return (
    <QueryState query={board}>
      {(b) => {
        // Only what everyone may see is embedded: a private, hidden or draft board is not shown,
        // even to its owner looking at the page on this site.
        if (b.isPrivate || b.isHidden || b.isDraft) return <Unavailable reason="private" />;
        const href = new URL(withPartner(`/story/${b.id}`, window.location.pathname), window.location.origin)
          .href;
        return (
          <Card withBorder radius="md" padding={0} component="article" aria-labelledby="embedded-title">
            <BoardCover id={b.id} url={b.coverImageUrl} height={160} />
            <Stack gap="xs" p="md">
              <Title order={1} fz="xl" id="embedded-title" lineClamp={2}>
                <Anchor href={href} target="_blank" rel="noopener" c="inherit" underline="hover">
                  {b.title}
                </Anchor>
              </Title>
              {b.user ? (
                <Text size="sm" c="gray.7">
                  {t('embed.by', { name: b.user.fullName || b.user.userName })}
                </Text>
              ) : null}
              <Text size="sm" lineClamp={3}>
                {b.description}
              </Text>
              <Group gap={6}>
                {b.categories.slice(0, 3).map((c) => (
                  <Badge key={c.id} variant="outline" color="teal.9">
                    {c.name}
                  </Badge>
                ))}
              </Group>
              <Group justify="space-between" mt={4}>
                <Text size="xs" c="gray.7">
                  {t('embed.counts', { likes: b.metadata.likes, comments: b.metadata.comments })}
                </Text>
                <Anchor href={href} target="_blank" rel="noopener" size="sm" fw={600} c="teal.9">
                  {t('embed.open')}
                </Anchor>
              </Group>
            </Stack>
          </Card>
        );
      }}
    </QueryState>
  );
}

/**
 * The embed page (spec/000 §2 `embed`): a public board's card for another site to put in a frame,
 * `<iframe src="https://…/embed?board={id}">`. This page alone may be framed by any site (the
 * server sends `frame-ancestors *` for it); it shows no navigation, and its links open the board
 * on Makerboard in a new tab. A private board is not shown.
 */
export function EmbedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = embeddedBoardId(search);
  useEffect(() => {
    document.title = `${t('embed.title')} · Makerboard`;
  }, [t]);
  return (
    <Box p="sm" maw={520} mx="auto">
      {id === null ? <Unavailable reason="missing" /> : <EmbeddedBoard id={id} />}
    </Box>
  );
}
