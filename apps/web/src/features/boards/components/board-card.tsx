import type { Board, SearchHighlight } from '@makerboard/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { MarkedText } from '../../../components/marked-text.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { BoardCover } from './board-cover.tsx';

function Count({ icon, value, label }: { icon: IconName; value: number; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" c="gray.7" aria-label={label} role="img">
      <Icon name={icon} size={16} />
      <Text span size="sm" aria-hidden="true">
        {value}
      </Text>
    </Group>
  );
}

/**
 * A board in a list: cover, title, author, categories, counts, and private/draft badges. Found by a
 * search (`highlight`), its title shows the words that matched, and a piece of its description follows.
 */
export function BoardCard({
  board,
  headingLevel = 3,
  highlight,
  eagerCover = false,
}: {
  board: Board;
  headingLevel?: 2 | 3 | 4;
  highlight?: SearchHighlight | undefined;
  /** The card is among the first of its list: its cover loads at once (BoardCover). */
  eagerCover?: boolean;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const title = board.title || t('boards.untitled');
  return (
    <Card withBorder padding={0} radius="md" shadow="xs" component="article" h="100%">
      <BoardCover id={board.id} url={board.coverImageUrl} eager={eagerCover} />
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        {board.isDraft || board.isPrivate || board.isFeatured ? (
          <Group gap={6}>
            {board.isDraft ? (
              <Badge color="red.9" variant="outline">
                {t('boards.badge.draft')}
              </Badge>
            ) : null}
            {board.isPrivate ? (
              <Badge color="gray.8" variant="outline" leftSection={<Icon name="lock" size={12} />}>
                {t('boards.badge.private')}
              </Badge>
            ) : null}
            {board.isFeatured ? (
              <Badge color="grape.9" variant="outline">
                {t('boards.badge.featured')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Text
          component={`h${headingLevel}`}
          fw={700}
          fz="lg"
          lh={1.3}
          m={0}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          <Anchor component={Link} to={to(`/story/${board.id}`)} c="dark.8" fw={700} className="mb-card-link">
            {highlight && board.title ? <MarkedText html={highlight.title} /> : title}
          </Anchor>
        </Text>
        {highlight?.snippet ? (
          <Text size="sm" c="gray.8" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            <MarkedText html={highlight.snippet} />
          </Text>
        ) : null}
        <Text size="sm" c="gray.7">
          {board.user ? (
            <>
              {t('boards.by')}{' '}
              <Anchor component={Link} to={to(`/profile/${board.user.userName}/about`)} size="sm" c="teal.9">
                {board.user.fullName || board.user.userName}
              </Anchor>
            </>
          ) : (
            t('boards.anonymousAuthor')
          )}
        </Text>
        {board.categories.length ? (
          <Group gap={4}>
            {board.categories.slice(0, 3).map((category) => (
              <Badge key={category.id} variant="outline" color="cyan.9" tt="none" size="sm">
                {category.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="md" mt="auto" pt={4}>
          <Count
            icon="heart"
            value={board.metadata.likes}
            label={t('boards.count.likes', { count: board.metadata.likes })}
          />
          <Count
            icon="comment"
            value={board.metadata.comments}
            label={t('boards.count.comments', { count: board.metadata.comments })}
          />
          <Count
            icon="bookmark"
            value={board.metadata.subscribers}
            label={t('boards.count.bookmarks', { count: board.metadata.subscribers })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
