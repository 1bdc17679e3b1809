import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { CONTRIBUTIONS_PAGE, useBoardContributions } from '../api/list-contributions.ts';

/** The board's sections and comments as one list, newest first (spec/001 §7 "contributions, total"). */
export function BoardContributions({ boardId }: { boardId: number }) {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const [offset, setOffset] = useState(0);
  const page = useBoardContributions(boardId, offset);

  if (page.isPending) return <Loader aria-label={t('common.loading')} />;
  if (page.isError)
    return (
      <Alert color="red" role="alert" title={t('common.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text>{errorMessage(page.error)}</Text>
          <Button size="xs" onClick={() => void page.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const { contributions, total, hasMore } = page.data;
  if (total === 0) return <Text c="gray.7">{t('members.contributions.empty')}</Text>;

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('members.contributions.range', {
          from: offset + 1,
          to: offset + contributions.length,
          total,
        })}
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {contributions.map((item) => (
          <Paper key={`${item.type}-${item.id}`} withBorder p="sm" radius="md" component="li">
            <Group gap={6} mb={4}>
              <Badge variant="outline" color={item.type === 'post' ? 'teal.9' : 'gray.8'} tt="none">
                {item.type === 'post'
                  ? t('members.contributions.section')
                  : t('members.contributions.comment')}
              </Badge>
              <Text size="sm" fw={600}>
                {item.user ? item.user.fullName || item.user.userName : t('boards.anonymousAuthor')}
              </Text>
              <Text size="sm" c="gray.7">
                {new Date(item.createdAt).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </Text>
            </Group>
            {item.type === 'post' && item.title ? <Text fw={600}>{item.title}</Text> : null}
            <Text size="sm" lineClamp={3}>
              {item.excerpt || '—'}
            </Text>
            {item.postID ? (
              <Anchor
                component={Link}
                to={to(`/story/${boardId}#section-${item.postID}`)}
                size="sm"
                c="teal.9"
              >
                {t('members.contributions.open')}
              </Anchor>
            ) : null}
          </Paper>
        ))}
      </Stack>
      {offset === 0 && !hasMore ? null : (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            disabled={offset === 0 || page.isFetching}
            onClick={() => setOffset(Math.max(0, offset - CONTRIBUTIONS_PAGE))}
          >
            {t('members.contributions.newer')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!hasMore || page.isFetching}
            onClick={() => setOffset(offset + CONTRIBUTIONS_PAGE)}
          >
            {t('members.contributions.older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
