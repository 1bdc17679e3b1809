import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { useSession } from '../../api/session-store.ts';
import { EmptyNote } from '../../components/empty-note.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PersonRow } from '../../components/person-row.tsx';
import { QueryState } from '../../components/query-state.tsx';
import {
  InfiniteBoardGrid,
  USER_BOARD_FILTERS,
  USER_BOARD_STATUSES,
  type UserBoardFilter,
  type UserBoardStatus,
  useUserBoards,
  useUserContributions,
} from '../boards/index.ts';
import { useFollow } from './api/follow.ts';
import { type FollowDirection, useFollowList } from './api/follow-list.ts';
import { useIsFollowing } from './api/is-following.ts';

/** The projects tab; for oneself with the "my boards" filters and the status filters. */
export function ProjectsTab({ username, isSelf }: { username: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<UserBoardFilter>('viewall');
  const [status, setStatus] = useState<UserBoardStatus | null>(null);
  const query = useUserBoards(username, {
    filter: isSelf ? filter : 'viewall',
    status: isSelf ? (status ?? undefined) : undefined,
  });
  return (
    <Stack gap="md">
      {isSelf ? (
        <Group gap="md" align="flex-end">
          <Select
            label={t('profile.boards.filter')}
            value={filter}
            allowDeselect={false}
            onChange={(value) => value && setFilter(value as UserBoardFilter)}
            data={USER_BOARD_FILTERS.map((value) => ({ value, label: t(`profile.boards.filters.${value}`) }))}
            w={200}
          />
          <Select
            label={t('profile.boards.status')}
            value={status}
            clearable
            placeholder={t('profile.boards.anyStatus')}
            onChange={(value) => setStatus(value as UserBoardStatus | null)}
            data={USER_BOARD_STATUSES.map((value) => ({
              value,
              label: t(`profile.boards.statuses.${value}`),
            }))}
            w={200}
          />
        </Group>
      ) : null}
      <InfiniteBoardGrid
        query={query}
        headingLevel={2}
        empty={<EmptyNote text={isSelf ? t('profile.boards.emptySelf') : t('profile.boards.empty')} />}
      />
    </Stack>
  );
}

export function ContributionsTab({ username }: { username: string }) {
  const { t } = useTranslation();
  const query = useUserContributions(username);
  return (
    <InfiniteBoardGrid
      query={query}
      headingLevel={2}
      empty={<EmptyNote text={t('profile.contributions.empty')} />}
    />
  );
}

export function FollowButton({ username }: { username: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.status === 'loggedIn' ? session.user : null;
  const isMe = !!me && me.userName.toLowerCase() === username.toLowerCase();
  const following = useIsFollowing(username, !!me && !isMe);
  const follow = useFollow();
  if (!me || isMe) return null;
  const on = following.data === true;
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        variant={on ? 'default' : 'filled'}
        loading={follow.isPending || following.isPending}
        aria-pressed={on}
        onClick={() => follow.mutate({ username, on: !on })}
        aria-label={
          on
            ? t('profile.follow.unfollowName', { name: username })
            : t('profile.follow.followName', { name: username })
        }
      >
        {on ? t('profile.follow.unfollow') : t('profile.follow.follow')}
      </Button>
      {follow.error ? (
        <Text size="xs" c="red.9" role="alert">
          {errorMessage(follow.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** following and followers, each person with a follow/unfollow button. */
export function FollowTab({ username, direction }: { username: string; direction: FollowDirection }) {
  const { t } = useTranslation();
  const query = useFollowList(username, direction);
  return (
    <QueryState
      query={query}
      loading={<Text c="gray.7">{t('common.loading')}</Text>}
      empty={<EmptyNote text={t(`profile.follow.empty.${direction}`)} />}
      isEmpty={(data) => data.pages.every((page) => page.users.length === 0)}
    >
      {(data) => (
        <Stack gap="md">
          <Card withBorder padding="md">
            <Stack gap="md" component="ul" p={0} m={0}>
              {data.pages
                .flatMap((page) => page.users)
                .map((user) => (
                  <li key={user.id} style={{ listStyle: 'none' }}>
                    <PersonRow user={user} action={<FollowButton username={user.userName} />} />
                  </li>
                ))}
            </Stack>
          </Card>
          <LoadMore query={query} />
        </Stack>
      )}
    </QueryState>
  );
}
